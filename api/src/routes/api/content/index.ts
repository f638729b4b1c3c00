import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from '../../../content/types.ts';
import { notFound } from '../../../errors.ts';
import type { ContentRow } from '../../../plugins/app/content/content-repository.ts';
import { parseListQuery } from '../../../plugins/app/content/list-query.ts';
import {
  type CachedRead,
  isFresh,
  representation,
  serializeRead,
} from '../../../plugins/app/content/read-cache.ts';
import { IdParams } from '../../../schemas/common.ts';
import { contentSchemas } from '../../../schemas/content.ts';

/**
 * GET list, GET one, POST, PUT, DELETE for one content resource; registered once per resource
 * under its own prefix. Public reads see published rows only and are served from the read cache.
 *
 * Reads are serialized with JSON.stringify rather than the response schema: the rows carry only
 * table columns, and the schema's string-or-localized unions make fast-json-stringify validate
 * every field of every row to choose a branch, which costs more than the query on a list.
 */
const contentRoutes: FastifyPluginAsyncTypebox<{ resource: Resource }> = async (app, { resource }) => {
  const repository = app.content[resource];
  const schemas = contentSchemas(resource);
  const missing = (id: number) => notFound(`There is no ${resource} item with id ${id}`);

  /** Tells the publisher when visitors would see the change: a published row before or after. */
  const written = (verb: string, id: number, before?: ContentRow, after?: ContentRow) => {
    app.readCache.clear();
    if (before?.status === 'published' || after?.status === 'published') {
      app.publisher.schedule(`${resource} ${id} ${verb}`);
    }
  };

  /**
   * Sends a read, compressed if the client takes it; a client that already holds these bytes
   * (If-None-Match) gets a bodiless 304.
   */
  const sendRead = (request: FastifyRequest, reply: FastifyReply, read: CachedRead) => {
    const { body, etag, encoding } = representation(read, request.headers['accept-encoding']);
    reply.header('etag', etag).header('vary', 'Accept-Encoding');
    if (read.contentRange) reply.header('content-range', read.contentRange);
    if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(body as never);
  };

  /** Computes a read and, for visitors, caches it under its URL (a token's reads may show drafts). */
  const answerRead = async (
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<CachedRead>,
  ) => {
    const read = await compute();
    if (!request.admin) app.readCache.set(request.url, read);
    return sendRead(request, reply, read);
  };

  // A visitor's repeated read is answered before its query is even parsed: only reads that passed
  // validation and succeeded are ever cached, under the URL they came with.
  app.addHook('onRequest', (request, reply, done) => {
    const cached =
      request.method === 'GET' && !request.headers.authorization ? app.readCache.get(request.url) : undefined;
    if (cached) sendRead(request, reply, cached);
    else done();
  });

  app.get('/', { schema: schemas.list }, async (request, reply) =>
    answerRead(request, reply, async () => {
      const query = parseListQuery(request.query);
      const { rows, total } = await repository.list({
        ...query,
        lang: request.query.lang,
        includeDrafts: Boolean(request.admin),
      });
      const start = query.range?.start ?? 0;
      const span = rows.length ? `${start}-${start + rows.length - 1}` : '*';
      return serializeRead(rows, `${resource} ${span}/${total}`);
    }),
  );

  app.get('/:id', { schema: { ...schemas.get, params: IdParams } }, async (request, reply) =>
    answerRead(request, reply, async () => {
      const row = await repository.get(request.params.id, {
        lang: request.query.lang,
        includeDrafts: Boolean(request.admin),
      });
      if (!row) throw missing(request.params.id);
      return serializeRead(row);
    }),
  );

  app.post('/', { schema: schemas.create }, async (request, reply) => {
    const row = await repository.create(request.body);
    written('created', row.id, undefined, row);
    return reply.code(201).send({ data: row as never });
  });

  app.put('/:id', { schema: { ...schemas.update, params: IdParams } }, async (request) => {
    const change = await repository.update(request.params.id, request.body);
    if (!change) throw missing(request.params.id);
    written('updated', request.params.id, change.before, change.after);
    return { data: change.after as never };
  });

  app.delete('/:id', { schema: { ...schemas.remove, params: IdParams } }, async (request) => {
    const row = await repository.remove(request.params.id);
    if (!row) throw missing(request.params.id);
    written('deleted', row.id, row);
    return { data: row as never };
  });
};

export default contentRoutes;
