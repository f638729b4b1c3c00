import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../../auth/passwords.ts';
import { ROLES } from '../../../auth/roles.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, tooManyRequests } from '../../../errors.ts';
import { accountTokensRepository } from '../../../plugins/app/auth/account-tokens-repository.ts';
import type { AdminClaims } from '../../../plugins/app/auth/guard.ts';
import { refreshTokensRepository } from '../../../plugins/app/auth/refresh-tokens-repository.ts';
import { type SecondStepTicket, secondStepTickets } from '../../../plugins/app/auth/second-step-tickets.ts';
import { startSession } from '../../../plugins/app/auth/sessions.ts';
import {
  type CodeCheck,
  newSetupCode,
  setupCodeKey,
  twoFactorOf,
} from '../../../plugins/app/auth/two-factor.ts';
import { usersRepository } from '../../../plugins/app/auth/users-repository.ts';
import { twoFactorSchemas as schemas } from '../../../schemas/two-factor.ts';

const TICKET_INVALID = 'The sign-in ticket is invalid, expired or already used: sign in again';
const staff = { access: 'staff' } as const;
const admins = { access: 'admin' } as const;

const ticketInvalid = () => new HttpError(401, TICKET_INVALID, { code: 'two_factor.ticket_invalid' });
const codeWrong = () => badRequest('The code is wrong or was already used', 'two_factor.code_wrong');

/** A refused code: a wrong one (400) or one too many (429, with the wait). */
function refusal(check: Extract<CodeCheck, { outcome: 'wrong' | 'blocked' }>): HttpError {
  return check.outcome === 'blocked'
    ? tooManyRequests(`Too many wrong codes; try again in ${check.wait} s`, check.wait)
    : codeWrong();
}

/**
 * The second factor (/api/auth/two-factor): the second step of a sign-in with its ticket, one's
 * own authenticator (set up, confirm, turn off) and, for administrators, the policy per role.
 */
