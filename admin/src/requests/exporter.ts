import { downloadCSV, type RaRecord } from 'react-admin';
import { i18nProvider } from '../i18n/index.ts';

const COLUMNS = [
  'id',
  'createdAt',
  'status',
  'name',
  'company',
  'phone',
  'email',
  'message',
  'attachmentName',
  'notification',
] as const;

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula; what a visitor typed must stay text,
 * so such cells get a leading apostrophe (OWASP's advice for CSV injection).
 */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function readable(column: (typeof COLUMNS)[number], record: RaRecord): unknown {
  const value = record[column];
  if (column === 'status') return i18nProvider.translate(`resources.requests.statuses.${value}`);
  if (column === 'notification') return i18nProvider.translate(`resources.requests.notifications.${value}`);
  if (column === 'createdAt') return new Date(String(value)).toLocaleString('ru-RU');
  return value;
}

/** The list as CSV: semicolons and a byte-order mark, which is what Excel needs to open Cyrillic in Russia. */
export function exportRequests(records: RaRecord[]): void {
  const header = COLUMNS.map((column) => cell(i18nProvider.translate(`resources.requests.fields.${column}`)));
  const rows = records.map((record) => COLUMNS.map((column) => cell(readable(column, record))).join(';'));
  downloadCSV(`\uFEFF${[header.join(';'), ...rows].join('\r\n')}`, 'zayavki');
}
