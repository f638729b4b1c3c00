import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, notFound } from '../../../errors.ts';
import { sendAccountLink } from '../../../plugins/app/auth/account-links.ts';
import { refreshTokensRepository } from '../../../plugins/app/auth/refresh-tokens-repository.ts';
import { twoFactorOf } from '../../../plugins/app/auth/two-factor.ts';
import { usersRepository } from '../../../plugins/app/auth/users-repository.ts';
import { type Account, userSchemas } from '../../../schemas/users.ts';

type UserRow = Awaited<ReturnType<ReturnType<typeof usersRepository>['list']>>[number];

function account(user: UserRow): Account {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.disabledAt ? 'disabled' : user.activatedAt ? 'active' : 'invited',
    lastSignInAt: user.lastSignInAt,
    createdAt: user.createdAt,
  };
}

/**
 * Сотрудники, for administrators: everyone who may sign in, invitations, roles and disabling.
 * The last active administrator stays one: no call demotes or disables them.
 */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersRepository(app.db);
  const tokens = refreshTokensRepository(app.db, app.config.refreshTokenTtl);
  const admins = { access: 'admin' } as const;
  const missing = (id: number) => notFound(`There is no account with id ${id}`);

  app.get('/', { schema: userSchemas.list, config: admins }, async () => {
    const withFactor = await twoFactorOf(app).enabledAccounts();
    return {
      data: (await users.list()).map((user) => ({ ...account(user), twoFactor: withFactor.has(user.id) })),
    };
  });

  app.post('/', { schema: userSchemas.invite, config: admins }, async (request, reply) => {
    const user = await users.invite(request.body.email, request.body.role);
    if (!user) throw conflict(`${request.body.email} already has an account`, 'account.exists');
    const invitation = await sendAccountLink(app, user, 'invitation', request.body.role);
    await app.audit.record(request, {
      action: 'account_invite',
      details: { email: user.email, role: user.role, mailed: invitation.mailed },
    });
    return reply.code(201).send({ data: { ...account(user), invitation } });
  });

  app.post('/:id/invitation', { schema: userSchemas.reinvite, config: admins }, async (request, reply) => {
    const user = await users.findById(request.params.id);
    if (!user) throw missing(request.params.id);
    if (user.activatedAt) throw conflict(`${user.email} has already chosen a password`, 'account.active');
    const invitation = await sendAccountLink(app, user, 'invitation', user.role);
    await app.audit.record(request, {
      action: 'account_invite',
      details: { email: user.email, role: user.role, mailed: invitation.mailed, again: true },
    });
    return reply.code(201).send({ data: { ...account(user), invitation } });
  });

  app.put('/:id', { schema: userSchemas.update, config: admins }, async (request) => {
    const { id } = request.params;
    const { role, disabled } = request.body;
    const user = await users.update(id, { role, disabled });
    if (user === 'last_admin') {
      throw conflict(
        'This is the last active administrator: make someone else an administrator first',
        'account.last_admin',
      );
    }
    if (!user) throw missing(id);
    // A disabled account's sessions end now; its access tokens already fail at the next call.
    if (disabled) await tokens.revokeAllOf(id);
    await app.audit.record(request, {
      action: 'account_update',
      details: { email: user.email, ...(role && { role }), ...(disabled !== undefined && { disabled }) },
    });
    return { data: account(user) };
  });
};

export default userRoutes;
