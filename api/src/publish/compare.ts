/**
 * Compares two site folders file by file: how the reference build (a full build made in the
 * background) checks the site that updates have been maintaining (site-build.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

async function filesUnder(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
}

/**
 * The files in which `live` differs from `reference`, sorted, each as `<path>: <how>` (only in the
 * live site, missing from it, or different); empty when they are the same file for file.
 */
export async function siteDifferences(live: string, reference: string): Promise<string[]> {
  const [mine, theirs] = await Promise.all([filesUnder(live), filesUnder(reference)]);
  const differences: string[] = [];
  for (const path of mine) if (!theirs.has(path)) differences.push(`${path}: only in the live site`);
  for (const path of theirs) {
    if (!mine.has(path)) {
      differences.push(`${path}: missing from the live site`);
      continue;
    }
    const [a, b] = await Promise.all([readFile(join(live, path)), readFile(join(reference, path))]);
    if (!a.equals(b)) differences.push(`${path}: different`);
  }
  return differences.sort();
}
