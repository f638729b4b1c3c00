import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../../auth/roles.ts';
import type { AccountTokenKind } from '../../../db/schema/index.ts';
import { accountLink, accountMail } from '../../../mail/account-mail.ts';
import { accountTokensRepository } from './account-tokens-repository.ts';
import { usersRepository } from './users-repository.ts';

export interface SentLink {
  /** The link itself: shown to the administrator who made it when no mail goes out. */
  url: string;
  expiresAt: string;
  /** Whether it went into the mail outbox (SMTP is set up). */
  mailed: boolean;
}

/**
 * Makes a new single-use link for an account (an invitation or a reset, replacing any older one of
 * that kind) on the site's public address, and mails it when mail is set up. The token is never logged or stored but as a hash.
 */
export async function sendAccountLink(
  app: FastifyInstance,
  user: { id: number; email: string },
  kind: AccountTokenKind,
  role?: Role,
): Promise<SentLink> {
  const { token, expiresAt } = await accountTokensRepository(app.db).issue(user.id, kind);
  const url = accountLink(await app.serverSettings.siteUrl(), kind, token);
  const mailed = await app.mail.enabled();
  if (mailed)
    await app.mail.enqueue(`account-${kind}`, accountMail(kind, { to: user.email, link: url, role }));
  return { url, expiresAt: expiresAt.toISOString(), mailed };
}

/** A reset link for the active account at `email`, logged; nothing for any other address. */
export async function sendResetLink(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const user = await usersRepository(app.db).findByEmail(email);
  if (!user || user.disabledAt || !user.activatedAt) return;
  const link = await sendAccountLink(app, user, 'reset');
  await app.audit.record(request, {
    action: 'password_reset',
    actorId: user.id,
    details: { requested: true, mailed: link.mailed },
  });
  // Without mail nobody else can pass the link on: the operator finds it in the server's log.
  if (!link.mailed)
    request.log.warn({ email: user.email, link: link.url }, 'password reset link (mail is off)');
}
