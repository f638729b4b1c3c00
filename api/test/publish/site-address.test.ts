/**
 * The site's public address set in the back office (no SITE_URL): saving a new one rebuilds the
 * site with it, through the real publisher and a stand-in build that records the address it got.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

const fakeBuild = fileURLToPath(new URL('./fixtures/fake-site-build.mjs', import.meta.url));

let site: Awaited<ReturnType<typeof startPublishingApp>>;
let scratch: string;
let buildLog: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'fake-build-'));
  buildLog = join(scratch, 'builds.log');
  site = await startPublishingApp({
    env: {
      // Unset: the address is the back office's to set.
      SITE_URL: '',
      SITE_BUILD_COMMAND: `"${process.execPath}" "${fakeBuild}" --log="${buildLog}"`,
      PUBLISH_DEBOUNCE_MS: '200',
    },
  });
}, STARTUP_TIMEOUT);
afterAll(async () => {
  await site?.close();
  await rm(scratch, { recursive: true, force: true });
});

const builds = async () =>
  existsSync(buildLog) ? (await readFile(buildLog, 'utf8')).trim().split('\n').length : 0;
const liveAddress = () => readFile(join(site.dataDir, 'site', 'current', 'site-url.txt'), 'utf8');

it('rebuilds the site with a new public address once it is saved, and not again while it stays', async () => {
  expect(await site.app.publisher.publishIfStale()).toBe('building');
  await site.app.publisher.settled();
  expect(await liveAddress()).toBe(`http://localhost:${site.config.port}`);
  const before = await builds();

  const saved = await site.app.inject({
    method: 'PUT',
    url: '/api/settings/server',
    headers: site.auth,
    payload: { siteUrl: 'https://www.example.kz' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await site.app.publisher.settled();
  expect(await builds()).toBe(before + 1);
  expect(await liveAddress()).toBe('https://www.example.kz');
  // A restart would find the live site made for this address.
  expect(await site.app.publisher.publishIfStale()).toBe('up to date');
});
