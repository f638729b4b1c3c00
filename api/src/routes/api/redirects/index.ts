import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentRange, parseListQuery } from '../../../content/list-query.ts';
import { notFound } from '../../../errors.ts';
import { IdParams } from '../../../schemas/common.ts';
import { redirectSchemas as schemas } from '../../../schemas/redirects.ts';

/**
 * `/api/redirects`: staff's own permanent redirects (Переадресации), for editors and administrators.
 * A change takes effect at once: the site route reads them on every address that is no page.
 */
const redirectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = { access: 'editor' } as const;
  const missing = (id: number) => notFound(`There is no redirect with id ${id}`, { id });

  app.get('/', { schema: schemas.list, config: editors }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { rows, total } = await app.redirects.list(query);
    reply
      .header('content-range', contentRange('redirects', query.range?.start ?? 0, rows.length, total))
      .header('cache-control', 'no-store');
    return { data: rows };
  });

  app.get('/:id', { schema: { ...schemas.get, params: IdParams }, config: editors }, async (request) => {
    const row = await app.redirects.get(request.params.id);
    if (!row) throw missing(request.params.id);
    return { data: row };
  });

  app.post('/', { schema: schemas.create, config: editors }, async (request, reply) =>
    reply.code(201).send({ data: await app.redirects.create(request, request.body) }),
  );

  app.put('/:id', { schema: { ...schemas.update, params: IdParams }, config: editors }, async (request) => {
    const row = await app.redirects.update(request, request.params.id, request.body);
    if (!row) throw missing(request.params.id);
    return { data: row };
  });

  app.delete(
    '/:id',
    { schema: { ...schemas.remove, params: IdParams }, config: editors },
    async (request) => {
      const row = await app.redirects.remove(request, request.params.id);
      if (!row) throw missing(request.params.id);
      return { data: row };
    },
  );
};

export default redirectRoutes;
