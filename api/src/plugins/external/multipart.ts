import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Multipart bodies for the upload; a file over the limit fails the request with a 413. */
export default fp<{ maxBytes: number }>(
  async (app, { maxBytes }) => {
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 10_000 },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
