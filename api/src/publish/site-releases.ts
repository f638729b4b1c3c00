/**
 * The folder layout of local publishing, next to the live symlink the API serves:
 *
 *   <root>/builds/<timestamp>/   one folder per build, written once and never changed
 *   <root>/current -> builds/…   the live site, swapped by `rename` so a visitor never sees a half-built one
 *   <root>/release.json          what the live build was made from (its fingerprint) and when
 *   <root>/pages.json            what the publish worker knows of each page of the build it made
 *                                last, so that the API, started again, can update the live site
 *                                without building it first (see site/scripts/publish-worker.ts)
 */
import { mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { SiteFingerprint } from './fingerprint.ts';

export interface Release {
  /** The build folder, relative to the root (`builds/2026-…`). */
  build: string;
  fingerprint: SiteFingerprint;
  publishedAt: string;
}

export interface SiteReleases {
  /** Creates an empty folder for a new build. */
  createBuildDir(): Promise<string>;
  /** The live release, or null when nothing usable is live (no symlink, an empty build, no record). */
  live(): Promise<Release | null>;
  /**
   * Makes a finished build live, records it, and removes every build but it and the one it
   * replaced, or hands them to `remove` (the publish worker removes them while nobody waits).
   */
  swapIn(
    buildDir: string,
    fingerprint: SiteFingerprint,
    remove?: (builds: string[]) => Promise<void>,
  ): Promise<Release>;
  /** The absolute path of a release's build folder. */
  path(release: Release): string;
  /** Where the publish worker records what it knows of a build's pages, for the build `dir`. */
  pagesRecord(dir: string): { path: string; build: string };
  /** Removes a build that will never go live (a failed one). */
  discard(buildDir: string): Promise<void>;
}

async function removeBuilds(builds: string[]) {
  for (const build of builds) await rm(build, { recursive: true, force: true });
}

export function siteReleases(currentPath: string): SiteReleases {
  const current = resolve(currentPath);
  const root = dirname(current);
  const buildsDir = join(root, 'builds');
  const recordPath = join(root, 'release.json');

  async function liveBuild(): Promise<string | null> {
    try {
      const target = resolve(root, await readlink(current));
      await stat(join(target, 'index.html'));
      return target;
    } catch {
      return null;
    }
  }

  return {
    async createBuildDir() {
      // ISO time without ':' sorts by age and is a valid folder name everywhere.
      const dir = join(buildsDir, new Date().toISOString().replace(/[:.]/g, '-'));
      await mkdir(dir, { recursive: true });
      return dir;
    },

    async live() {
      const target = await liveBuild();
      if (!target) return null;
      try {
        const record = JSON.parse(await readFile(recordPath, 'utf8')) as Release;
        return resolve(root, record.build) === target ? record : null;
      } catch {
        return null;
      }
    },

    async swapIn(buildDir, fingerprint, remove = removeBuilds) {
      const previous = await liveBuild();
      // A relative link keeps working when the data folder is moved or restored from a backup.
      const build = relative(root, resolve(buildDir));
      const temporary = join(root, `.current-${process.pid}-${Date.now()}`);
      await symlink(build, temporary);
      await rename(temporary, current);
      const release: Release = { build, fingerprint, publishedAt: new Date().toISOString() };
      await writeFile(recordPath, `${JSON.stringify(release, null, 2)}\n`);
      const keep = new Set([basename(buildDir), previous && basename(previous)]);
      const unused = (await readdir(buildsDir)).filter((entry) => !keep.has(entry));
      await remove(unused.map((entry) => join(buildsDir, entry)));
      return release;
    },

    path: (release) => resolve(root, release.build),

    pagesRecord: (dir) => ({ path: join(root, 'pages.json'), build: basename(dir) }),

    async discard(buildDir) {
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}
