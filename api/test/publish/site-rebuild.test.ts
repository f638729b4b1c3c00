import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

// The real `npm run build -w site` (Astro, three languages, images): tens of seconds per build on
// this machine, so this file keeps to the first build and one rebuild.
const BUILD_TIMEOUT = 240_000;

let site: Awaited<ReturnType<typeof startPublishingApp>>;
beforeAll(async () => {
  site = await startPublishingApp({ seed: true });
}, STARTUP_TIMEOUT);
afterAll(() => site?.close());

describe('publishing with the real site build', () => {
  it(
    'shows a saved news item on the public pages after the rebuild, leaving out an image whose file is gone',
    async () => {
      await site.app.publisher.publishIfStale();
      await site.app.publisher.settled();
      expect(site.app.publisher.status().lastError).toBeNull();

      const list = await site.call('GET', '/api/news');
      const item = list.json().data[0];
      const before = await site.page(`/news/${item.id}`);
      expect(before.status).toBe(200);
      expect(before.body).toContain(item.name.ru.replaceAll('"', '&quot;'));

      // Another item's image file is lost (a volume restored without it): the build leaves the image
      // out and goes on, instead of failing this and every later publish.
      const other = list.json().data[1];
      expect(other.img).toMatch(/^\/uploads\//);
      expect((await site.page(`/news/${other.id}`)).body).toContain('<img');
      await rm(join(site.dataDir, other.img), { force: false });

      const saved = await site.call('PUT', `/api/news/${item.id}`, {
        ...item,
        name: { ...item.name, ru: 'Новый цех сдан в эксплуатацию', kk: 'Жаңа цех пайдалануға берілді' },
      });
      expect(saved.statusCode).toBe(200);
      await site.app.publisher.settled();

      expect(site.app.publisher.status()).toMatchObject({ state: 'idle', lastError: null });
      expect((await site.page(`/news/${item.id}`)).body).toContain('Новый цех сдан в эксплуатацию');
      expect((await site.page(`/kk/news/${item.id}`)).body).toContain('Жаңа цех пайдалануға берілді');
      const withoutImage = await site.page(`/news/${other.id}`);
      expect(withoutImage.status).toBe(200);
      expect(withoutImage.body).toContain(other.name.ru.replaceAll('"', '&quot;'));
      expect(await site.app.publisher.publishIfStale()).toBe('up to date');
    },
    BUILD_TIMEOUT,
  );
});
