/**
 * Which translations of a record are missing or outdated, derived per field (server side).
 *
 * A translation remembers the Russian it was made from, as a short hash. When the Russian of a
 * field changes and its translation does not, the translation is outdated; a translation that is
 * saved changed (or marked as checked) takes the current Russian as its source again. Records
 * saved before this existed carry no sources: their translations are taken as made from the
 * Russian they had until that Russian changes.
 */
import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from './locale.ts';

export type TranslatedLocale = Exclude<Locale, 'ru'>;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'ru');

/** The state of one language of a record, stored with it and answered to staff. */
export interface TranslationState {
  /** Fields whose Russian is written and whose translation is not. */
  missing: string[];
  /** Fields whose Russian changed after their translation was last saved or checked. */
  outdated: string[];
  /** The Russian each translated field was made from (hash), by field. */
  sources: Record<string, string>;
}

export type Translations = Partial<Record<TranslatedLocale, TranslationState>>;

/** Status of one language: what the admin's marks and the "needs translation" filter read. */
export type TranslationStatus = 'complete' | 'missing' | 'outdated';

type PerLocale = Partial<Record<Locale, unknown>>;

const isWritten = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) ? value.length === 0 : value === '');

const fingerprint = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/**
 * The translation states after a write. `before` is the stored record (undefined on create),
 * `after` the record as it will be stored, `fields` its translatable fields, and `checked` the
 * fields staff marked as checked per language without changing them.
 */
export function trackTranslations(
  fields: readonly string[],
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  checked: Partial<Record<TranslatedLocale, readonly string[]>> = {},
): Translations {
  const previous = (before?.translations ?? {}) as Translations;
  const result: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const state: TranslationState = { missing: [], outdated: [], sources: {} };
    for (const field of fields) {
      const now = (after[field] ?? {}) as PerLocale;
      const was = before?.[field] as PerLocale | undefined;
      if (!isWritten(now.ru)) continue;
      if (!isWritten(now[locale])) {
        state.missing.push(field);
        continue;
      }
      const changed = !was || JSON.stringify(was[locale]) !== JSON.stringify(now[locale]);
      const source =
        changed || checked[locale]?.includes(field)
          ? fingerprint(now.ru)
          : (previous[locale]?.sources[field] ?? fingerprint(was?.ru));
      state.sources[field] = source;
      if (source !== fingerprint(now.ru)) state.outdated.push(field);
    }
    result[locale] = state;
  }
  return result;
}

/** The fields of a record that a reader of `locale` sees in Russian, because no translation is written. */
export function untranslatedFields(
  fields: readonly string[],
  record: Record<string, unknown>,
  locale: Locale,
): string[] {
  if (locale === 'ru') return [];
  return fields.filter((field) => {
    const value = (record[field] ?? {}) as PerLocale;
    return isWritten(value.ru) && !isWritten(value[locale]);
  });
}

/**
 * The Russian each outdated translation was made from, found in the record's kept versions (their
 * texts spread as the state names them: `quality.0.title`), newest first: the version whose
 * Russian has the translation's source hash. A translator then sees what changed in the Russian
 * since, not only that it did. A source older than every kept version is not found.
 */
export function translatedFrom(
  translations: Translations,
  versions: readonly Record<string, unknown>[],
): Partial<Record<TranslatedLocale, Record<string, unknown>>> {
  const found: Partial<Record<TranslatedLocale, Record<string, unknown>>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const state = translations[locale];
    for (const field of state?.outdated ?? []) {
      const source = state?.sources[field];
      const russian = versions
        .map((version) => (version[field] as PerLocale | undefined)?.ru)
        .find((text) => isWritten(text) && fingerprint(text) === source);
      if (russian !== undefined) found[locale] = { ...found[locale], [field]: russian };
    }
  }
  return found;
}
