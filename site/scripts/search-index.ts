/**
 * The site search's index (Pagefind), made as an LSM tree is: a full build indexes every searchable
 * page into the BASE bundle (`/pagefind/`); an update indexes only the pages changed since that
 * build into a small DELTA bundle (`/pagefind/delta/`, made whole again each time) and lists in
 * `/pagefind/superseded.json` the base results those pages replace (or remove). The search page
 * (src/search/search.ts) merges the two and drops the superseded base results, so an update costs
 * what the pages changed since the last full build cost, not what the site costs: re-indexing the
 * whole site took ~43 s at 10,000 news, against a save→live budget of about a second.
 *
 * A page is searchable when its `<main>` carries `data-pagefind-body` (BaseLayout decides); its
 * record is that element, as rendered, with the page's language. Base and delta index the same
 * document made from the record, so a page indexes to the same fragment in either.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASE_DIR,
  fragmentId,
  readFragment,
  SUPERSEDED_FILE,
  type Superseded,
} from '@industrial/api/search-index';
import type { AstroIntegration } from 'astro';
import { close, createIndex, type IndexFile } from 'pagefind';

export {
  BASE_DIR,
  DELTA_DIR,
  RECENT_DIR,
  SUPERSEDED_FILE,
  type Superseded,
} from '@industrial/api/search-index';

/** A searchable page: its address, language and main content as rendered. */
export interface SearchRecord {
  url: string;
  lang: string;
  html: string;
}

const MAIN = /<main\b[^>]*\sdata-pagefind-body\b[^>]*>[\s\S]*?<\/main>/;
const LANG = /<html\b[^>]*\slang="([^"]+)"/;

/** The searchable record of a rendered page at `url`, or undefined when the page is not searched. */
export function searchRecord(html: string, url: string): SearchRecord | undefined {
  const main = MAIN.exec(html)?.[0];
  const lang = LANG.exec(html)?.[1];
  return main && lang ? { url, lang, html: main } : undefined;
}

/** The address a page file of the build is served at (`news/x.html` → `/news/x`, `en/index.html` → `/en`). */
export function pageUrlOf(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`.replace(/\.html$/, '').replace(/\/index$/, '');
  return path || '/';
}

/** A short hash of what a record indexes to: a page rendered again to the same record is not re-indexed. */
export const recordHash = (record: SearchRecord) =>
  createHash('sha256').update(`${record.lang}\n${record.html}`).digest('base64').slice(0, 16);

/** The document Pagefind indexes for a record: the same in the base and in the delta. */
const document = ({ lang, html }: SearchRecord) =>
  `<!doctype html><html lang="${lang}"><head></head><body>${html}</body></html>`;

/** The files of a bundle a merged index is read from: no scripts, styles or WebAssembly. */
const INDEX_FILE = /^(pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|(index|fragment|filter)\/.+)$/;

export interface Indexed {
  /** The bundle's files, by path under it. */
  files: Map<string, Uint8Array>;
  /** Each page's result id, by address. */
  ids: Map<string, string>;
}

/**
 * Indexes the records into a bundle, in memory. `onlyIndex` leaves out what only a primary bundle
 * needs (pagefind.js, its WebAssembly, the UI files): a delta is merged into the base's.
 */
export async function indexRecords(records: Iterable<SearchRecord>, onlyIndex = false): Promise<Indexed> {
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not make an index: ${errors.join('; ')}`);
  try {
    // Added one after another: Pagefind's service takes them in turn anyway.
    for (const record of records) {
      const added = await index.addHTMLFile({ url: record.url, content: document(record) });
      if (added.errors.length)
        throw new Error(`Pagefind could not index ${record.url}: ${added.errors.join('; ')}`);
    }
    const got = await index.getFiles();
    if (got.errors.length) throw new Error(`Pagefind could not write its index: ${got.errors.join('; ')}`);
    return bundleOf(got.files, onlyIndex);
  } finally {
    await index.deleteIndex();
  }
}

