import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESOURCES } from '../../../content/resources.ts';
import { notFound } from '../../../errors.ts';
import { trashSchemas } from '../../../schemas/history.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const editors = { access: 'editor' } as const;

/**
 * The Корзина: deleted items of every resource (GET /), put back as they were (POST
 * /:resource/:id/restore, which publishes when the item is published), or deleted for good with
 * their history (DELETE /:resource/:id). Uploaded images are never removed: restoring finds them.
 */
const trashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const retentionMs = app.config.trash.retentionDays * DAY_MS;
  const missing = (resource: string, id: number) =>
    notFound(`There is no ${resource} item ${id} in the trash`);

  app.get('/', { schema: trashSchemas.list, config: editors }, async () => {
    const lists = await Promise.all(
      RESOURCES.map(async (resource) =>
        (await app.content[resource].trash()).map((item) => ({
          resource,
          ...item,
          purgeAt: new Date(Date.parse(item.deletedAt) + retentionMs).toISOString(),
        })),
      ),
    );
    return { data: lists.flat().sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)) };
  });

  app.post('/:resource/:id/restore', { schema: trashSchemas.restore }, async (request) => {
    const { resource, id } = request.params;
    if (!(await app.content[resource].untrash(request, id))) throw missing(resource, id);
    return { data: { resource, id } };
  });

  app.delete('/:resource/:id', { schema: trashSchemas.destroy }, async (request) => {
    const { resource, id } = request.params;
    if (!(await app.content[resource].destroy(request, id))) throw missing(resource, id);
    return { data: { resource, id } };
  });
};

export default trashRoutes;
