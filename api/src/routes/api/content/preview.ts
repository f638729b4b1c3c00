import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCALES } from '../../../content/locale.ts';
import type { Resource } from '../../../content/resources.ts';
import { notFound, unauthorized } from '../../../errors.ts';
import { previewLinkSchema } from '../../../schemas/preview.ts';

/**
 * POST /:id/preview: signed links to the item's page as the site renders it from what is saved now,
 * drafts included, in each language. Staff only; a link needs no session of its holder, but stops
 * working when the session that made it ends or its maker's account is disabled.
 */
const previewLinkRoutes: FastifyPluginAsyncTypebox<{ resource: Resource }> = async (app, { resource }) => {
  app.post(
    '/:id/preview',
    { schema: previewLinkSchema(resource), config: { access: 'staff' } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await app.content[resource].get(id, { includeDrafts: true }))) {
        throw notFound(`There is no ${resource} item with id ${id}`);
      }
      if (!request.admin) throw unauthorized();
      const { token, expiresAt } = app.preview.tokens.issue(resource, id, request.admin);
      const urls = Object.fromEntries(
        LOCALES.map((locale) => [locale, `/preview/${resource}/${id}/${locale}?token=${token}`]),
      ) as Record<(typeof LOCALES)[number], string>;
      return reply.code(201).send({ data: { urls, expiresAt } });
    },
  );
};

export default previewLinkRoutes;
