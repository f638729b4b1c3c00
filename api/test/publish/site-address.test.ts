import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { appWithFakeBuild } from './publishing-app.ts';

const site = appWithFakeBuild(
  {},
  // No SITE_URL: the address is the back office's to set.
  { env: { SITE_URL: '', PUBLISH_DEBOUNCE_MS: '200' } },
);
const liveAddress = () => readFile(join(site.dataDir, 'site', 'current', 'site-url.txt'), 'utf8');

it('rebuilds the site with a new public address once it is saved, and not again while it stays', async () => {
  expect(await site.app.publisher.publishIfStale()).toBe('building');
  await site.app.publisher.settled();
  expect(await liveAddress()).toBe(`http://localhost:${site.config.port}`);
  const before = await site.build.builds();

  const saved = await site.call('PUT', '/api/settings/server', { siteUrl: 'https://www.example.kz' });
  expect(saved.statusCode, saved.body).toBe(200);
  await site.app.publisher.settled();
  expect(await site.build.builds()).toBe(before + 1);
  expect(await liveAddress()).toBe('https://www.example.kz');
  // A restart would find the live site made for this address.
  expect(await site.app.publisher.publishIfStale()).toBe('up to date');
});
