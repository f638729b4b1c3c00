/**
 * Compares two site folders file by file: how the reference build (a full build made in the
 * background) checks the site that updates have been maintaining (site-build.ts).
 *
 * The search index is compared by what it finds, not by its bytes: a full build makes a base
 * bundle only, while updates keep that base and add a delta bundle and `superseded.json` (see
 * site/scripts/search-index.ts). The searchable set each yields, per language (address → title
 * and a hash of the text: base less superseded plus delta), must be the full build's; any
 * difference is reported like a file that differs.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { INDEX_DATA, searchableDifferences, searchableSet } from './search-index.ts';

async function filesUnder(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((path) => !INDEX_DATA.test(path.replace(/\\/g, '/'))),
  );
}

/**
 * The files in which `live` differs from `reference`, sorted, each as `<path>: <how>` (only in the
 * live site, missing from it, or different), and the search index's pages that differ; empty when
 * they are the same file for file and find the same.
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
  const [liveSet, referenceSet] = await Promise.all([searchableSet(live), searchableSet(reference)]);
  differences.push(...searchableDifferences(liveSet, referenceSet));
  return differences.sort();
}
