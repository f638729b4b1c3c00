import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentRange, parseListQuery } from '../../../content/list-query.ts';
import type { Resource } from '../../../content/resources.ts';
import { notFound } from '../../../errors.ts';
import { IdParams } from '../../../schemas/common.ts';
import { contentSchemas } from '../../../schemas/content.ts';
import { versionIn } from './preconditions.ts';

/**
 * GET list, GET one, POST, PUT, DELETE for one content resource; registered once per resource
 * under its own prefix. Public reads see published rows only and are served by the read cache.
 * DELETE moves the item to the trash (`/api/trash`); PUT refuses a stale `version` with 409.
 */
const contentRoutes: FastifyPluginAsyncTypebox<{ resource: Resource }> = async (app, { resource }) => {
  const content = app.content[resource];
  const schemas = contentSchemas(resource);
  const missing = (id: number) => notFound(`There is no ${resource} item with id ${id}`, { resource, id });
  const cachedRead = { cachedRead: true };

  app.get('/', { schema: schemas.list, config: cachedRead }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { rows, total } = await content.list({
      ...query,
      lang: request.query.lang,
      includeDrafts: Boolean(request.admin),
    });
    const range = contentRange(resource, query.range?.start ?? 0, rows.length, total);
    return reply.sendRead(rows, { contentRange: range });
  });

  app.get(
    '/:id',
    { schema: { ...schemas.get, params: IdParams }, config: cachedRead },
    async (request, reply) => {
      const row = await content.get(request.params.id, {
        lang: request.query.lang,
        includeDrafts: Boolean(request.admin),
      });
      if (!row) throw missing(request.params.id);
      return reply.sendRead(row, { version: row.version });
    },
  );

  app.post('/', { schema: schemas.create }, async (request, reply) => {
    return reply.code(201).send({ data: await content.create(request, request.body) });
  });

  // Translators too, for the English and Kazakh texts only (the repository holds them to it).
  const staff = { access: 'staff' } as const;
  app.put('/:id', { schema: { ...schemas.update, params: IdParams }, config: staff }, async (request) => {
    const { version, ...values } = request.body as { version?: number };
    const expectedVersion = version ?? versionIn(request.headers['if-match']);
    const row = await content.update(request, request.params.id, values, expectedVersion);
    if (!row) throw missing(request.params.id);
    return { data: row };
  });

  app.delete('/:id', { schema: { ...schemas.remove, params: IdParams } }, async (request) => {
    const row = await content.remove(request, request.params.id);
    if (!row) throw missing(request.params.id);
    return { data: row };
  });
};

export default contentRoutes;
