import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors.ts';
import { staffView as documentStaffView } from '../../../plugins/app/documents.ts';
import { SETTINGS, type SettingsRow } from '../../../plugins/app/settings/index.ts';
import { ErrorBody } from '../../../schemas/common.ts';
import {
  SettingsBody,
  SettingsQuery,
  SettingsResponse,
  settingsHistorySchemas,
} from '../../../schemas/settings.ts';
import { settings as declaration } from '../../../settings/fields.ts';
import {
  flattenSettings,
  publicSettings,
  type StaffSettings,
  type StoredSettings,
} from '../../../settings/settings.ts';

/**
 * `/api/settings`: the company's details. Anyone reads them (`?lang=` flattens to one language and
 * resolves the video and map); administrators save them, translators their English and Kazakh
 * texts (issue 15's roles), which republishes the site. Every save is kept in their history.
 */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staffOnly = { access: 'staff' } as const;
  const staffView = (row: SettingsRow): StaffSettings => documentStaffView(row);

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
      const row = await app.settings.get();
      const { lang } = request.query;
      if (lang) return { data: flattenSettings(row.values, lang) };
      if (request.admin) return { data: staffView(row) };
      return { data: { ...publicSettings(row.values), version: row.version, updatedAt: row.updatedAt } };
    },
  );

  app.put(
    '/',
    {
      config: staffOnly,
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
      const { version, checkedTranslations, ...values } = request.body;
      const row = await app.settings.save(request, values, {
        expectedVersion: version,
        checked: checkedTranslations,
      });
      return { data: staffView(row) };
    },
  );

  app.get('/revisions', { schema: settingsHistorySchemas.list, config: staffOnly }, async () => ({
    data: await app.revisions.list(SETTINGS.resource, SETTINGS.itemId),
  }));

  app.get(
    '/translated-from',
    { schema: settingsHistorySchemas.translatedFrom, config: staffOnly },
    async () => ({
      data: await app.revisions.translatedFrom(
        SETTINGS.resource,
        SETTINGS.itemId,
        declaration.fields,
        (await app.settings.get()).translations,
      ),
    }),
  );

  const kept = async (version: number) => {
    const revision = await app.revisions.get(SETTINGS.resource, SETTINGS.itemId, version);
    if (!revision) throw notFound(`The settings have no kept version ${version}`);
    return revision;
  };

  app.get(
    '/revisions/:version',
    { schema: settingsHistorySchemas.get, config: staffOnly },
    async (request) => ({
      data: await kept(request.params.version),
    }),
  );

  app.post(
    '/revisions/:version/restore',
    { schema: settingsHistorySchemas.restore, config: staffOnly },
    async (request) => {
      const { version } = request.params;
      const revision = await kept(version);
      const row = await app.settings.save(request, revision.snapshot as Partial<StoredSettings>, {
        expectedVersion: request.body?.version,
        restoredVersion: version,
        keepTranslations: request.body?.keepTranslations,
      });
      return { data: staffView(row) };
    },
  );
};

export default settingsRoutes;
