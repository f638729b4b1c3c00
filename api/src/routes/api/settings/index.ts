import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict } from '../../../errors.ts';
import { settingsRepository } from '../../../plugins/app/settings/settings-repository.ts';
import { ErrorBody } from '../../../schemas/common.ts';
import { SettingsBody, SettingsQuery, SettingsResponse } from '../../../schemas/settings.ts';
import { checkSettings, flattenSettings } from '../../../settings/settings.ts';

/**
 * `/api/settings`: the company's details. Anyone reads them (`?lang=` flattens to one language and
 * resolves the video and map); administrators save them, which republishes the site.
 */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = settingsRepository(app.db);

  app.get(
    '/',
    {
      config: { access: 'optional', cachedRead: true },
      schema: {
        tags: ['settings'],
        querystring: SettingsQuery,
        response: { 200: SettingsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await settings.get();
      const { lang } = request.query;
      if (lang) return { data: flattenSettings(row.values, lang) };
      return { data: { ...row.values, version: row.version, updatedAt: row.updatedAt } };
    },
  );

  app.put(
    '/',
    {
      // Issue 15's roles: site settings are the administrators'.
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        body: SettingsBody,
        response: {
          200: SettingsResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      checkSettings(values);
      const row = await settings.save(values, version);
      if (!row) throw conflict('The settings were changed by someone else: reload them', 'version.stale');
      app.readCache.clear();
      await app.audit.record(request, { action: 'update', resource: 'settings' });
      app.publisher.schedule('settings updated');
      return { data: { ...row.values, version: row.version, updatedAt: row.updatedAt } };
    },
  );
};

export default settingsRoutes;
