import type { RaRecord, TranslateFunction } from 'react-admin';
import { downloadRows } from '../common/csv.ts';
import { type PolicyAgreement, policyAgreement } from '../requests/policyAgreement.ts';

const COLUMNS = [
  'id',
  'createdAt',
  'status',
  'vacancyTitle',
  'name',
  'phone',
  'email',
  'message',
  'cvName',
  'assigneeEmail',
  'notes',
  'policyVersion',
  'deleteAfter',
] as const;

function readable(column: (typeof COLUMNS)[number], record: RaRecord, translate: TranslateFunction): unknown {
  const value = record[column];
  if (column === 'status') return translate(`resources.applications.statuses.${value}`);
  if (column === 'createdAt' || column === 'deleteAfter')
    return new Date(String(value)).toLocaleString('ru-RU');
  if (column === 'policyVersion') return policyAgreement(record as RaRecord & PolicyAgreement, translate);
  return value;
}

/** «Отклики» as CSV, as the requests' list exports (`translate` is the list's own, see there). */
export function exportApplications(records: RaRecord[], translate: TranslateFunction): void {
  downloadRows(
    COLUMNS.map((column) => translate(`resources.applications.fields.${column}`)),
    records.map((record) => COLUMNS.map((column) => readable(column, record, translate))),
    'otkliki',
  );
}
