import { extname } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors.ts';
import { uploadedFileSchema } from '../../../schemas/upload.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** GET /uploads/<name>: stored names are random and never reused, so the files are cached for good. */
const uploadedFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:name', { schema: uploadedFileSchema }, async (request, reply) => {
    const file = await app.storage.get(request.params.name);
    if (!file)
      throw notFound(`There is no uploaded file named ${request.params.name}`, { file: request.params.name });
    return reply
      .headers({
        'content-type':
          CONTENT_TYPES[extname(request.params.name).toLowerCase()] ?? 'application/octet-stream',
        'content-length': String(file.size),
        'cache-control': 'public, max-age=31536000, immutable',
        // The admin may run on another origin in development and still show previews.
        'cross-origin-resource-policy': 'cross-origin',
      })
      .send(file.body as never);
  });
};

export default uploadedFileRoutes;
