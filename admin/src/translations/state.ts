import type { TranslationStatus, Translations } from '@industrial/api/content';
import type { RaRecord } from 'react-admin';
import type { Locale } from '../common/languages.ts';

export type TranslatedLocale = Exclude<Locale, 'ru'>;
export const TRANSLATED: readonly TranslatedLocale[] = ['en', 'kk'];

/** A language's status as the API keeps it on a record (`translations`); complete when untracked. */
export function statusIn(record: RaRecord | undefined, locale: TranslatedLocale): TranslationStatus {
  const state = (record?.translations as Translations | undefined)?.[locale];
  if (!state) return 'complete';
  if (state.missing.length > 0) return 'missing';
  return state.outdated.length > 0 ? 'outdated' : 'complete';
}

/** How many fields of a record are missing, or outdated, in a language. */
export function untranslatedFields(
  record: RaRecord | undefined,
  locale: TranslatedLocale,
  status: Exclude<TranslationStatus, 'complete'>,
): number {
  return (record?.translations as Translations | undefined)?.[locale]?.[status].length ?? 0;
}

/** One field's status in a language, from the record as it was loaded into the form. */
export function fieldStatus(
  record: RaRecord | undefined,
  locale: TranslatedLocale,
  field: string,
): TranslationStatus {
  const state = (record?.translations as Translations | undefined)?.[locale];
  if (state?.missing.includes(field)) return 'missing';
  return state?.outdated.includes(field) ? 'outdated' : 'complete';
}

/** Text colours of each state, dark enough for small text on white (WCAG AA). */
export const STATUS_COLOR: Record<TranslationStatus, string> = {
  complete: '#1b5e20',
  missing: '#b71c1c',
  outdated: '#7a3e00',
};
