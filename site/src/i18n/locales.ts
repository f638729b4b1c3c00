import { DEFAULT_LOCALE, LOCALES, type Locale } from '@industrial/api/content';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/**
 * Language tags for hreflang, the sitemap, the feeds and OpenGraph (`og:locale` wants an
 * underscore): the Russian and Kazakh pages are for readers in Kazakhstan, the English is British.
 */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { ru: 'ru-KZ', en: 'en-GB', kk: 'kk-KZ' };

/**
 * The map service's interface language for each page language (its `lang` parameter). It offers
 * no Kazakh, so Kazakh pages get Russian, which their readers also read; English keeps kilometres.
 */
const MAP_LANGUAGES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_RU', kk: 'ru_RU' };

/** The embedded map's address with its interface in the page's language where the service has it. */
export function mapInLanguage(embedUrl: string, locale: Locale): string {
  const url = new URL(embedUrl);
  url.searchParams.set('lang', MAP_LANGUAGES[locale]);
  return url.toString();
}

/** How each language names itself in the switcher. */
export const NATIVE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', kk: 'Қазақша' };
/** The switcher's short tags: the language codes of the addresses (`/kk/`), as the back office shows them too. */
export const SHORT_NAMES: Record<Locale, string> = { ru: 'RU', en: 'EN', kk: 'KK' };

/** `getStaticPaths` entries for a page that exists in every language: Russian has no prefix. */
export function localeParams() {
  return LOCALES.map((locale) => ({
    params: { locale: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}
