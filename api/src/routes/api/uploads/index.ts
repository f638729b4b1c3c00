import { extname } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors.ts';
import { uploadedFileSchema } from '../../../schemas/upload.ts';
import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES } from '../../../storage/storage.ts';

const CONTENT_TYPES: Record<string, string> = { ...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES };

/**
 * GET /uploads/<name>: stored names are random and never reused, so the files are cached for good.
 * A document (an old version's file too) is always a download, never shown in the browser.
 */
const uploadedFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:name', { schema: uploadedFileSchema }, async (request, reply) => {
    const file = await app.storage.get(request.params.name);
    if (!file)
      throw notFound(`There is no uploaded file named ${request.params.name}`, { file: request.params.name });
    const extension = extname(request.params.name).toLowerCase().slice(1);
    if (DOCUMENT_CONTENT_TYPES[extension])
      reply.header('content-disposition', 'attachment').header('x-content-type-options', 'nosniff');
    return reply
      .headers({
        'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'content-length': String(file.size),
        'cache-control': 'public, max-age=31536000, immutable',
        // The admin may run on another origin in development and still show previews.
        'cross-origin-resource-policy': 'cross-origin',
      })
      .send(file.body as never);
  });
};

export default uploadedFileRoutes;
