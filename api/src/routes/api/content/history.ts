import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Resource, resources } from '../../../content/resources.ts';
import type { Translations } from '../../../content/translations.ts';
import { notFound } from '../../../errors.ts';
import { Envelope } from '../../../schemas/common.ts';
import { record } from '../../../schemas/content.ts';
import { historySchemas } from '../../../schemas/history.ts';

/**
 * An item's history: its kept versions (GET /:id/revisions), one of them whole
 * (GET /:id/revisions/:version), and saving one again as the newest (POST .../restore; with
 * `keepTranslations`, its Russian alone), which publishes like any change; and the Russian each
 * outdated translation was made from (GET /:id/translated-from). Registered once per resource, beside its content routes.
 */
const historyRoutes: FastifyPluginAsyncTypebox<{ resource: Resource }> = async (app, { resource }) => {
  const content = app.content[resource];
  const schemas = historySchemas(resource, Envelope(record(resource)));
  const staffOnly = { access: 'staff' } as const;
  const missingItem = (id: number) => notFound(`There is no ${resource} item with id ${id}`);

  /** The history of an item in the trash is not shown: restore the item first. */
  const ensureItem = async (id: number) => {
    if (!(await content.get(id, { includeDrafts: true }))) throw missingItem(id);
  };

  app.get('/:id/revisions', { schema: schemas.list, config: staffOnly }, async (request) => {
    await ensureItem(request.params.id);
    return { data: await app.revisions.list(resource, request.params.id) };
  });

  app.get('/:id/revisions/:version', { schema: schemas.get, config: staffOnly }, async (request) => {
    const { id, version } = request.params;
    await ensureItem(id);
    const revision = await app.revisions.get(resource, id, version);
    if (!revision) throw notFound(`${resource} ${id} has no kept version ${version}`);
    return { data: revision };
  });

  app.get('/:id/translated-from', { schema: schemas.translatedFrom, config: staffOnly }, async (request) => {
    const item = await content.get(request.params.id, { includeDrafts: true });
    if (!item) throw missingItem(request.params.id);
    return {
      data: await app.revisions.translatedFrom(
        resource,
        item.id,
        resources[resource].fields,
        item.translations as Translations,
      ),
    };
  });

  app.post('/:id/revisions/:version/restore', { schema: schemas.restore }, async (request) => {
    const { id, version } = request.params;
    const revision = await app.revisions.get(resource, id, version);
    if (!revision) {
      await ensureItem(id);
      throw notFound(`${resource} ${id} has no kept version ${version}`);
    }
    const row = await content.restore(request, id, revision, {
      expectedVersion: request.body?.version,
      keepTranslations: request.body?.keepTranslations,
    });
    if (!row) throw missingItem(id);
    return { data: row };
  });
};

export default historyRoutes;
