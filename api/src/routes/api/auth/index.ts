import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { checkNewPassword } from '../../../auth/password-policy.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../../errors.ts';
import { sendResetLink } from '../../../plugins/app/auth/account-links.ts';
import { accountTokensRepository } from '../../../plugins/app/auth/account-tokens-repository.ts';
import type { AdminClaims } from '../../../plugins/app/auth/guard.ts';
import { loginThrottle, signInKeys } from '../../../plugins/app/auth/login-throttle.ts';
import { refreshTokensRepository } from '../../../plugins/app/auth/refresh-tokens-repository.ts';
import { startSession } from '../../../plugins/app/auth/sessions.ts';
import { secondStepOf, twoFactorOf } from '../../../plugins/app/auth/two-factor.ts';
import { usersRepository } from '../../../plugins/app/auth/users-repository.ts';
import { requestChallenges } from '../../../plugins/app/requests/challenges.ts';
import { loginSchema, logoutSchema, refreshSchema, signInChallengeSchema } from '../../../schemas/auth.ts';
import { accountSchemas } from '../../../schemas/users.ts';

/** One answer for every failed sign-in, so that it tells nothing about which accounts exist. */
const LOGIN_FAILED = 'Invalid email or password';
const setupRequired = () =>
  unauthorized(
    'The role now requires a second factor: sign in again to set it up',
    'two_factor.setup_required',
  );
const ACCOUNT_DISABLED = 'The account is disabled: ask an administrator to enable it';
const LINK_FAILED = 'The link is invalid, expired or already used: ask for a new one';
/**
 * Per client address and 15 minutes: reset requests (each may send a mail), and uses of links
 * (random 256-bit tokens that cannot be guessed; the limit keeps a script from trying).
 */
const FORGOT_RATE = { max: 5, timeWindow: 15 * 60 * 1000 };
const LINK_RATE = { max: 30, timeWindow: 15 * 60 * 1000 };
/** Sign-in challenges per client address and 15 minutes: each costs the server a signature only. */
const CHALLENGE_RATE = { max: 60, timeWindow: 15 * 60 * 1000 };

const staff = { access: 'staff' } as const;

