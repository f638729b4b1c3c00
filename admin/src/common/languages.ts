import { LOCALES, type Locale } from '@industrial/api/content';

export { LOCALES, type Locale };

/** Short tag shown next to a field label: "Название (EN)". */
export function languageTag(locale: Locale): string {
  return locale.toUpperCase();
}
