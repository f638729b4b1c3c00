import { type Public, type Range, resources } from '@industrial/api/content';
import type { Translate } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';

type Employment = Public<'vacancies'>['employment'];

/** A vacancy's employment type in the page's language, as the declaration names it (the admin reads the same names). */
export const employmentName = (employment: Employment, locale: Locale): string =>
  resources.vacancies.fields.employment.names[employment][locale];

const SUM_FORMATS: Record<Locale, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
  kk: new Intl.NumberFormat('kk-KZ', { maximumFractionDigits: 0 }),
};

/** A salary as the page's language writes it («400 000–550 000 ₸ в месяц», "from 300,000 ₸ a month"); none when not given. */
export function salaryText(salary: Range, locale: Locale, t: Translate): string | undefined {
  const sum = (value: number) => SUM_FORMATS[locale].format(value);
  const { from, to } = salary;
  if (from !== null && to !== null) {
    return from === to
      ? t('careers.salaryExact', { sum: sum(from) })
      : t('careers.salaryRange', { from: sum(from), to: sum(to) });
  }
  if (from !== null) return t('careers.salaryFrom', { from: sum(from) });
  if (to !== null) return t('careers.salaryTo', { to: sum(to) });
  return undefined;
}

/** The day a vacancy closes (`YYYY-MM-DD`, UTC), from its withdrawal time; none when it has no closing date. */
export const closingDay = (vacancy: { unpublishAt?: string | null | undefined }): string | undefined =>
  vacancy.unpublishAt ? vacancy.unpublishAt.slice(0, 10) : undefined;