function bundleOf(list: IndexFile[], onlyIndex: boolean): Indexed {
  const files = new Map<string, Uint8Array>();
  const ids = new Map<string, string>();
  for (const { path, content } of list) {
    const name = path.replace(/\\/g, '/').replace(/^\/+/, '');
    if (onlyIndex && !INDEX_FILE.test(name)) continue;
    // Pagefind's playground and the UIs this site does not use stay out.
    if (/^playground\//.test(name)) continue;
    files.set(name, content);
    const id = fragmentId(name);
    if (id) ids.set(readFragment(content).url, id);
  }
  return { files, ids };
}

/** `superseded.json`'s text. */
export const supersededJson = (value: Superseded) => `${JSON.stringify(value)}\n`;

/** A page a bundle holds: its result id there, its record's hash and its language. */
export interface Indexed1 {
  id: string;
  hash: string;
  lang: string;
}

/**
 * What the worker keeps to maintain the index between full builds: each base page's result id and
 * record hash; the pages changed since the base was built and the records of those still
 * searchable; and what the compacted delta bundle holds (`merged`). Two levels, as in an LSM tree:
 * the delta (`/pagefind/delta/`) holds the changes up to its last compaction, made while nobody
 * waits (the `link` job after a publication, `compact`); the recent bundle (`/pagefind/recent/`),
 * which each update writes again whole, holds only the changes since. An update so costs what
 * changed since the last compaction, however many pages an import changed since the full build.
 */
export interface SearchState {
  base: Map<string, Indexed1>;
  changed: Set<string>;
  records: Map<string, SearchRecord>;
  merged: Map<string, Indexed1>;
}

/** The state right after a full build indexed `records` into a base whose ids are `ids`. */
export function baseState(records: readonly SearchRecord[], ids: ReadonlyMap<string, string>): SearchState {
  const base = new Map<string, Indexed1>();
  for (const record of records) {
    const id = ids.get(record.url);
    if (id) base.set(record.url, { id, hash: recordHash(record), lang: record.lang });
  }
  return { base, changed: new Set(), records: new Map(), merged: new Map() };
}

/**
 * Takes in a page an update rendered again (`record`, undefined when it is no longer searchable)
 * or removed (undefined): answers whether the index changes. A page rendered to its base record
 * again is no change since the base.
 */
export function notePage(state: SearchState, url: string, record: SearchRecord | undefined): boolean {
  const seen = () => {
    const kept = state.records.get(url);
    return `${state.changed.has(url)} ${kept ? recordHash(kept) : ''}`;
  };
  const before = seen();
  const inBase = state.base.get(url);
  if (record ? inBase?.hash === recordHash(record) : !inBase) {
    // As the base has it (or, never searchable, not in it): nothing to supersede or add.
    state.changed.delete(url);
    state.records.delete(url);
  } else {
    state.changed.add(url);
    if (record) state.records.set(url, record);
    else state.records.delete(url);
  }
  return seen() !== before;
}

/** Whether the compacted delta holds a page as it is now. */
const mergedAsNow = (state: SearchState, url: string) => {
  const record = state.records.get(url);
  return record !== undefined && state.merged.get(url)?.hash === recordHash(record);
};

/** The records the recent bundle holds: those changed since the delta's last compaction. */
export const recentRecords = (state: SearchState) =>
  [...state.records.values()].filter((record) => !mergedAsNow(state, record.url));

/**
 * What `superseded.json` says for a state: the base ids of every page changed or removed since the
 * base, and the delta's ids of every page changed or removed since its compaction; except an id a
 * current bundle holds too (a change only in what the index ignores indexes to the same fragment:
 * the page stays found, once). And the languages the delta and the recent bundle have.
 */
export function supersededOf(state: SearchState, recentIds: ReadonlyMap<string, string>): Superseded {
  const current = new Set(recentIds.values());
  for (const [url, { id }] of state.merged) if (mergedAsNow(state, url)) current.add(id);
  const superseded = new Set<string>();
  for (const url of state.changed) {
    const id = state.base.get(url)?.id;
    if (id && !current.has(id)) superseded.add(id);
  }
  for (const [url, { id }] of state.merged)
    if (!mergedAsNow(state, url) && !current.has(id)) superseded.add(id);
  const languagesOf = (langs: Iterable<string>) => [...new Set(langs)].sort();
  return {
    languages: languagesOf([...state.merged.values()].map((page) => page.lang)),
    recent: languagesOf(recentRecords(state).map((record) => record.lang)),
    superseded: [...superseded].sort(),
  };
}

const byUrl = (a: SearchRecord, b: SearchRecord) => (a.url < b.url ? -1 : 1);

/** The recent bundle for a state: its index files, by path under `RECENT_DIR`, and ids; empty when no page is in it. */
export async function recentIndex(state: SearchState): Promise<Indexed> {
  const records = recentRecords(state).sort(byUrl);
  if (records.length === 0) return { files: new Map(), ids: new Map() };
  return indexRecords(records, true);
}

/**
 * Compacts the changes since the base into one delta bundle (every current record of a changed
 * page), answering its files and what it holds, for `merged`; the recent bundle is then empty.
 */
export async function compactedDelta(
  state: SearchState,
): Promise<{ files: Map<string, Uint8Array>; merged: Map<string, Indexed1> }> {
  const records = [...state.records.values()].sort(byUrl);
  if (records.length === 0) return { files: new Map(), merged: new Map() };
  const { files, ids } = await indexRecords(records, true);
  const merged = new Map<string, Indexed1>();
  for (const record of records) {
    const id = ids.get(record.url);
    if (id) merged.set(record.url, { id, hash: recordHash(record), lang: record.lang });
  }
  return { files, merged };
}

/**
 * Starts Pagefind's service (a process of its own) while nobody waits, so that the first update
 * after a build does not pay for its start.
 */
export async function startIndexer(): Promise<void> {
  const { index } = await createIndex({});
  await index?.deleteIndex();
}

/** The base state the last full build in this process made, for the publish worker to keep. */
const lastBase = globalThis as { siteSearchBase?: SearchState };
export function takeBaseState(): SearchState | undefined {
  const state = lastBase.siteSearchBase;
  lastBase.siteSearchBase = undefined;
  return state;
}

/** Every page file of a build folder (the index's own files left out), by path relative to it. */
async function pageFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith(`${BASE_DIR}/`))
    .sort();
}

