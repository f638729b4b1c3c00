/**
 * The publish worker's files: a release made of hard links to the live one's files, files written
 * and removed as new ones (never through a link the live site shares), noted in `touched`, and the
 * removal of old builds behind the jobs.
 */
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Gives `to` a hard link to every file under `from`: a new release that shares the live one's files. */
export async function linkTree(from: string, to: string) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  await mkdir(to, { recursive: true });
  for (const entry of entries.filter((found) => found.isDirectory())) {
    await mkdir(join(to, entry.parentPath.slice(from.length), entry.name), { recursive: true });
  }
  const files = entries.filter((entry) => entry.isFile());
  for (let start = 0; start < files.length; start += BATCH) {
    await Promise.all(
      files.slice(start, start + BATCH).map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return link(path, join(to, path.slice(from.length)));
      }),
    );
  }
}

/** A file with its compressed copies, which the update may have written or removed beside it. */
export const withCopies = (path: string) => [path, `${path}.br`, `${path}.gz`];

/**
 * The files the running update wrote or removed (absolute paths in its folder): what the folder it
 * replaces lacks, so that the next update can bring that folder up to date from this one.
 */
export const touched = new Set<string>();

/** Removes a file and its compressed copies; the live site keeps its own links to them. */
export function removeFile(path: string) {
  for (const file of withCopies(path)) touched.add(file);
  return Promise.all(withCopies(path).map((file) => rm(file, { force: true })));
}

/** Writes a file as a new one (never through a link the live site shares), atomically. */
export async function replaceFile(path: string, body: string | Uint8Array) {
  for (const file of withCopies(path)) touched.add(file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.new`, body);
  await rename(`${path}.new`, path);
}

/** How many files the worker links or removes at once. */
export const BATCH = 256;

/**
 * Brings `to`, the folder the live one replaced, up to date with `from`, the live folder the last
 * update made from it, which wrote or removed the files `changed` (relative paths): each is linked
 * again from `from`, or removed when `from` has none.
 */
export async function bringUpToDate(from: string, to: string, changed: readonly string[]) {
  const folders = new Set(changed.map((path) => dirname(join(to, path))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (let start = 0; start < changed.length; start += BATCH) {
    await Promise.all(
      changed.slice(start, start + BATCH).map(async (path) => {
        const target = join(to, path);
        if (!(await exists(join(from, path)))) return rm(target, { force: true });
        await rm(`${target}.new`, { force: true });
        await link(join(from, path), `${target}.new`);
        await rename(`${target}.new`, target);
      }),
    );
  }
}

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Makes `dir` hold exactly `files` (a bundle, by path under it): writes those that differ, removes the others. */
export async function writeBundle(dir: string, files: ReadonlyMap<string, Uint8Array>) {
  const before = (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  for (const path of before) if (!files.has(path)) await removeFile(join(dir, path));
  for (const [path, bytes] of files) {
    const target = join(dir, path);
    const old = await readFile(target).catch(() => undefined);
    if (!old?.equals(bytes)) await replaceFile(target, bytes);
  }
}

/** What the worker does behind its jobs, in turn: removing unused builds, writing a build's record. */
export let behind = Promise.resolve();

/** Runs `work` once the reply to the running job is sent and what runs behind it is done. */
export function behindJobs(work: () => Promise<void>, failed: string) {
  behind = behind
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(work)
    .catch((error: Error) => console.warn(`${failed}: ${error.message}`));
}

/**
 * Removes the builds, a file at a time and behind the jobs that follow: removing a build of
 * 40,000 files at once would fill the disk's queue ahead of the next update and of every visitor.
 */
export function removeBuilds(builds: readonly string[]) {
  behindJobs(async () => {
    for (const build of builds) {
      const entries = await readdir(build, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isDirectory()) await rm(join(entry.parentPath, entry.name), { force: true });
      }
      await rm(build, { recursive: true, force: true });
    }
  }, 'an unused build was not removed');
}
