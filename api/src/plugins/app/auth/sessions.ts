import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../../auth/roles.ts';
import { refreshTokensRepository } from './refresh-tokens-repository.ts';
import { usersRepository } from './users-repository.ts';

/** A new session (a refresh-token family) for this account, and an access token naming it. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { uid: number; role: Role },
) {
  const issued = await refreshTokensRepository(app.db, app.config.refreshTokenTtl).issue(user.uid, {
    userAgent: request.headers['user-agent'],
  });
  await usersRepository(app.db).signedIn(user.uid);
  return {
    accessToken: app.jwt.sign({ uid: user.uid, role: user.role, sid: issued.familyId }),
    refreshToken: issued.token,
  };
}