/**
 * The full build's step (an integration, before the pages are compressed): indexes every searchable
 * page of the built site into the base bundle, with an empty `superseded.json` and no delta.
 */
export async function writeBaseIndex(root: string): Promise<{ pages: number; seconds: string }> {
  const started = performance.now();
  const records: SearchRecord[] = [];
  for (const file of await pageFiles(root)) {
    const record = searchRecord(await readFile(join(root, file), 'utf8'), pageUrlOf(file));
    if (record) records.push(record);
  }
  const { files, ids } = await indexRecords(records);
  await rm(join(root, BASE_DIR), { recursive: true, force: true });
  for (const [path, bytes] of files) {
    const target = join(root, BASE_DIR, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  await writeFile(join(root, SUPERSEDED_FILE), supersededJson({ languages: [], recent: [], superseded: [] }));
  lastBase.siteSearchBase = baseState(records, ids);
  return { pages: records.length, seconds: ((performance.now() - started) / 1000).toFixed(1) };
}

/** The integration that writes the base index once Astro wrote the pages. */
export default function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, seconds } = await writeBaseIndex(fileURLToPath(dir));
        logger.info(`search index: ${pages} pages in ${seconds} s`);
        // Pagefind's service is a process of its own: a build must not wait on it to exit. The
        // publish worker's next update starts it again.
        await close();
      },
    },
  };
}
