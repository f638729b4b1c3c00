import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

// /dev/shm is a memory filesystem on Linux: another device than the repository's disk, as the
// site's own volume is in deploy/compose.yaml.
const OTHER_VOLUME = '/dev/shm';
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUILD_TIMEOUT = 240_000;

let site: Awaited<ReturnType<typeof startPublishingApp>>;
beforeAll(async () => {
  site = await startPublishingApp({ seed: true, dataRoot: OTHER_VOLUME });
}, STARTUP_TIMEOUT);
afterAll(() => site?.close());

it(
  'publishes when the data folder is on another filesystem than the repository',
  async () => {
    expect((await stat(site.dataDir)).dev).not.toBe((await stat(REPO_ROOT)).dev);
    await site.app.publisher.publishIfStale();
    await site.app.publisher.settled();
    expect(site.app.publisher.status().lastError).toBeNull();
    const home = await site.page('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="ru"');
  },
  BUILD_TIMEOUT,
);
