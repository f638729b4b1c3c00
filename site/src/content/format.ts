/** Dates render in the ru-RU numeric form (15.03.2025) on every language, as the spec fixes. */
const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC' });

export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}
