/**
 * The search index's base + delta (search-index.ts), with the real Pagefind: records taken from
 * rendered pages, the delta and `superseded.json` an update keeps, and the searchable set the site
 * yields — what the reference comparison checks — equal to a full build's of the same pages.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { searchableDifferences, searchableSet } from '@industrial/api/search-index';
import { close } from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BASE_DIR,
  baseState,
  compactedDelta,
  DELTA_DIR,
  indexRecords,
  notePage,
  pageUrlOf,
  RECENT_DIR,
  recentIndex,
  type SearchRecord,
  type SearchState,
  SUPERSEDED_FILE,
  searchRecord,
  supersededJson,
  supersededOf,
} from './search-index.ts';

afterAll(() => close());

const page = (lang: string, main: string, attributes = ' data-pagefind-body') =>
  `<!doctype html><html lang="${lang}"><head><title>x</title></head><body><header><a href="/">Меню</a></header>` +
  `<main id="main" tabindex="-1"${attributes}>${main}</main><footer>© 2026</footer></body></html>`;

const news = (lang: string, url: string, title: string, text: string, extra = '') =>
  searchRecord(page(lang, `<h1>${title}</h1><p>${text}</p>${extra}`), url) as SearchRecord;

describe('the records of rendered pages', () => {
  it('are the main content of pages marked searchable, with their language; other pages have none', () => {
    const html = page('kk', '<h1>Цех</h1><p>Мәтін</p><section data-pagefind-ignore>форма</section>');
    expect(searchRecord(html, '/kk/product/tsekh')).toEqual({
      url: '/kk/product/tsekh',
      lang: 'kk',
      html: '<main id="main" tabindex="-1" data-pagefind-body><h1>Цех</h1><p>Мәтін</p><section data-pagefind-ignore>форма</section></main>',
    });
    // A not-found page, the news list, the search page, a page shown in Russian on /en: no marker.
    expect(searchRecord(page('en', '<h1>Not found</h1>', ''), '/en/404')).toBeUndefined();
  });

  it('are named by the address the page is served at', () => {
    expect(pageUrlOf('index.html')).toBe('/');
    expect(pageUrlOf('en/index.html')).toBe('/en');
    expect(pageUrlOf('news/svarka.html')).toBe('/news/svarka');
    expect(pageUrlOf('kk/careers/svarshchik.html')).toBe('/kk/careers/svarshchik');
    expect(pageUrlOf('production.html')).toBe('/production');
  });
});

/**
 * Writes a site folder's index as a full build (`state` undefined) or the updates leave it: the
 * base, the compacted delta's `deltaFiles`, the recent bundle and `superseded.json`.
 */
async function writeSite(
  root: string,
  base: Map<string, Uint8Array>,
  state?: SearchState,
  deltaFiles = new Map<string, Uint8Array>(),
) {
  const write = async (path: string, bytes: Uint8Array | string) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), bytes);
  };
  for (const [path, bytes] of base) await write(join(BASE_DIR, path), bytes);
  if (!state) return write(SUPERSEDED_FILE, supersededJson({ languages: [], recent: [], superseded: [] }));
  for (const [path, bytes] of deltaFiles) await write(join(DELTA_DIR, path), bytes);
  const recent = await recentIndex(state);
  for (const [path, bytes] of recent.files) await write(join(RECENT_DIR, path), bytes);
  await write(SUPERSEDED_FILE, supersededJson(supersededOf(state, recent.ids)));
  return recent;
}

