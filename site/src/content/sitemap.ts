import { itemPath, itemSection, RESOURCES, resources } from '@industrial/api/content';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { listContent } from './api.ts';
import { showsRussian } from './fallback.ts';

/** The resources with a page per item (`/news/[slug]`, as their declarations name it), and that page. */
const ITEM_PAGES = RESOURCES.flatMap((resource) => {
  const segment = itemSection(resources[resource].pages);
  return segment === undefined ? [] : [[resource, segment] as const];
});

/**
 * The addresses (`/en/news/second-shift`) of the item pages the sitemap leaves out: those staff
 * asked search engines not to index, and those in other languages than Russian that show Russian
 * for want of a translation, as their hreflang alternates do.
 */
async function readPagesOutOfSitemap(): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const [resource, segment] of ITEM_PAGES) {
    for (const locale of LOCALES) {
      for (const item of await listContent(resource, locale)) {
        const { slug, noIndex } = item as { slug?: string; noIndex?: boolean };
        if (noIndex || (locale !== DEFAULT_LOCALE && showsRussian(item))) {
          pages.add(
            `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/${itemPath(segment, slug ?? String(item.id))}`,
          );
        }
      }
    }
  }
  return pages;
}

/** The set the sitemap's filter reads: on `globalThis`, so that astro.config and the publish worker share it. */
const shared = globalThis as { pagesOutOfSitemap?: Set<string> };

/** Reads the content again for which item pages the sitemap leaves out (once per build or update). */
export async function refreshPagesOutOfSitemap() {
  shared.pagesOutOfSitemap = await readPagesOutOfSitemap();
}

/** The pages the sitemap leaves out, sorted (the publish worker writes the sitemap again when they change). */
export const pagesOutOfSitemap = () => [...(shared.pagesOutOfSitemap ?? [])].sort();

/** Whether the sitemap leaves out the page at `pathname` (`/en/news/second-shift`). */
export const isOutOfSitemap = (pathname: string) => shared.pagesOutOfSitemap?.has(pathname) ?? false;
