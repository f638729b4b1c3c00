import fp from 'fastify-plugin';
import { RESOURCES, type Resource } from '../../../content/resources.ts';
import { type ContentRepository, contentRepository } from './content-repository.ts';
import { contentResources } from './resources.ts';
import { type RevisionsRepository, revisionsRepository } from './revisions-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: Record<Resource, ContentRepository>;
    /** The history of every resource's items, keyed by resource name and item id. */
    revisions: RevisionsRepository;
  }
}

/** A repository per content resource over the app's database, and the history they share. */
export default fp<{ revisionsKept: number }>(
  async (app, { revisionsKept }) => {
    const revisions = revisionsRepository(app.db, { keep: revisionsKept });
    const imageRules = {
      remoteHosts: app.config.remoteImageHosts,
      isStored: (name: string) => app.storage.exists(name),
    };
    app.decorate('revisions', revisions);
    app.decorate(
      'content',
      Object.fromEntries(
        RESOURCES.map((name) => [
          name,
          contentRepository(app.db, contentResources[name], revisions, imageRules),
        ]),
      ) as Record<Resource, ContentRepository>,
    );
    // Seeded rows and rows from before translations were tracked get their state at start.
    app.addHook('onReady', async () => {
      for (const name of RESOURCES) await app.content[name].trackUntrackedTranslations();
    });
  },
  { name: 'content', dependencies: ['database', 'storage'] },
);
