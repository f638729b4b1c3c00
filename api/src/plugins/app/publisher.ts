import { join } from 'node:path';
import fp from 'fastify-plugin';
import { type Config, repositoryRoot } from '../../config.ts';
import { type SiteFingerprint, siteFingerprints } from '../../publish/fingerprint.ts';
import { createPublishQueue, type PublishQueue, type PublishTarget } from '../../publish/publisher.ts';
import { removeStaleScratch } from '../../publish/scratch.ts';
import { localSiteBuild } from '../../publish/site-build.ts';
import { siteReleases } from '../../publish/site-releases.ts';
import { FROM_ANOTHER, publication } from '../../publish/topics.ts';
import { webhookPublish } from '../../publish/webhook.ts';

/**
 * What the rest of the API knows of publishing: content routes call `schedule` after any change
 * that a visitor could see (a published row created, changed or deleted, or a status flip).
 * Locally the site is rebuilt into a fresh folder and swapped in; with a webhook, CI does it.
 */
export interface Publisher extends PublishQueue {
  /**
   * At start-up: build the site now if none is live or if the content, the site's source or its
   * public origin changed since the live one was built; otherwise keep it, and resume updating it
   * (site-build.ts). `checkStale` then `startUp`, at once.
   */
  publishIfStale(): Promise<StartUp>;
  /**
   * What `publishIfStale` would do, decided before the server listens: a save that arrived between
   * listening and the decision would otherwise be published before the resume was asked for, and
   * built in full.
   */
  checkStale(): Promise<StartUpCheck>;
  /** Does what the check decided, once the server listens (the build reads its content from it). */
  startUp(check: StartUpCheck): StartUp;
}

type StartUp = 'building' | 'up to date' | 'built by CI';
/** What the start-up check found: nothing to do (CI builds), a reason to build, or a live site to keep. */
type StartUpCheck = { ci: true } | { build: string; why: string; failed?: true } | { keep: string };

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
  }
}

/** How often the publisher looks whether the nightly reference build is due. */
const REFERENCE_CHECK_MS = 10 * 60_000;

/** The site build reads these: the site itself, and the company settings and images it imports. */
const sourceDirs = [join(repositoryRoot, 'site'), join(repositoryRoot, 'content-seed')];

/**
 * Local mode with several instances on one PostgreSQL: a change on any of them is told to all (each
 * then publishes its own site folder), builds take turns (an advisory lock), and a build whose turn
 * comes when the live site already matches the content is skipped (the instances share one site
 * folder, and another one built it meanwhile), unless an administrator asked for it. In webhook
 * mode only the instance that took the change calls CI.
 */
