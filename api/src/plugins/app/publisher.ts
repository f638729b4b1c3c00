import { join } from 'node:path';
import fp from 'fastify-plugin';
import { type Config, repositoryRoot } from '../../config.ts';
import { siteFingerprint } from '../../publish/fingerprint.ts';
import { createPublishQueue, type PublishQueue, type PublishTarget } from '../../publish/publisher.ts';
import { localSiteBuild } from '../../publish/site-build.ts';
import { siteReleases } from '../../publish/site-releases.ts';
import { webhookPublish } from '../../publish/webhook.ts';

/**
 * What the rest of the API knows of publishing: content routes call `schedule` after any change
 * that a visitor could see (a published row created, changed or deleted, or a status flip).
 * Locally the site is rebuilt into a fresh folder and swapped in; with a webhook, CI does it.
 */
export interface Publisher extends PublishQueue {
  /**
   * At start-up, after the server listens: build the site now if none is live or if the content,
   * the site's source or its public origin changed since the live one was built; otherwise keep it.
   */
  publishIfStale(): Promise<'building' | 'up to date' | 'built by CI'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
  }
}

/** The site build reads these: the site itself, and the company settings and images it imports. */
const sourceDirs = [join(repositoryRoot, 'site'), join(repositoryRoot, 'content-seed')];

export default fp<{ config: Pick<Config, 'siteDir' | 'siteUrl' | 'publish'> }>(
  async (app, { config }) => {
    const options = config.publish;
    const log = {
      info: (message: string) => app.log.info(message),
      warn: (message: string) => app.log.warn(message),
      error: (message: string) => app.log.error(message),
    };
    const releases = siteReleases(config.siteDir);
    const fingerprint = () => siteFingerprint({ app, sourceDirs, siteUrl: config.siteUrl });

    const target: PublishTarget = options.webhook
      ? webhookPublish({ ...options.webhook, log })
      : localSiteBuild({
          releases,
          repoRoot: repositoryRoot,
          contentApiUrl: options.contentApiUrl,
          siteUrl: config.siteUrl,
          command: options.buildCommand,
          fingerprint,
          log,
        });

    const live = target.mode === 'local' ? await releases.live() : null;
    const queue = createPublishQueue({
      target,
      debounceMs: options.debounceMs,
      lastSuccessAt: live?.publishedAt ?? null,
      log,
    });

    async function publishIfStale() {
      if (target.mode !== 'local') return 'built by CI' as const;
      const current = await releases.live();
      if (!current) {
        app.log.info('no site build yet: building the site now');
        queue.publishNow('first start');
        return 'building' as const;
      }
      const now = await fingerprint().catch((error: Error) => error);
      if (now instanceof Error) {
        // Not worth a crash at start: the rebuild reports the same problem in the status.
        app.log.error(`could not tell whether the site is up to date (${now.message}): rebuilding it`);
        queue.publishNow('start-up check failed');
        return 'building' as const;
      }
      const changed = [
        now.content !== current.fingerprint.content && 'content',
        now.source !== current.fingerprint.source && 'site source or SITE_URL',
      ].filter(Boolean);
      if (changed.length) {
        app.log.info(`${changed.join(' and ')} changed since the last build: rebuilding the site`);
        queue.publishNow(`${changed.join(' and ')} changed`);
        return 'building' as const;
      }
      app.log.info(`serving the site built at ${current.publishedAt}`);
      return 'up to date' as const;
    }

    app.decorate('publisher', { ...queue, publishIfStale } satisfies Publisher);
    app.addHook('onClose', () => queue.close());
  },
  { name: 'publisher' },
);
