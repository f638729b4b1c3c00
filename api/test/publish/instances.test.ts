import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portAt } from '../multi/ports.ts';
import { waitFor } from '../smtp-support.ts';
import { fakeSiteBuild, newsItem, STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

vi.setConfig({ testTimeout: 90_000 });

type Instance = Awaited<ReturnType<typeof startPublishingApp>>;

async function status(site: Instance) {
  const response = await site.call('GET', '/api/publish/status');
  return response.json().data;
}

async function saveNews(site: Instance, title: string): Promise<number> {
  const created = await site.call('POST', '/api/news', newsItem(title));
  expect(created.statusCode).toBe(201);
  return created.json().data.id;
}

/** Two instances on one database; with `sharedSite`, both publish into the same site folder. */
function twoInstances(ports: [number, number], sharedSite: boolean) {
  const running: { a: Instance; b: Instance; builds(): Promise<number> } = {} as never;
  let build: Awaited<ReturnType<typeof fakeSiteBuild>>;
  beforeAll(async () => {
    build = await fakeSiteBuild();
    const env = {
      SITE_BUILD_COMMAND: build.command,
      // One public origin, as behind one load balancer: both make the same site of the same content.
      SITE_URL: 'https://example.kz',
      PUBLISH_DEBOUNCE_MS: '500',
      ...(sharedSite ? { SITE_DIR: join(build.file('site'), 'current') } : {}),
    };
    const a = await startPublishingApp({ port: await portAt(ports[0]), env });
    const b = await startPublishingApp({ port: await portAt(ports[1]), env, sameDatabaseAs: a });
    Object.assign(running, { a, b, builds: build.builds });
    for (const site of [a, b]) {
      await site.app.publisher.publishIfStale();
      await site.app.publisher.settled();
    }
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await running.b?.close();
    await running.a?.close();
    await build?.remove();
  });
  return running;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL, local publishing', () => {
  describe('each with its own site folder', () => {
    const sites = twoInstances([2, 3], false);

    it('a save on one instance is published on both, and the other says so while it builds', async () => {
      const { a, b } = sites;
      expect(await status(b)).toMatchObject({ state: 'idle', lastError: null });
      const id = await saveNews(a, 'Сохранено на первом');

      // Told at once: the other instance is not idle while its site is out of date.
      await waitFor(async () => ['scheduled', 'building'].includes((await status(b)).state), 10_000);
      await waitFor(async () => (await b.page(`/news/${id}`)).body.includes('Сохранено на первом'));
      await b.app.publisher.settled();
      expect(await status(b)).toMatchObject({ state: 'idle', lastError: null, queued: false });
      await a.app.publisher.settled();
      expect((await a.page(`/news/${id}`)).body).toContain('Сохранено на первом');

      // And the other way round.
      const other = await saveNews(b, 'Сохранено на втором');
      await waitFor(async () => (await a.page(`/news/${other}`)).body.includes('Сохранено на втором'));
    });

    it('an instance that lost its listening connection publishes what it may have missed', async () => {
      const { a, b } = sites;
      const id = await saveNews(a, 'До обрыва');
      await waitFor(async () => (await b.page(`/news/${id}`)).body.includes('До обрыва'));
      await b.app.publisher.settled();
      // A change nobody was told of, as when a notice went out while the connection was down.
      await a.app.database.db.execute(
        sql`update news set name = jsonb_set(name, '{ru}', '"После обрыва"') where id = ${id}`,
      );
      await a.app.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      await waitFor(async () => (await b.page(`/news/${id}`)).body.includes('После обрыва'));
    });
  });

  describe('sharing one site folder', () => {
    const sites = twoInstances([4, 5], true);

    it('one build publishes a save for both, and neither reports a stale site', async () => {
      const { a, b, builds } = sites;
      // The second instance found the first one's build up to date at start.
      expect(await builds()).toBe(1);

      const id = await saveNews(a, 'Общая папка');
      await waitFor(async () => ['scheduled', 'building'].includes((await status(b)).state), 10_000);
      await a.app.publisher.settled();
      await b.app.publisher.settled();

      expect(await builds()).toBe(2);
      for (const site of [a, b]) {
        expect((await site.page(`/news/${id}`)).body).toContain('Общая папка');
        expect(await status(site)).toMatchObject({ state: 'idle', lastError: null });
      }
    });
  });
});
