import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decoyHash, verifyPassword } from '../../../auth/passwords.ts';
import { tooManyRequests, unauthorized } from '../../../errors.ts';
import type { AdminClaims } from '../../../plugins/app/auth/guard.ts';
import { loginThrottle, type ThrottleKey } from '../../../plugins/app/auth/login-throttle.ts';
import { refreshTokensRepository } from '../../../plugins/app/auth/refresh-tokens-repository.ts';
import { usersRepository } from '../../../plugins/app/auth/users-repository.ts';
import { loginSchema, logoutSchema, refreshSchema } from '../../../schemas/auth.ts';

/** One answer for every failed sign-in, so that it tells nothing about which accounts exist. */
const LOGIN_FAILED = 'Invalid email or password';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersRepository(app.db);
  const tokens = refreshTokensRepository(app.db, app.config.refreshTokenTtl);
  const throttle = loginThrottle(app.db);

  const accessToken = (claims: AdminClaims) => app.jwt.sign({ uid: claims.uid, role: claims.role });

  app.post('/login', { schema: loginSchema, config: { access: 'public' } }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const keys: ThrottleKey[] = [
      { kind: 'account', value: email },
      { kind: 'address', value: request.ip },
    ];
    const wait = await throttle.retryAfter(keys);
    if (wait > 0) throw tooManyRequests(`Too many failed sign-in attempts; try again in ${wait} s`, wait);

    const user = await users.findByEmail(email);
    const matches = await verifyPassword(request.body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) {
      await throttle.recordFailure(keys);
      await app.audit.record(request, { action: 'sign_in_failed', email });
      request.log.info({ email }, 'sign-in failed');
      throw unauthorized(LOGIN_FAILED);
    }
    await throttle.clear(keys);
    await app.audit.record(request, { action: 'sign_in', actorId: user.id });
    return {
      data: {
        accessToken: accessToken({ uid: user.id, role: user.role }),
        refreshToken: await tokens.issue(user.id),
      },
    };
  });

  app.post('/refresh', { schema: refreshSchema, config: { access: 'public' } }, async (request) => {
    const rotation = await tokens.rotate(request.body.refreshToken);
    if (rotation.outcome === 'reused')
      request.log.warn('a used refresh token came back: its family is revoked');
    if (rotation.outcome !== 'rotated')
      throw unauthorized('The refresh token is invalid, expired or already used');
    const user = await users.findById(rotation.userId);
    if (!user) throw unauthorized('The refresh token is invalid, expired or already used');
    return {
      data: { accessToken: accessToken({ uid: user.id, role: user.role }), refreshToken: rotation.token },
    };
  });

  /** With a refresh token, ends that session; without one, every session of this administrator. */
  app.post('/logout', { schema: logoutSchema, config: { access: 'staff' } }, async (request) => {
    const admin = request.admin as AdminClaims;
    const refreshToken = request.body?.refreshToken;
    if (refreshToken) await tokens.revokeFamilyOf(refreshToken, admin.uid);
    else await tokens.revokeAllOf(admin.uid);
    await app.audit.record(request, { action: 'sign_out' });
    return { data: { loggedOut: true } };
  });
};

export default authRoutes;
