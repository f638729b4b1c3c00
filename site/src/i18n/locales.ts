import { DEFAULT_LOCALE, LOCALES, type Locale } from '@industrial/api/content';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Language tags for hreflang, the sitemap and OpenGraph (`og:locale` wants an underscore). */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US', kk: 'kk-KZ' };

/** How each language names itself in the switcher. */
export const NATIVE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', kk: 'Қазақша' };
export const SHORT_NAMES: Record<Locale, string> = { ru: 'RU', en: 'EN', kk: 'KZ' };

/** `getStaticPaths` entries for a page that exists in every language: Russian has no prefix. */
export function localeParams() {
  return LOCALES.map((locale) => ({
    params: { locale: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}
