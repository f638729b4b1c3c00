import { getRelativeLocaleUrl } from 'astro:i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** A page's path without its language prefix: '' for home, 'production', 'news/3'... */
export type PagePath = string;

/** The site-relative link to a page in one language (`/production`, `/en/production`). */
export function pageUrl(locale: Locale, path: PagePath = ''): string {
  const url = getRelativeLocaleUrl(locale, path);
  // Astro keeps a slash after a bare locale (`/en/`); the sitemap and the static server use `/en`.
  return url.length > 1 ? url.replace(/\/$/, '') : url;
}

/**
 * A page's path, the same in every language, or per language: an item's page, whose address is
 * its readable name in that language (`news/vtoraya-smena`, `news/second-shift`).
 */
export type PagePaths = PagePath | Readonly<Record<Locale, PagePath>>;

/** The page's path in one language. */
export const pathIn = (paths: PagePaths, locale: Locale): PagePath =>
  typeof paths === 'string' ? paths : paths[locale];

/**
 * The address search engines are sent to for a page in `locale` (its canonical link), absolute: the
 * page's own, or the Russian page's while it shows Russian for want of a translation (`languages`,
 * the languages it reads fully in).
 */
export function canonicalUrl(
  paths: PagePaths,
  locale: Locale,
  languages: readonly Locale[],
  site: URL | undefined,
): string {
  const readIn = languages.includes(locale) ? locale : DEFAULT_LOCALE;
  return new URL(pageUrl(readIn, pathIn(paths, readIn)), site).toString();
}

/** The same page in every language, for the switcher and the hreflang alternates. */
export function pageAlternates(paths: PagePaths): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, pageUrl(locale, pathIn(paths, locale))]),
  ) as Record<Locale, string>;
}
