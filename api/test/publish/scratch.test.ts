/**
 * A site build killed half-way leaves scratch folders in the site workspace; the next start removes
 * those whose process is gone, and never one a live build still uses.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { repositoryRoot } from '../../src/config.ts';
import { removeStaleScratch } from '../../src/publish/scratch.ts';
import { STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'scratch-site-'));
});
afterAll(() => rm(site, { recursive: true, force: true }));

/** The pid of a process that has ended: it names nobody now. */
const goneProcess = () =>
  spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();

test('the scratch folders of builds whose process is gone are removed; those in use stay', async () => {
  const gone = goneProcess();
  const alive = String(process.pid);
  const folders = {
    removed: [
      `.publish-builds/2026-11-25T06-21-52-085Z-${gone}`,
      `.astro/build-${gone}-3oSRY3`,
      // From a build script that did not name its process, older than any build runs.
      '.astro/build-BROIvr',
    ],
    kept: [
      `.publish-builds/2026-11-25T07-00-00-000Z-${alive}`,
      `.astro/build-${alive}-Ab12Cd`,
      '.astro/build-Fresh1',
      '.astro/content',
      '.astro/data-store.json.d',
    ],
  };
  for (const folder of [...folders.removed, ...folders.kept]) {
    await mkdir(join(site, folder, 'chunks'), { recursive: true });
  }
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  await utimes(join(site, '.astro/build-BROIvr'), hourAgo, hourAgo);

  const removed = await removeStaleScratch(site);
  expect(removed.sort()).toEqual(folders.removed.map((folder) => join(site, folder)).sort());
  for (const folder of folders.removed) expect(existsSync(join(site, folder)), folder).toBe(false);
  for (const folder of folders.kept) expect(existsSync(join(site, folder)), folder).toBe(true);
  expect(await readdir(join(site, '.publish-builds'))).toHaveLength(1);
});

test(
  'the API removes them when it starts with local publishing',
  async () => {
    const left = join(repositoryRoot, 'site', '.publish-builds', `2026-11-25T06-21-52-085Z-${goneProcess()}`);
    await mkdir(join(left, 'chunks'), { recursive: true });
    const app = await startPublishingApp({ port: 4754 });
    try {
      expect(existsSync(left)).toBe(false);
    } finally {
      await app.close();
      await rm(left, { recursive: true, force: true });
    }
  },
  STARTUP_TIMEOUT,
);
