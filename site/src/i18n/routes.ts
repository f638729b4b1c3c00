import { getRelativeLocaleUrl } from 'astro:i18n';
import { LOCALES, type Locale } from './locales.ts';

/** A page's path without its language prefix: '' for home, 'production', 'news/3'... */
export type PagePath = string;

/** The site-relative link to a page in one language (`/production`, `/en/production`). */
export function pageUrl(locale: Locale, path: PagePath = ''): string {
  const url = getRelativeLocaleUrl(locale, path);
  // Astro keeps a slash after a bare locale (`/en/`); the sitemap and the static server use `/en`.
  return url.length > 1 ? url.replace(/\/$/, '') : url;
}

/** The same page in every language, for the switcher and the hreflang alternates. */
export function pageAlternates(path: PagePath): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, pageUrl(locale, path)])) as Record<
    Locale,
    string
  >;
}
