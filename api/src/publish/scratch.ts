/**
 * Scratch folders a site build leaves when it is killed half-way (a crash, a kill -9, a power cut):
 * the publisher's `.publish-builds/<build>-<pid>` and the build script's `.astro/build-<pid>-<random>`
 * (site/scripts/scratch-build.ts), a few hundred kilobytes each, kept for good otherwise. Each names the
 * process that made it, so that one still in use (its process alive, here or in another instance
 * on the same checkout) is never touched.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the publisher builds, inside the site workspace (see site-build.ts). */
export const SCRATCH_DIR = '.publish-builds';
/**
 * No build stays silent longer: the publisher stops one that prints nothing for this long
 * (site-build.ts). A big site's first build may take longer in all; each page it renders says so.
 */
export const BUILD_TIMEOUT_MS = 15 * 60_000;

const PUBLISH_SCRATCH = /-(\d+)$/;
const ASTRO_SCRATCH = /^build-(?:(\d+)-)?[A-Za-z0-9]{6}$/;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is merely someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function entries(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}

/**
 * Removes the scratch folders under `siteRoot` whose process is gone, and those of an older build
 * script that did not name its process once they are older than any build can run. Answers the
 * folders removed.
 */
export async function removeStaleScratch(siteRoot: string, now = Date.now()): Promise<string[]> {
  const stale: string[] = [];
  for (const name of await entries(join(siteRoot, SCRATCH_DIR))) {
    const pid = PUBLISH_SCRATCH.exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) stale.push(join(siteRoot, SCRATCH_DIR, name));
  }
  for (const name of await entries(join(siteRoot, '.astro'))) {
    const match = ASTRO_SCRATCH.exec(name);
    if (!match) continue;
    const path = join(siteRoot, '.astro', name);
    if (match[1] ? !isAlive(Number(match[1])) : await olderThan(path, now - BUILD_TIMEOUT_MS)) {
      stale.push(path);
    }
  }
  for (const path of stale) await rm(path, { recursive: true, force: true });
  return stale;
}

async function olderThan(path: string, time: number): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && info.mtimeMs < time;
}
