import fp from 'fastify-plugin';
import { mayReach, type Role, type StaffAccess } from '../../../auth/roles.ts';
import { forbidden, unauthorized } from '../../../errors.ts';
import { usersRepository } from './users-repository.ts';

/**
 * Who may call a route: anyone (sign-in); anyone, a token unlocking drafts (reads); or signed-in
 * staff of at least this role: any role (`staff`), editors and administrators, administrators only.
 */
export type Access = 'public' | 'optional' | StaffAccess;

export interface AdminClaims {
  uid: number;
  role: Role;
  /** The session (refresh-token family) the token was issued to. */
  sid?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in administrator, or null for a visitor. */
    admin: AdminClaims | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AdminClaims;
    user: AdminClaims;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one auth hook of the API. A route states its access in `config.access`; without it, reads
 * are open (a valid token shows drafts) and every other method needs an editor. A token that is
 * sent must be valid even on a read, so that an expired session is noticed and refreshed. A role
 * below the route's gets 403.
 */
export default fp(
  async (app) => {
    app.decorateRequest('admin', null);
    const users = usersRepository(app.db);
    // A callback hook, not an async one: most calls carry no token and should cost no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const access =
        request.routeOptions.config?.access ?? (READS.has(request.method) ? 'optional' : 'editor');
      if (access === 'public') return done();
      if (!request.headers.authorization) return done(access === 'optional' ? undefined : unauthorized());
      const verified = request.jwtVerify<AdminClaims>().then(
        (claims) => claims,
        () => Promise.reject(unauthorized('The access token is invalid or expired')),
      );
      verified
        // The account as it is now, not as the token says: a disabled or removed account, or a
        // changed role, takes effect at once rather than when the token expires.
        .then(async (claims) => {
          const account = await users.findActive(claims.uid, claims.sid);
          if (!account)
            throw unauthorized('The session has ended, or the account is disabled or no longer exists');
          request.admin = { uid: account.id, role: account.role, sid: claims.sid };
          if (access !== 'optional' && !mayReach(account.role, access)) {
            throw forbidden(`The role ${account.role} may not do this`, 'role.forbidden');
          }
        })
        .then(() => done(), done);
    });
  },
  { name: 'auth-guard', dependencies: ['jwt', 'database'] },
);