describe('an update of the index', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
  const folder = async () => {
    const made = await mkdtemp(join(tmpdir(), 'search-index-'));
    folders.push(made);
    return made;
  };

  it('indexes only the pages changed since the base, supersedes their base results, and finds what a full build finds', async () => {
    const welders = news('ru', '/news/svarshchiki', 'Сварщики', 'Наши сварщики аттестованы');
    const jackets = news('en', '/en/news/jackets', 'Insulation jackets', 'Removable insulation jackets');
    const kazakh = news('kk', '/kk/news/dankerleu', 'Дәнекерлеушілер', 'Біздің дәнекерлеушілер');
    const contacts = news('ru', '/contacts', 'Контакты', 'Алматы');
    const base = await indexRecords([welders, jackets, kazakh, contacts]);
    const state = baseState([welders, jackets, kazakh, contacts], base.ids);
    expect(state.base.get('/news/svarshchiki')?.id).toMatch(/^ru_[0-9a-f]{7,}$/);

    // Rendered again as it was, or changed only where the index does not look: no change.
    expect(notePage(state, '/contacts', contacts)).toBe(false);
    const ignoredOnly = news('ru', '/contacts', 'Контакты', 'Алматы', '<p data-pagefind-ignore>форма</p>');
    expect(notePage(state, '/contacts', ignoredOnly)).toBe(true);
    // Changed, removed, added.
    const edited = news('ru', '/news/svarshchiki', 'Сварщики', 'Сварщики шестого разряда');
    expect(notePage(state, '/news/svarshchiki', edited)).toBe(true);
    expect(notePage(state, '/en/news/jackets', undefined)).toBe(true);
    const added = news('kk', '/kk/news/zhana', 'Жаңа цех', 'Жаңа цех ашылды');
    expect(notePage(state, '/kk/news/zhana', added)).toBe(true);
    // A page that was never searchable and is not now: nothing.
    expect(notePage(state, '/news', undefined)).toBe(false);
    expect([...state.changed].sort()).toEqual([
      '/contacts',
      '/en/news/jackets',
      '/kk/news/zhana',
      '/news/svarshchiki',
    ]);
    expect([...state.records.keys()].sort()).toEqual(['/contacts', '/kk/news/zhana', '/news/svarshchiki']);

    const updated = await folder();
    const delta = await writeSite(updated, base.files, state);
    const superseded = supersededOf(state, delta?.ids ?? new Map());
    expect(superseded.recent).toEqual(['kk', 'ru']);
    expect(superseded.languages).toEqual([]);
    // The base results of the changed and removed pages; not the page whose fragment did not change.
    expect(superseded.superseded).toEqual(
      [base.ids.get('/news/svarshchiki'), base.ids.get('/en/news/jackets')].sort(),
    );
    expect(delta?.ids.get('/contacts')).toBe(base.ids.get('/contacts'));
    // The delta holds only index files: the base's script and WebAssembly serve both.
    expect([...(delta?.files.keys() ?? [])].some((path) => /\.js$|wasm/.test(path))).toBe(false);

    // A full build of the same pages finds the same, per language, with the same titles and texts.
    const full = await folder();
    await writeSite(full, (await indexRecords([edited, kazakh, ignoredOnly, added])).files);
    expect(searchableDifferences(await searchableSet(updated), await searchableSet(full))).toEqual([]);
    expect([...(await searchableSet(updated)).keys()].sort()).toEqual([
      'kk /kk/news/dankerleu',
      'kk /kk/news/zhana',
      'ru /contacts',
      'ru /news/svarshchiki',
    ]);

    // A page changed back to what the base has leaves the recent bundle, and is found in the base again.
    expect(notePage(state, '/news/svarshchiki', welders)).toBe(true);
    expect(state.changed.has('/news/svarshchiki')).toBe(false);
    expect(supersededOf(state, (await recentIndex(state)).ids).superseded).toEqual([
      base.ids.get('/en/news/jackets'),
    ]);
  }, 60_000);

  it('compacts the changes into the delta, after which the recent bundle holds only what changed since, superseding the delta’s results it replaces', async () => {
    const pages = ['a', 'b', 'c'].map((name) =>
      news('ru', `/news/${name}`, `Новость ${name}`, `Текст ${name}`),
    );
    const base = await indexRecords(pages);
    const state = baseState(pages, base.ids);
    const edited = (name: string, text: string) => news('ru', `/news/${name}`, `Новость ${name}`, text);
    notePage(state, '/news/a', edited('a', 'Первая правка'));
    notePage(state, '/news/b', edited('b', 'Правка второй'));
    // The link job's compaction: every change since the base, in the delta.
    const compacted = await compactedDelta(state);
    state.merged = compacted.merged;
    expect([...state.merged.keys()].sort()).toEqual(['/news/a', '/news/b']);
    // Then an update: /news/a changed again, /news/c for the first time, /news/b removed.
    notePage(state, '/news/a', edited('a', 'Вторая правка'));
    notePage(state, '/news/c', edited('c', 'Правка третьей'));
    notePage(state, '/news/b', undefined);
    const updated = await folder();
    const recent = await writeSite(updated, base.files, state, compacted.files);
    // Only what changed since the compaction is indexed again.
    expect([...(recent?.ids.keys() ?? [])].sort()).toEqual(['/news/a', '/news/c']);
    const listed = supersededOf(state, recent?.ids ?? new Map());
    expect(listed.superseded).toEqual(
      [
        ...['/news/a', '/news/b', '/news/c'].map((url) => base.ids.get(url)),
        compacted.merged.get('/news/a')?.id,
        compacted.merged.get('/news/b')?.id,
      ].sort(),
    );
    expect(listed).toMatchObject({ languages: ['ru'], recent: ['ru'] });
    const full = await folder();
    await writeSite(
      full,
      (await indexRecords([edited('a', 'Вторая правка'), edited('c', 'Правка третьей')])).files,
    );
    expect(searchableDifferences(await searchableSet(updated), await searchableSet(full))).toEqual([]);
  }, 60_000);

  it('reports a base result left beside its delta one, and a page missing, as the reference comparison does', async () => {
    const first = news('ru', '/news/a', 'Первая', 'Текст первой');
    const second = news('ru', '/news/b', 'Вторая', 'Текст второй');
    const base = await indexRecords([first, second]);
    const state = baseState([first, second], base.ids);
    notePage(state, '/news/a', news('ru', '/news/a', 'Первая', 'Новый текст'));
    const stale = await folder();
    await writeSite(stale, base.files, state);
    // superseded.json lost: the old text of /news/a would be found beside the new one.
    await writeFile(
      join(stale, SUPERSEDED_FILE),
      supersededJson({ languages: [], recent: ['ru'], superseded: [] }),
    );
    const full = await folder();
    await writeSite(full, (await indexRecords([news('ru', '/news/a', 'Первая', 'Новый текст')])).files);
    expect(searchableDifferences(await searchableSet(stale), await searchableSet(full))).toEqual([
      'search index, ru /news/b: only in the live site',
      'search index, ru /news/a: different',
    ]);
  }, 60_000);
});
