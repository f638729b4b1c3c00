import fp from 'fastify-plugin';
import { RESOURCES, type Resource } from '../../../content/resources.ts';
import type { ImageRules } from './content-input.ts';
import { contentRepository } from './content-repository.ts';
import { type ContentService, contentService } from './content-service.ts';
import { contentResources } from './resources.ts';
import { type RevisionsRepository, revisionsRepository } from './revisions-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each resource's reads and writes; every write ends in `app.afterWrite`. */
    content: Record<Resource, ContentService>;
    /** The history of every resource's items, keyed by resource name and item id. */
    revisions: RevisionsRepository;
    /** What every stored image address is checked against: content's and the pages' texts'. */
    imageRules: ImageRules;
  }
}

/** A repository and its service per content resource over the app's database, and the history they share. */
export default fp<{ revisionsKept: number }>(
  async (app, { revisionsKept }) => {
    const revisions = revisionsRepository(app.db, { keep: revisionsKept });
    const imageRules: ImageRules = {
      remoteHosts: app.config.remoteImageHosts,
      isStored: (name: string) => app.storage.exists(name),
      storedSize: async (name: string) => {
        const file = await app.storage.get(name);
        file?.body.destroy();
        return file?.size;
      },
    };
    app.decorate('revisions', revisions);
    app.decorate('imageRules', imageRules);
    app.decorate(
      'content',
      Object.fromEntries(
        RESOURCES.map((name) => [
          name,
          contentService(
            name,
            contentRepository(app.db, contentResources[name], revisions, imageRules),
            app.afterWrite,
          ),
        ]),
      ) as Record<Resource, ContentService>,
    );
    // Seeded rows, and rows from before translations were tracked or pages had readable addresses,
    // get their state and addresses at start.
    app.addHook('onReady', async () => {
      for (const name of RESOURCES) {
        await app.content[name].trackUntrackedTranslations();
        await app.content[name].fillAddresses();
      }
    });
  },
  { name: 'content', dependencies: ['database', 'storage', 'after-write'] },
);
