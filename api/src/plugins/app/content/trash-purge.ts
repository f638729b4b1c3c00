import fp from 'fastify-plugin';
import type { Config } from '../../../config.ts';
import { RESOURCES } from '../../../content/resources.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trash empties itself: every `purgeIntervalMs` (and once at start) the items deleted more than
 * `retentionDays` ago go for good, on one instance of several sharing the database.
 */
export default fp<{ trash: Config['trash'] }>(
  async (app, { trash }) => {
    /** Deletes for good what has been in the trash longer than the retention; answers how many. */
    async function purgeTrash(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - trash.retentionDays * DAY_MS);
      let purged = 0;
      for (const resource of RESOURCES) {
        const ids = await app.content[resource].purge(cutoff);
        if (ids.length) app.log.info({ resource, ids }, 'deleted for good from the trash');
        purged += ids.length;
      }
      return purged;
    }
    app.cluster.every('trash purge', trash.purgeIntervalMs, purgeTrash);
  },
  { name: 'trash-purge', dependencies: ['cluster', 'content'] },
);
