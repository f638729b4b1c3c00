import { SEARCH_FIELDS } from '@industrial/api/content';
import { LOCALES, type Locale } from '../i18n/locales.ts';

/** An item as the API gives it in one language: `untranslated` names the fields still in Russian. */
interface Translated {
  untranslated?: readonly string[] | undefined;
}

/**
 * `"ru"` for a field that a reader of another language sees in Russian because it is not
 * translated yet, so that browsers, screen readers and search engines read it as Russian.
 */
export function fallbackLang(item: Translated, field: string): 'ru' | undefined {
  return item.untranslated?.includes(field) ? 'ru' : undefined;
}

/** An image's alt text as a page shows it: `lang` is `"ru"` while it stands in for a translation. */
export interface AltText {
  alt: string;
  lang?: 'ru' | undefined;
}

/** The alt text `field` of an item, empty where staff have not written one. */
export function altText<I extends Translated>(item: I, field: keyof I & `${string}Alt`): AltText {
  const text = item[field];
  return { alt: typeof text === 'string' ? text : '', lang: fallbackLang(item, field) };
}

/**
 * Whether any of the item's page reaches this reader in Russian. Its search-engine fields are not
 * read on the page: one not translated yet gives way to the page's own text instead.
 */
export function showsRussian(item: Translated): boolean {
  return (item.untranslated ?? []).some((field) => !SEARCH_FIELDS.includes(field as SearchField));
}

type SearchField = (typeof SEARCH_FIELDS)[number];

/** The languages an item reads fully in, from its versions in each (Russian always). */
export function completeLanguages(versions: Partial<Record<Locale, Translated>>): Locale[] {
  return LOCALES.filter(
    (locale) => locale === 'ru' || (versions[locale] !== undefined && !showsRussian(versions[locale])),
  );
}