export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const factors = twoFactorOf(app);
  const tickets = secondStepTickets(app.db, app.config.jwtSecret);
  const users = usersRepository(app.db);
  const tokens = refreshTokensRepository(app.db, app.config.refreshTokenTtl);
  const links = accountTokensRepository(app.db);

  /** The ticket's account, while it may still sign in. */
  async function ticketHolder(body: { ticket: string }, step: 'code' | 'setup') {
    const ticket = await tickets.read(body.ticket, step);
    const user = ticket && (await users.findActive(ticket.uid));
    if (!ticket || !user) throw ticketInvalid();
    return { ticket, user };
  }

  async function finishSignIn(
    request: FastifyRequest,
    ticket: SecondStepTicket,
    user: Pick<AdminClaims, 'uid' | 'role'>,
    secondFactor: string,
  ) {
    if (!(await tickets.consume(ticket))) throw ticketInvalid();
    await app.audit.record(request, { action: 'sign_in', actorId: user.uid, details: { secondFactor } });
    return startSession(app, request, user);
  }

  async function failed(request: FastifyRequest, actorId: number, check: CodeCheck) {
    if (check.outcome === 'wrong') await app.audit.record(request, { action: 'two_factor_failed', actorId });
  }

  app.post('/sign-in', { schema: schemas.signIn, config: { access: 'public' } }, async (request) => {
    const { ticket, user } = await ticketHolder(request.body, 'code');
    const check = await factors.check(user.id, request.body.code);
    if (check.outcome === 'wrong' || check.outcome === 'blocked') {
      await failed(request, user.id, check);
      throw refusal(check);
    }
    if (check.outcome === 'recovery')
      await app.audit.record(request, {
        action: 'two_factor_recovery_used',
        actorId: user.id,
        details: { left: check.left },
      });
    return { data: await finishSignIn(request, ticket, { uid: user.id, role: user.role }, check.outcome) };
  });

  /**
   * After an administrator's reset, the password alone does not set up a factor: the one-time code
   * they handed over must come too (security review N12). A first set-up needs none.
   */
  async function checkSetupCode(userId: number, setupCode: string | undefined) {
    if (!(await links.pending(userId, 'two_factor_setup'))) return;
    if (setupCode && (await links.holds(userId, setupCodeKey(setupCode), 'two_factor_setup'))) return;
    throw badRequest(
      'The set-up code is wrong, expired or already used: ask an administrator for a new one',
      'two_factor.setup_code_wrong',
    );
  }

  app.post(
    '/sign-in/setup',
    { schema: schemas.signInSetup, config: { access: 'public' } },
    async (request) => {
      const { user } = await ticketHolder(request.body, 'setup');
      await checkSetupCode(user.id, request.body.setupCode);
      const account = await users.findById(user.id);
      const factor = account && (await factors.begin(user.id, account.email));
      if (!factor) throw ticketInvalid();
      return { data: factor };
    },
  );

  app.post(
    '/sign-in/enable',
    { schema: schemas.signInEnable, config: { access: 'public' } },
    async (request) => {
      const { ticket, user } = await ticketHolder(request.body, 'setup');
      await checkSetupCode(user.id, request.body.setupCode);
      const enabled = await factors.enable(user.id, request.body.code);
      if (enabled.outcome !== 'enabled') {
        await failed(request, user.id, enabled);
        throw refusal(enabled);
      }
      await links.useUp(user.id, 'two_factor_setup');
      await app.audit.record(request, { action: 'two_factor_setup', actorId: user.id });
      const session = await finishSignIn(request, ticket, { uid: user.id, role: user.role }, 'setup');
      return { data: { ...session, recoveryCodes: enabled.recoveryCodes } };
    },
  );

  app.get('/', { schema: schemas.status, config: staff }, async (request) => {
    const admin = request.admin as AdminClaims;
    return { data: await factors.status(admin.uid, admin.role) };
  });

  /** One's own account, once its password is given again: a stolen session alone changes no factor. */
  async function confirmedAccount(admin: AdminClaims, password: string) {
    const account = await users.findById(admin.uid);
    if (!account || !(await verifyPassword(password, account.passwordHash)))
      throw badRequest('The current password is wrong', 'password.current_wrong');
    return account;
  }

  app.post('/setup', { schema: schemas.setup, config: staff }, async (request) => {
    const admin = request.admin as AdminClaims;
    const account = await confirmedAccount(admin, request.body.password);
    const factor = await factors.begin(admin.uid, account.email);
    if (!factor)
      throw conflict('A second factor is already on: turn it off first', 'two_factor.already_enabled');
    return { data: factor };
  });

  app.post('/enable', { schema: schemas.enable, config: staff }, async (request) => {
    const admin = request.admin as AdminClaims;
    const enabled = await factors.enable(admin.uid, request.body.code);
    if (enabled.outcome !== 'enabled') {
      await failed(request, admin.uid, enabled);
      throw refusal(enabled);
    }
    await links.useUp(admin.uid, 'two_factor_setup');
    await app.audit.record(request, { action: 'two_factor_setup' });
    return { data: { recoveryCodes: enabled.recoveryCodes } };
  });

  app.post('/disable', { schema: schemas.disable, config: staff }, async (request) => {
    const admin = request.admin as AdminClaims;
    await confirmedAccount(admin, request.body.password);
    if (!(await factors.status(admin.uid, admin.role)).enabled)
      throw conflict('The account has no second factor', 'two_factor.not_enabled');
    if (await factors.isRequired(admin.role))
      throw conflict('The role requires a second factor: it cannot be turned off', 'two_factor.required');
    const check = await factors.check(admin.uid, request.body.code);
    if (check.outcome === 'wrong' || check.outcome === 'blocked') {
      await failed(request, admin.uid, check);
      throw refusal(check);
    }
    await factors.remove(admin.uid);
    await app.audit.record(request, { action: 'two_factor_disable' });
    return { data: { disabled: true } };
  });

  app.get('/policy', { schema: schemas.policy, config: admins }, async () => ({
    data: await factors.policy(),
  }));

  app.put('/policy', { schema: schemas.setPolicy, config: admins }, async (request) => {
    await factors.setPolicy(request.body);
    // A role that now requires a factor: the sessions of its accounts without one end at once, and
    // their next sign-in sets one up (their refresh says why).
    const required = ROLES.filter((role) => request.body[role] === true);
    if (required.length > 0) {
      const enabled = await factors.enabledAccounts();
      for (const account of await users.list())
        if (required.includes(account.role) && !enabled.has(account.id)) await tokens.revokeAllOf(account.id);
    }
    await app.audit.record(request, { action: 'two_factor_policy', details: { ...request.body } });
    return { data: await factors.policy() };
  });
};

/**
 * Сотрудники: an administrator removes someone else's second factor (a lost phone); their sessions
 * end. Not one's own: that would turn it off without the password and code /disable asks for.
 */
export const twoFactorResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const factors = twoFactorOf(app);
  const users = usersRepository(app.db);
  const tokens = refreshTokensRepository(app.db, app.config.refreshTokenTtl);
  const links = accountTokensRepository(app.db);

  app.delete('/:id/two-factor', { schema: schemas.reset, config: admins }, async (request) => {
    if (request.params.id === (request.admin as AdminClaims).uid)
      throw forbidden(
        'Your own second factor is turned off under Моя учётная запись, with your password and a code',
        'two_factor.own_account',
      );
    const user = await users.findById(request.params.id);
    if (!user) throw notFound(`There is no account with id ${request.params.id}`);
    const reset = await factors.remove(user.id);
    await tokens.revokeAllOf(user.id);
    // The code to hand over, shown once: with it and the password the person sets up a new factor.
    const setupCode = newSetupCode();
    const { expiresAt } = await links.issue(user.id, 'two_factor_setup', setupCodeKey(setupCode));
    await app.audit.record(request, { action: 'two_factor_reset', details: { email: user.email } });
    return { data: { reset, setupCode, setupCodeExpiresAt: expiresAt.toISOString() } };
  });
};
