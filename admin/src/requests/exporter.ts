import { downloadCSV, type RaRecord, type TranslateFunction } from 'react-admin';

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

/** A formula's first character, at the start of a cell or after what some spreadsheet splits cells on. */
const FORMULA = /(^|[,;\t\r\n])([\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula; what a visitor typed must stay text,
 * so such a start gets an apostrophe (OWASP's advice for CSV injection). Every cell is quoted, and
 * the same start after a comma, a semicolon or a line break is neutralised too: a spreadsheet that
 * splits on commas would otherwise make `Ivan,=cmd|…` a formula cell of its own.
 */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${text.replace(FORMULA, "$1'$2").replace(/"/g, '""')}"`;
}

function readable(column: (typeof COLUMNS)[number], record: RaRecord, translate: TranslateFunction): unknown {
  const value = record[column];
  if (column === 'status') return translate(`resources.requests.statuses.${value}`);
  if (column === 'notification') return translate(`resources.requests.notifications.${value}`);
  if (column === 'createdAt') return new Date(String(value)).toLocaleString('ru-RU');
  return value;
}

/**
 * The list as CSV: semicolons and a byte-order mark, which is what Excel needs to open Cyrillic in Russia.
 * `translate` is the list's own, not the messages module: imported here, it would split the messages
 * out of the sign-in screen's bundle into a chunk of their own, a larger download.
 */
export function exportRequests(records: RaRecord[], translate: TranslateFunction): void {
  const header = COLUMNS.map((column) => cell(translate(`resources.requests.fields.${column}`)));
  const rows = records.map((record) =>
    COLUMNS.map((column) => cell(readable(column, record, translate))).join(';'),
  );
  downloadCSV(`\uFEFF${[header.join(';'), ...rows].join('\r\n')}`, 'zayavki');
}
