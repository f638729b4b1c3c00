/**
 * The record of a build's pages the publish worker writes beside the live site, and reads back to
 * resume updating that build in a worker started later (`resume`).
 */
import { readFile } from 'node:fs/promises';
import type { PagesRecordFile } from '@industrial/api/site-worker';
import type { Indexed1, SearchRecord, SearchState } from '../search-index.ts';
import type { BuildApp } from './astro.ts';
import type { Kept, Page } from './pages.ts';

/**
 * What the worker knew of each page of a build it made, written beside the live site
 * (`SiteReleases.pagesRecord`), so that a worker started later can update that build. Topic sets
 * are listed once and named by their place: most pages read one of a few.
 */
export interface PagesRecord {
  /** The build folder's name (`2026-11-28T…`): the record is of that build only. */
  build: string;
  siteUrl: string;
  sitemapFrom: string;
  topics: string[][];
  /** Each page: its address, its route's place in Astro's manifest, its props' digest, its topic set, its images. */
  pages: [pathname: string, route: number, props: string, topics: number, images: readonly string[]][];
  /**
   * The search index: each base page's address, result id and record hash; the pages changed since
   * the base was built; and the records of those still searchable, which the next delta indexes.
   */
  search: {
    base: IndexedPage[];
    changed: string[];
    records: SearchRecord[];
    /** What the compacted delta bundle holds. */
    merged: IndexedPage[];
  };
}
export type IndexedPage = [url: string, id: string, hash: string, lang: string];

export const indexedPages = (pages: Map<string, Indexed1>): IndexedPage[] =>
  [...pages].map(([url, { id, hash, lang }]) => [url, id, hash, lang]);
export const indexedMap = (pages: IndexedPage[]) =>
  new Map(pages.map(([url, id, hash, lang]) => [url, { id, hash, lang }]));

export function searchStateOf(record: PagesRecord['search']): SearchState {
  return {
    base: indexedMap(record.base),
    changed: new Set(record.changed),
    records: new Map(record.records.map((page) => [page.url, page])),
    merged: indexedMap(record.merged),
  };
}

export function pagesRecord({ pages, app, sitemapFrom, siteUrl, search }: Kept, build: string): PagesRecord {
  const routes = new Map(app.manifest.routes.map(({ routeData }, index) => [routeData, index]));
  const topicSets = new Map<string, number>();
  const topics: string[][] = [];
  const topicSet = (set: ReadonlySet<string>) => {
    const names = [...set].sort();
    const key = names.join('\n');
    let index = topicSets.get(key);
    if (index === undefined) {
      index = topics.push(names) - 1;
      topicSets.set(key, index);
    }
    return index;
  };
  return {
    build,
    siteUrl,
    sitemapFrom,
    topics,
    pages: [...pages].map(([pathname, page]) => [
      pathname,
      routes.get(page.route) ?? -1,
      page.props,
      topicSet(page.topics),
      page.images,
    ]),
    search: {
      base: indexedPages(search.base),
      changed: [...search.changed],
      records: [...search.records.values()],
      merged: indexedPages(search.merged),
    },
  };
}

/** The pages a record describes, their routes found again in this bundle's manifest. */
export function recordedPages(record: PagesRecord, app: BuildApp): Map<string, Page> {
  const topicSets = record.topics.map((names) => new Set(names));
  const pages = new Map<string, Page>();
  for (const [pathname, routeIndex, props, topics, images] of record.pages) {
    const route = app.manifest.routes[routeIndex]?.routeData;
    const topicSet = topicSets[topics];
    if (!route || !topicSet)
      throw new Error(`the record of the live build does not fit this site: ${pathname}`);
    pages.set(pathname, { route, props, topics: topicSet, images });
  }
  return pages;
}

/** Reads the record of the build `file` names; undefined when there is none of it. */
export async function readPagesRecord(file: PagesRecordFile): Promise<PagesRecord | undefined> {
  const record = await readFile(file.path, 'utf8').then(
    (text) => JSON.parse(text) as PagesRecord,
    () => undefined,
  );
  // A record of an older version, without the search index's state, cannot be resumed.
  return record?.build === file.build && record.search?.merged ? record : undefined;
}
