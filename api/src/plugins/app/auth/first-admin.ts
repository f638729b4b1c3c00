import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { refreshTokens } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import { usersRepository } from './users-repository.ts';

/**
 * Makes sure someone can sign in. With ADMIN_EMAIL / ADMIN_PASSWORD that account exists and has
 * that password (updated when it changed). Without them, the first start creates `admin@localhost`
 * with a random password and answers it, once, for printing; later starts answer nothing.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: { email: string; password: string } | undefined,
): Promise<{ email: string; password: string } | undefined> {
  const repository = usersRepository(db);
  if (admin) {
    const existing = await repository.findByEmail(admin.email);
    if (!existing) await repository.create(admin.email, await hashPassword(admin.password));
    else if (!(await verifyPassword(admin.password, existing.passwordHash))) {
      // A new password from the environment ends every session signed in with the old one.
      await repository.setPasswordHash(existing.id, await hashPassword(admin.password));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.userId, existing.id));
    }
    return undefined;
  }
  if ((await repository.count()) > 0) return undefined;
  const generated = { email: 'admin@localhost', password: randomBytes(12).toString('base64url') };
  await repository.create(generated.email, await hashPassword(generated.password));
  return generated;
}
