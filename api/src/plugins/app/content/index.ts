import fp from 'fastify-plugin';
import { RESOURCES, type Resource } from '../../../content/types.ts';
import { type ContentRepository, contentRepository } from './content-repository.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';
import { contentResources } from './resources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: Record<Resource, ContentRepository>;
    readCache: ReadCache;
  }
}

/** The four content repositories over the app's database, and the cache of public reads. */
export default fp<{ readCacheTtlMs: number }>(
  async (app, { readCacheTtlMs }) => {
    app.decorate(
      'content',
      Object.fromEntries(
        RESOURCES.map((name) => [name, contentRepository(app.db, contentResources[name])]),
      ) as Record<Resource, ContentRepository>,
    );
    app.decorate('readCache', createReadCache({ ttlMs: readCacheTtlMs, maxEntries: 500 }));
  },
  { name: 'content', dependencies: ['database'] },
);
