import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { parseListQuery } from '../../../content/list-query.ts';
import type { Resource } from '../../../content/resources.ts';
import { notFound } from '../../../errors.ts';
import { auditDetails } from '../../../plugins/app/audit/index.ts';
import type { ContentRow } from '../../../plugins/app/content/content-query.ts';
import { IdParams } from '../../../schemas/common.ts';
import { contentSchemas } from '../../../schemas/content.ts';
import { authorOf, versionIn } from './preconditions.ts';

/**
 * GET list, GET one, POST, PUT, DELETE for one content resource; registered once per resource
 * under its own prefix. Public reads see published rows only and are served by the read cache.
 * DELETE moves the item to the trash (`/api/trash`); PUT refuses a stale `version` with 409.
 */
const contentRoutes: FastifyPluginAsyncTypebox<{ resource: Resource }> = async (app, { resource }) => {
  const repository = app.content[resource];
  const schemas = contentSchemas(resource);
  const missing = (id: number) => notFound(`There is no ${resource} item with id ${id}`, { resource, id });
  const cachedRead = { cachedRead: true };

  /**
   * Logs the change and tells the publisher when visitors would see it: a published row before or
   * after.
   */
  const written = async (
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    before?: ContentRow,
    after?: ContentRow,
  ) => {
    const row = (after ?? before) as ContentRow;
    app.readCache.clear();
    await app.audit.record(request, {
      action,
      resource,
      itemId: row.id,
      details: auditDetails(resource, row),
    });
    if (before?.status === 'published' || after?.status === 'published') {
      app.publisher.schedule(`${resource} ${row.id} ${action}d`);
    }
  };

  app.get('/', { schema: schemas.list, config: cachedRead }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { rows, total } = await repository.list({
      ...query,
      lang: request.query.lang,
      includeDrafts: Boolean(request.admin),
    });
    const start = query.range?.start ?? 0;
    const span = rows.length ? `${start}-${start + rows.length - 1}` : '*';
    return reply.sendRead(rows, { contentRange: `${resource} ${span}/${total}` });
  });

  app.get(
    '/:id',
    { schema: { ...schemas.get, params: IdParams }, config: cachedRead },
    async (request, reply) => {
      const row = await repository.get(request.params.id, {
        lang: request.query.lang,
        includeDrafts: Boolean(request.admin),
      });
      if (!row) throw missing(request.params.id);
      return reply.sendRead(row, { version: row.version });
    },
  );

  app.post('/', { schema: schemas.create }, async (request, reply) => {
    const row = await repository.create(request.body, { authorId: authorOf(request) });
    await written(request, 'create', undefined, row);
    return reply.code(201).send({ data: row as never });
  });

  // Translators too, for the English and Kazakh texts only (the repository holds them to it).
  const staff = { access: 'staff' } as const;
  app.put('/:id', { schema: { ...schemas.update, params: IdParams }, config: staff }, async (request) => {
    const { version, ...values } = request.body as { version?: number };
    const change = await repository.update(request.params.id, values, {
      authorId: authorOf(request),
      translationsOnly: request.admin?.role === 'translator',
      expectedVersion: version ?? versionIn(request.headers['if-match']),
    });
    if (!change) throw missing(request.params.id);
    await written(request, 'update', change.before, change.after);
    return { data: change.after as never };
  });

  app.delete('/:id', { schema: { ...schemas.remove, params: IdParams } }, async (request) => {
    const row = await repository.remove(request.params.id);
    if (!row) throw missing(request.params.id);
    await written(request, 'delete', row);
    return { data: row as never };
  });
};

export default contentRoutes;
