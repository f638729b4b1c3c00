import { downloadCSV } from 'react-admin';

/** A formula's first character, at the start of a cell or after what some spreadsheet splits cells on. */
const FORMULA = /(^|[,;\t\r\n])([\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula; what a visitor or a colleague typed
 * must stay text, so such a start gets an apostrophe (OWASP's advice for CSV injection). Every cell
 * is quoted, and the same start after a comma, a semicolon or a line break is neutralised too: a
 * spreadsheet that splits on commas would otherwise make `Ivan,=cmd|…` a formula cell of its own.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${text.replace(FORMULA, "$1'$2").replace(/"/g, '""')}"`;
}

/**
 * Saves rows as CSV: semicolons and a byte-order mark, which is what Excel needs to open Cyrillic
 * in Russia.
 */
export function downloadRows(header: unknown[], rows: unknown[][], fileName: string): void {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  downloadCSV(`\uFEFF${lines.join('\r\n')}`, fileName);
}
