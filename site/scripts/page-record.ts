import { itemSection, RESOURCES, resources } from '@industrial/api/content';
import { type RecordKey, recordKey } from '@industrial/api/left-out';
import { DEFAULT_LOCALE, isLocale } from '@industrial/api/locale';
import { readMade } from '../src/content/build-memo.ts';

/** The resource whose items have their pages in each section: `news`, `careers` → vacancies, '' (at the root). */
const SECTIONS = new Map(
  RESOURCES.flatMap((name) => {
    const section = itemSection(resources[name].pages);
    return section === undefined ? [] : [[section, name] as const];
  }),
);

/** Each list this build read, by readable address: a build asks for every page's record. */
const bySlug = new WeakMap<object, Map<string, number>>();

/**
 * The record a page shows on its own, if it is an item's page: found by its address
 * (`en/news/second-shift.html`, or `/en/news/second-shift`) among the lists this build read
 * (`site/src/content/build-memo.ts` shares them in the process).
 */
export async function recordOfPage(page: string): Promise<RecordKey | undefined> {
  const parts = page
    .replace(/^\//, '')
    .replace(/\.html$/, '')
    .split('/');
  const locale = isLocale(parts[0]) ? (parts.shift() as string) : DEFAULT_LOCALE;
  // `news/vtoraya-smena`, or `okhrana-truda` of a page at the root (whose section is '').
  const [section, slug, ...rest] = parts.length === 1 ? ['', ...parts] : parts;
  const resource = section === undefined ? undefined : SECTIONS.get(section);
  if (!resource || !slug || rest.length) return undefined;
  const items = (await readMade(`list:${resource}:${locale}`)) as { id: number; slug?: string }[] | undefined;
  if (!items) return undefined;
  let ids = bySlug.get(items);
  if (!ids) {
    ids = new Map(items.flatMap((item) => (item.slug ? [[item.slug, item.id] as const] : [])));
    bySlug.set(items, ids);
  }
  const id = ids.get(slug);
  return id === undefined ? undefined : recordKey(resource, id);
}
