import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { listContent } from './api.ts';
import { showsRussian } from './fallback.ts';

/** The resources with a page per item, and the path those pages live under. */
const ITEM_PAGES = { products: 'product', news: 'news' } as const;

/**
 * The addresses (`/en/news/3`) of the item pages in other languages than Russian that show Russian
 * for want of a translation: the sitemap leaves them out, as their hreflang alternates do.
 */
export async function russianOnlyPages(): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const [resource, segment] of Object.entries(ITEM_PAGES) as [keyof typeof ITEM_PAGES, string][]) {
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      for (const item of await listContent(resource, locale)) {
        if (showsRussian(item)) pages.add(`/${locale}/${segment}/${item.id}`);
      }
    }
  }
  return pages;
}
