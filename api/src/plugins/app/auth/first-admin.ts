import { randomBytes } from 'node:crypto';
import { checkNewPassword } from '../../../auth/password-policy.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { ConfigError } from '../../../config.ts';
import type { Database } from '../../../db/types.ts';
import { HttpError } from '../../../errors.ts';
import { usersRepository } from './users-repository.ts';

/**
 * Makes sure someone can sign in. With ADMIN_EMAIL / ADMIN_PASSWORD that account is created when
 * it does not exist, and only then: an existing account keeps the password its owner chose (a
 * password changed after a leak must not come back at the next restart); `created` says which.
 * The password it creates the account with must pass the policy a chosen one passes (the e-mail
 * and the site's host count against it), or the start stops with a ConfigError.
 * Without them, the first start creates `admin@localhost` with a random password and answers it,
 * once, for printing; later starts answer nothing.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: { email: string; password: string } | undefined,
  siteUrl?: string,
): Promise<{ email: string; password?: string; created: boolean } | undefined> {
  const repository = usersRepository(db);
  if (admin) {
    if (await repository.findByEmail(admin.email)) return { email: admin.email, created: false };
    try {
      checkNewPassword(admin.password, [admin.email, ...(siteUrl ? [new URL(siteUrl).hostname] : [])]);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      throw new ConfigError(
        `Invalid environment: ADMIN_PASSWORD cannot create ${admin.email}: ${error.message}`,
      );
    }
    await repository.create(admin.email, await hashPassword(admin.password));
    return { email: admin.email, created: true };
  }
  if ((await repository.count()) > 0) return undefined;
  const generated = { email: 'admin@localhost', password: randomBytes(12).toString('base64url') };
  await repository.create(generated.email, await hashPassword(generated.password));
  return { ...generated, created: true };
}
