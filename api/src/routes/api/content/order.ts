import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Resource } from '../../../content/resources.ts';
import { contentSchemas } from '../../../schemas/content.ts';

/**
 * PUT /order: a manual order set by hand, for a resource ordered by position; editors only. One
 * request moves any number of items, in one transaction: each moved item gets a new version, the
 * action log one entry, the site one publish. Answers the listed items in their new order.
 */
const orderRoutes: FastifyPluginAsyncTypebox<{ resource: Resource }> = async (app, { resource }) => {
  const content = app.content[resource];
  const schemas = contentSchemas(resource);

  app.put('/order', { schema: schemas.reorder, config: { access: 'editor' } }, async (request) => {
    const { ids, versions } = request.body;
    return { data: await content.reorder(request, ids, versions) };
  });
};

export default orderRoutes;
