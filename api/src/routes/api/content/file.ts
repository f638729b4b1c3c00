import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StoredFileValue } from '../../../content/fields.ts';
import type { Resource } from '../../../content/resources.ts';
import { notFound } from '../../../errors.ts';
import { contentResources } from '../../../plugins/app/content/resources.ts';
import { documentFileSchema } from '../../../schemas/upload.ts';
import { downloadHeaders } from '../requests/form.ts';

/**
 * GET /:id/file: the file behind a record's file field, at one address whatever version is current
 * (a document's download link). Always a download, with the type its bytes were judged to be, the
 * name it was uploaded under made safe, and `nosniff`; revalidated on every use, since a new version
 * replaces it at the same address. Published records only without a token.
 */
const fileRoutes: FastifyPluginAsyncTypebox<{ resource: Resource }> = async (app, { resource }) => {
  const [field] = contentResources[resource].files;
  if (!field) return;
  app.get('/:id/file', { schema: documentFileSchema }, async (request, reply) => {
    const { id } = request.params;
    const row = await app.content[resource].get(id, { includeDrafts: Boolean(request.admin) });
    const file = row?.[field] as StoredFileValue | null | undefined;
    const stored = file && (await app.storage.get(file.url.slice(file.url.lastIndexOf('/') + 1)));
    if (!file || !stored) throw notFound(`There is no ${resource} file with id ${id}`, { resource, id });
    return reply
      .headers({
        ...downloadHeaders({ name: file.name, type: file.type, size: stored.size }),
        'cache-control': 'public, no-cache',
        etag: `"${file.url.slice(file.url.lastIndexOf('/') + 1)}"`,
        'x-content-type-options': 'nosniff',
      })
      .send(stored.body as never);
  });
};

export default fileRoutes;
