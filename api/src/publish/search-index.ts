/**
 * The site search's index files as the API reads them (the site's publish worker writes them, see
 * site/scripts/search-index.ts): the base bundle a full build makes, the delta bundle updates make,
 * and `superseded.json`, the base results the delta replaces. The reference comparison
 * (compare.ts) checks the searchable set they yield.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Where the base bundle lives under the site; the delta (the changes since the base, up to its last
 * compaction) and the recent bundle (the changes since) under it; and the list of superseded results.
 */
export const BASE_DIR = 'pagefind';
export const DELTA_DIR = 'pagefind/delta';
export const RECENT_DIR = 'pagefind/recent';
export const SUPERSEDED_FILE = 'pagefind/superseded.json';

/** What the search page reads from `superseded.json`. */
export interface Superseded {
  /** The languages the delta bundle has an index for: merging it elsewhere would load another language's. */
  languages: string[];
  /** The languages the recent bundle has an index for. */
  recent: string[];
  /**
   * The result ids (fragment hashes) of the base's and the delta's pages changed or removed since
   * those bundles were made.
   */
  superseded: string[];
}

/** A fragment file's JSON (one page), which Pagefind gzips behind a signature. */
export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}
const SIGNATURE = 'pagefind_dcd';

export function readFragment(bytes: Uint8Array): Fragment {
  const text = gunzipSync(bytes).toString('utf8');
  return JSON.parse(text.startsWith(SIGNATURE) ? text.slice(SIGNATURE.length) : text) as Fragment;
}

/** The result id Pagefind gives a fragment's page (`fragment/ru_1a2b3c4.pf_fragment` → `ru_1a2b3c4`). */
export const fragmentId = (path: string) => /(?:^|\/)fragment\/([^/]+)\.pf_fragment$/.exec(path)?.[1];

/**
 * The index data of the bundles, whose bytes a full build and the updates legitimately make
 * differently (a base less what `superseded.json` names, plus a delta): compared as a searchable
 * set, not file for file. Their compressed copies too.
 */
export const INDEX_DATA =
  /^pagefind\/(delta\/|recent\/|fragment\/|index\/|filter\/|pagefind\.[^/]+\.pf_meta$|(pagefind-entry|superseded)\.json(\.br|\.gz)?$)/;

/**
 * The searchable set a site folder yields, per language and address (`ru /news/x`): the page's
 * title and a hash of its text, from the base's and the delta's fragments less those
 * `superseded.json` names, plus the recent bundle's. What a visitor can find, whichever way the
 * index was made.
 */
export async function searchableSet(root: string): Promise<Map<string, string>> {
  const superseded = await readFile(join(root, SUPERSEDED_FILE), 'utf8').then(
    (text) => new Set((JSON.parse(text) as Superseded).superseded),
    () => new Set<string>(),
  );
  const set = new Map<string, string>();
  for (const folder of [BASE_DIR, DELTA_DIR, RECENT_DIR]) {
    const dir = join(root, folder, 'fragment');
    const names = await readdir(dir).catch(() => []);
    for (const name of names) {
      const id = fragmentId(`fragment/${name}`);
      if (!id || (folder !== RECENT_DIR && superseded.has(id))) continue;
      const { url, content, meta } = readFragment(await readFile(join(dir, name)));
      const lang = id.slice(0, id.lastIndexOf('_'));
      const text = createHash('sha256').update(content).digest('base64').slice(0, 16);
      // A page found twice (a base result not superseded beside its delta one) is no page of a full build.
      const key = `${lang} ${url}`;
      const value = `${meta.title ?? ''} #${text}`;
      const found = set.get(key);
      set.set(key, found === undefined || found === value ? value : `${found} + ${value}`);
    }
  }
  return set;
}

/** How two searchable sets differ, each as `search index, <lang> <url>: <how>`. */
export function searchableDifferences(live: Map<string, string>, reference: Map<string, string>): string[] {
  const differences: string[] = [];
  for (const key of live.keys())
    if (!reference.has(key)) differences.push(`search index, ${key}: only in the live site`);
  for (const [key, value] of reference) {
    const mine = live.get(key);
    if (mine === undefined) differences.push(`search index, ${key}: missing from the live site`);
    else if (mine !== value) differences.push(`search index, ${key}: different`);
  }
  return differences;
}
