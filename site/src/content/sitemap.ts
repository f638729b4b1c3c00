import { RESOURCES, resources } from '@industrial/api/content';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { listContent } from './api.ts';
import { showsRussian } from './fallback.ts';

/** The resources with a page per item (`/news/[slug]`, as their declarations name it), and that page. */
const ITEM_PAGES = RESOURCES.flatMap((resource) =>
  (resources[resource].pages as readonly string[])
    .filter((page) => page.endsWith('/[slug]'))
    .map((page) => [resource, page.slice(1, -'/[slug]'.length)] as const),
);

/**
 * The addresses (`/en/news/3`) of the item pages in other languages than Russian that show Russian
 * for want of a translation: the sitemap leaves them out, as their hreflang alternates do.
 */
export async function russianOnlyPages(): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const [resource, segment] of ITEM_PAGES) {
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      for (const item of await listContent(resource, locale)) {
        if (showsRussian(item)) pages.add(`/${locale}/${segment}/${(item as { slug?: string }).slug}`);
      }
    }
  }
  return pages;
}
