import type { Locale } from '../i18n/locales.ts';
import { NBSP } from '../i18n/typography.ts';

const options = { timeZone: 'UTC' } as const;
const longDate = { ...options, day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * Russian pages keep the spec's ru-RU numeric form (15.03.2025); English and Kazakh readers get
 * their own long form, which no reader can take for a month-first date.
 */
const formats: Record<Locale, (date: Date) => string> = {
  ru: (date) => new Intl.DateTimeFormat('ru-RU', options).format(date),
  // "2 March 2026": the day-first long form of the site's British English.
  en: (date) => {
    const { day, month, year } = dateParts('en-GB', date);
    return `${day}${NBSP}${month} ${year}`;
  },
  // "2026 жылғы 2 наурыз": the written form; ICU's own shortens the year word to "ж.".
  kk: (date) => {
    const { day, month, year } = dateParts('kk-KZ', date);
    return `${year}${NBSP}жылғы ${day}${NBSP}${month}`;
  },
};

function dateParts(tag: string, date: Date): Record<'day' | 'month' | 'year', string> {
  const parts = new Intl.DateTimeFormat(tag, longDate).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** A `YYYY-MM-DD` date as readers of the page's language write it. */
export function formatDate(isoDate: string, locale: Locale): string {
  return formats[locale](new Date(isoDate));
}