/** A call without a body (no content type either) is read as `{}`, as one labelled JSON already is. */
function noBodyIsEmpty(request: FastifyRequest, _reply: unknown, done: () => void) {
  request.body ??= {};
  done();
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersRepository(app.db);
  const tokens = refreshTokensRepository(app.db, app.config.refreshTokenTtl);
  const links = accountTokensRepository(app.db);
  const factors = twoFactorOf(app);
  const { challengeDifficulty } = app.config.requests;
  const challenges = requestChallenges(app.db, {
    secret: app.config.jwtSecret,
    difficulty: challengeDifficulty,
    purpose: 'sign-in-challenge',
    from: 'POST /api/auth/challenge',
  });
  const throttle = loginThrottle(app.db, challenges, challengeDifficulty);

  await app.register(rateLimit, app.throttles.rateLimits('attempts'));

  /**
   * What a chosen password must not be built from: the person's e-mail, the site's address, the
   * company's name, address (its city) and e-mail, in every language (Настройки сайта).
   */
  async function personalWords(email: string): Promise<string[]> {
    const { name, address, email: companyEmail } = (await app.settings.get()).values;
    return [
      email,
      new URL(await app.serverSettings.siteUrl()).hostname,
      ...Object.values(name ?? {}),
      ...Object.values(address ?? {}),
      ...(companyEmail ? [companyEmail] : []),
    ];
  }

  const signIn = (request: FastifyRequest, user: Pick<AdminClaims, 'uid' | 'role'>) =>
    startSession(app, request, user);

  app.post('/login', { schema: loginSchema, config: { access: 'public' } }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    // Counted before the password is checked: concurrent guesses cannot all get through unproven.
    const keys = signInKeys(email, request.ip);
    await throttle.admit(keys, request.body.proof);

    const user = await users.findByEmail(email);
    const matches = await verifyPassword(request.body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) {
      await app.audit.record(request, { action: 'sign_in_failed', email });
      request.log.info({ email }, 'sign-in failed');
      throw unauthorized(LOGIN_FAILED);
    }
    // Only whoever knows the password learns that the account is disabled, and whom to ask.
    if (user.disabledAt) {
      await app.audit.record(request, { action: 'sign_in_failed', email, details: { disabled: true } });
      request.log.info({ email }, 'sign-in of a disabled account');
      throw forbidden(ACCOUNT_DISABLED, 'account.disabled');
    }
    await throttle.succeeded(keys);
    // A second factor on, or required by the role: a ticket for the second step, no tokens yet.
    const secondStep = await secondStepOf(app, user);
    if (secondStep) return { data: secondStep };
    await app.audit.record(request, { action: 'sign_in', actorId: user.id });
    return { data: await signIn(request, { uid: user.id, role: user.role }) };
  });

  app.post(
    '/challenge',
    { schema: signInChallengeSchema, config: { access: 'public', rateLimit: CHALLENGE_RATE } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const difficulty = await throttle.next(signInKeys(email, request.ip));
      reply.header('cache-control', 'no-store');
      return { data: await challenges.create(Math.max(difficulty, challengeDifficulty)) };
    },
  );

  /**
   * Why a session cannot go on, for the sign-in screen to say (the token's holder learns nothing
   * the session did not already show): the account disabled, the session ended elsewhere
   * (signed out, ended from another device or by an administrator, a password change), or expired.
   */
  async function sessionOver(
    userId: number | undefined,
    outcome: 'revoked' | 'expired' | 'reused' | 'invalid',
  ) {
    const account = userId === undefined ? undefined : await users.findById(userId);
    if (account?.disabledAt) return unauthorized(ACCOUNT_DISABLED, 'account.disabled');
    if (account && (await factors.secondStepFor(account)) === 'setup') return setupRequired();
    if (outcome === 'expired')
      return unauthorized('The session has expired: sign in again', 'session.expired');
    if (outcome === 'invalid' || !account)
      return unauthorized('The refresh token is invalid, expired or already used');
    return unauthorized('The session was ended: sign in again', 'session.ended');
  }

  app.post('/refresh', { schema: refreshSchema, config: { access: 'public' } }, async (request) => {
    const rotation = await tokens.rotate(request.body.refreshToken, request.headers['user-agent']);
    if (rotation.outcome === 'reused')
      request.log.warn('a used refresh token came back: its family is revoked');
    if (rotation.outcome !== 'rotated')
      throw await sessionOver('userId' in rotation ? rotation.userId : undefined, rotation.outcome);
    const user = await users.findActive(rotation.userId);
    if (!user) throw await sessionOver(rotation.userId, 'revoked');
    // The role requires a factor this account lacks (the rule changed since it signed in): the
    // session ends here, and the next sign-in sets one up.
    if ((await factors.secondStepFor(user)) === 'setup') {
      await tokens.revokeSession(user.id, rotation.familyId);
      throw setupRequired();
    }
    return {
      data: {
        accessToken: app.jwt.sign({ uid: user.id, role: user.role, sid: rotation.familyId }),
        refreshToken: rotation.token,
      },
    };
  });

  /** With a refresh token, ends that session; without one, every session of this account. */
  app.post(
    '/logout',
    { schema: logoutSchema, config: staff, preValidation: noBodyIsEmpty },
    async (request) => {
      const admin = request.admin as AdminClaims;
      const refreshToken = request.body?.refreshToken;
      if (refreshToken) await tokens.revokeFamilyOf(refreshToken, admin.uid);
      else await tokens.revokeAllOf(admin.uid);
      await app.audit.record(request, { action: 'sign_out' });
      return { data: { loggedOut: true } };
    },
  );

  app.get('/me', { schema: accountSchemas.me, config: staff }, async (request) => {
    const user = await users.findById((request.admin as AdminClaims).uid);
    if (!user) throw unauthorized('The account no longer exists');
    return { data: { id: user.id, email: user.email, role: user.role } };
  });

  app.post(
    '/forgot',
    { schema: accountSchemas.forgot, config: { access: 'public', rateLimit: FORGOT_RATE } },
    async (request, reply) => {
      // Answered before the address is even looked up: how long the answer takes tells nothing
      // about whether it has an account.
      await reply.code(202).send({ data: { sent: true } });
      // The lookup waits until the answer has left: an embedded database's query holds the event
      // loop, and would otherwise delay the answer's delivery by as long as the lookup takes.
      await new Promise((resolve) => setImmediate(resolve));
      await sendResetLink(app, request, request.body.email).catch((error: unknown) =>
        request.log.error({ err: error }, 'password reset link failed'),
      );
      return reply;
    },
  );

  /** An invitation or a reset link's password: checked, set, every other session ended, signed in. */
  for (const kind of ['invitation', 'reset'] as const) {
    // Whose password the link's page chooses («Приглашение для …»): only the link's holder learns it.
    app.post(
      `/${kind}/account`,
      { schema: accountSchemas.linkAccount, config: { access: 'public', rateLimit: LINK_RATE } },
      async (request) => {
        const userId = await links.holder(request.body.token, kind);
        const user = userId === undefined ? undefined : await users.findById(userId);
        if (!user || user.disabledAt) throw badRequest(LINK_FAILED, 'link.invalid');
        return { data: { email: user.email } };
      },
    );
    app.post(
      `/${kind}`,
      { schema: accountSchemas.choosePassword, config: { access: 'public', rateLimit: LINK_RATE } },
      async (request) => {
        const userId = await links.consume(request.body.token, kind);
        const user = userId === undefined ? undefined : await users.findById(userId);
        if (!user || user.disabledAt) throw badRequest(LINK_FAILED, 'link.invalid');
        try {
          checkNewPassword(request.body.password, await personalWords(user.email));
        } catch (error) {
          // The link stays usable for a better password.
          await links.restore(request.body.token);
          throw error;
        }
        await users.activate(user.id, await hashPassword(request.body.password));
        await tokens.revokeAllOf(user.id);
        await app.audit.record(request, {
          action: kind === 'invitation' ? 'account_update' : 'password_reset',
          actorId: user.id,
          details: kind === 'invitation' ? { email: user.email, accepted: true } : { completed: true },
        });
        // A mailed link proves the mailbox, not the second factor: that step still follows.
        return {
          data: (await secondStepOf(app, user)) ?? (await signIn(request, { uid: user.id, role: user.role })),
        };
      },
    );
  }

  app.post('/password', { schema: accountSchemas.changePassword, config: staff }, async (request) => {
    const admin = request.admin as AdminClaims;
    const user = await users.findById(admin.uid);
    if (!user || !(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
      throw badRequest('The current password is wrong', 'password.current_wrong');
    }
    checkNewPassword(request.body.password, await personalWords(user.email));
    await users.activate(user.id, await hashPassword(request.body.password));
    await tokens.revokeOthersOf(user.id, admin.sid);
    await app.audit.record(request, { action: 'password_change' });
    return { data: { changed: true } };
  });

  app.get('/sessions', { schema: accountSchemas.sessions, config: staff }, async (request) => {
    const admin = request.admin as AdminClaims;
    const sessions = await tokens.sessionsOf(admin.uid);
    return { data: sessions.map((session) => ({ ...session, current: session.id === admin.sid })) };
  });

  app.delete('/sessions/:id', { schema: accountSchemas.endSession, config: staff }, async (request) => {
    const admin = request.admin as AdminClaims;
    if (!(await tokens.revokeSession(admin.uid, request.params.id))) {
      throw notFound(`There is no active session ${request.params.id}`);
    }
    await app.audit.record(request, { action: 'session_end', details: { session: request.params.id } });
    return { data: { ended: true } };
  });
};

export default authRoutes;
