/** The site's languages, Russian first: it is the default and the fallback. */
export const LOCALES = ['ru', 'en', 'kk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** A value kept per language: Russian is required, English and Kazakh are optional. */
export type Localized<T> = { ru: T } & Partial<Record<Exclude<Locale, 'ru'>, T>>;

export type LocalizedText = Localized<string>;
export type LocalizedList = Localized<string[]>;

/** One specification card of a product: "Толщина" / "0,5–20 мм". */
export interface Characteristic {
  name: string;
  value: string;
}
export type LocalizedCharacteristics = Localized<Characteristic[]>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads one language of a localized value, falling back to Russian when it is missing or blank. */
export function flattenLocale<T>(value: Localized<T>, locale: Locale): T {
  const chosen = value[locale];
  const blank =
    chosen === undefined ||
    chosen === null ||
    (typeof chosen === 'string' && chosen.trim() === '') ||
    (Array.isArray(chosen) && chosen.length === 0);
  return blank ? value.ru : (chosen as T);
}
