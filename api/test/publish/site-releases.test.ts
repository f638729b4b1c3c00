import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteReleases } from '../../src/publish/site-releases.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-releases-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function finishedBuild(releases: ReturnType<typeof siteReleases>, text: string) {
  const dir = await releases.createBuildDir();
  await writeFile(join(dir, 'index.html'), text);
  return dir;
}

describe('site releases', () => {
  it('has nothing live before the first swap', async () => {
    expect(await siteReleases(join(root, 'current')).live()).toBeNull();
  });

  it('swaps a build in through a relative link and remembers what it was built from', async () => {
    const releases = siteReleases(join(root, 'current'));
    const dir = await finishedBuild(releases, 'first');
    const release = await releases.swapIn(dir, { content: 'c1', source: 's1' });

    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toBe('first');
    expect(await readlink(join(root, 'current'))).toMatch(/^builds\//);
    expect(await releases.live()).toEqual(release);
    expect(release.fingerprint).toEqual({ content: 'c1', source: 's1' });
  });

  it('keeps only the live build and the one it replaced', async () => {
    const releases = siteReleases(join(root, 'current'));
    const builds: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const dir = await finishedBuild(releases, text);
      builds.push(dir);
      await releases.swapIn(dir, { content: text, source: text });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const kept = await readdir(join(root, 'builds'));
    expect(kept.sort()).toEqual(
      builds
        .slice(1)
        .map((dir) => dir.split('/').pop())
        .sort(),
    );
    expect(await readFile(join(root, 'current', 'index.html'), 'utf8')).toBe('three');
    expect((await readdir(root)).filter((name) => name.startsWith('.current'))).toEqual([]);
  });

  it('does not trust a live link without the record of what it was built from', async () => {
    const releases = siteReleases(join(root, 'current'));
    const dir = await finishedBuild(releases, 'page');
    await releases.swapIn(dir, { content: 'x', source: 'x' });
    await rm(join(root, 'release.json'));
    expect(await releases.live()).toBeNull();
  });
});
