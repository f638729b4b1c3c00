import fp from 'fastify-plugin';
import type { Storage } from '../../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (local disk by default). */
    storage: Storage;
  }
}

export default fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
