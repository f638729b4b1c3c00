import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serverSettingsSchemas } from '../../../schemas/server-settings.ts';

/**
 * `/api/settings/server`: the mail server, the sender, the site's public address, the time zone and
 * what deleted items' addresses answer, for administrators only. The password is taken, never answered; `test-mail` tries the settings as
 * the form holds them, before they are saved.
 */
const serverSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = { access: 'admin' } as const;

  app.get('/', { config: adminOnly, schema: serverSettingsSchemas.get }, async () => ({
    data: await app.serverSettings.view(),
  }));

  app.put('/', { config: adminOnly, schema: serverSettingsSchemas.put }, async (request) => ({
    data: await app.serverSettings.save(request, request.body, request.body.version),
  }));

  app.post('/test-mail', { config: adminOnly, schema: serverSettingsSchemas.test }, async (request) => ({
    data: await app.serverSettings.testMail(request, request.body),
  }));
};

export default serverSettingsRoutes;