export default fp<{ config: Pick<Config, 'siteDir' | 'publish'> }>(
  async (app, { config }) => {
    const options = config.publish;
    const log = {
      info: (message: string) => app.log.info(message),
      warn: (message: string) => app.log.warn(message),
      error: (message: string) => app.log.error(message),
    };
    const releases = siteReleases(config.siteDir);
    // The public address may be set in the back office: read at each build, as the content is.
    const siteUrl = () => app.serverSettings.siteUrl();
    const fingerprints = siteFingerprints({ app, sourceDirs });
    /** Of what the `topics` name afresh, and of the rest as last read; of everything without topics. */
    const fingerprint = async (topics?: readonly string[]) => fingerprints(await siteUrl(), topics);

    /** What changed since the live build was made (empty when nothing did); null when no site is live. */
    async function changesSinceLive(now?: SiteFingerprint): Promise<string[] | null> {
      const current = await releases.live();
      if (!current) return null;
      now ??= await fingerprint();
      return [
        now.content !== current.fingerprint.content && 'content',
        now.source !== current.fingerprint.source && 'site source or public address',
      ].filter((change) => change !== false);
    }

    let stopping = false;
    /** An administrator's rebuild runs even when the site is up to date; the start-up and content ones only when it is not. */
    let forced = false;
    const build = localSiteBuild({
      releases,
      repoRoot: repositoryRoot,
      contentApiUrl: options.contentApiUrl,
      contentApiIsThisServer: options.contentApiIsThisServer,
      siteUrl,
      command: options.buildCommand,
      recordBudgetMs: options.recordBudgetMs,
      fingerprint,
      log,
    });
    const target: PublishTarget = options.webhook
      ? webhookPublish({ ...options.webhook, log })
      : {
          mode: 'local',
          publish: (reasons) =>
            app.cluster.exclusive(
              'site build',
              async () => {
                const force = forced;
                forced = false;
                // Taken once: what the live site is compared with, and what the new one records.
                const wanted = publication(reasons);
                const now = await fingerprint('topics' in wanted ? wanted.topics : undefined);
                const changed = await changesSinceLive(now).catch(() => null);
                if (!force && changed?.length === 0) {
                  return log.info('the live site already shows this content: not rebuilding it');
                }
                await build.publish(reasons, now);
              },
              () => stopping,
            ),
          cancel() {
            stopping = true;
            return build.cancel?.();
          },
          leftOut: build.leftOut,
          lastRun: build.lastRun,
          lastReference: build.lastReference,
        };

    if (target.mode === 'local') {
      // What a build killed half-way left behind (its process is gone).
      for (const folder of await removeStaleScratch(join(repositoryRoot, 'site'))) {
        app.log.info(`removed the scratch folder of an interrupted site build: ${folder}`);
      }
    }
    const live = target.mode === 'local' ? await releases.live() : null;
    const queue = createPublishQueue({
      target,
      debounceMs: options.debounceMs,
      lastSuccessAt: live?.publishedAt ?? null,
      log,
    });

    async function checkStale(): Promise<StartUpCheck> {
      if (target.mode !== 'local') return { ci: true };
      const changed = await changesSinceLive().catch((error: Error) => error);
      if (changed === null) return { build: 'first start', why: 'no site build yet: building the site now' };
      if (changed instanceof Error) {
        // Not worth a crash at start: the rebuild reports the same problem in the status.
        return {
          build: 'start-up check failed',
          why: `could not tell whether the site is up to date (${changed.message}): rebuilding it`,
          failed: true,
        };
      }
      if (changed.length) {
        return {
          build: `${changed.join(' and ')} changed`,
          why: `${changed.join(' and ')} changed since the last build: rebuilding the site`,
        };
      }
      return { keep: `serving the site built at ${(await releases.live())?.publishedAt}` };
    }

    function startUp(check: StartUpCheck): StartUp {
      if ('ci' in check) return 'built by CI';
      if ('build' in check) {
        app.log[check.failed ? 'error' : 'info'](check.why);
        queue.publishNow(check.build);
        return 'building';
      }
      app.log.info(check.keep);
      // So that the first change is published by an update, not by building the site again.
      build.resume();
      return 'up to date';
    }

    if (target.mode === 'local') {
      let connected = false;
      await app.cluster.hear(
        'publish',
        (reason) => queue.schedule(`${FROM_ANOTHER}${reason}`),
        () => {
          // Listening again after a lost connection: a change told meanwhile was missed.
          if (connected) queue.schedule(`${FROM_ANOTHER}notices may have been missed`);
          connected = true;
        },
      );
    }

    const publisher: Publisher = {
      ...queue,
      schedule(reason) {
        queue.schedule(reason);
        if (target.mode === 'local') app.cluster.tell('publish', reason);
      },
      publishNow(reason) {
        forced = true;
        queue.publishNow(reason);
      },
      publishIfStale: async () => startUp(await checkStale()),
      checkStale,
      startUp,
    };
    app.decorate('publisher', publisher);
    app.addHook('onClose', () => queue.close());

    if (target.mode === 'local') {
      // Nightly, a full build checks the site the updates maintained (site-build.ts), once the
      // last publication was an update: after a full build there is nothing to check.
      const check = setInterval(async () => {
        const hour = new Intl.DateTimeFormat('en', {
          timeZone: await app.serverSettings.timeZone(),
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(new Date());
        if (Number(hour) === options.referenceHour && target.lastRun?.()?.kind === 'update') {
          publisher.publishNow('reference build (nightly)');
        }
      }, REFERENCE_CHECK_MS);
      check.unref();
      app.addHook('onClose', () => clearInterval(check));
    }
  },
  { name: 'publisher', dependencies: ['cluster', 'server-settings'] },
);
