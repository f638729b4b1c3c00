import { resources } from '@industrial/api/content';
import type { RaRecord, TranslateFunction } from 'react-admin';
import { downloadRows } from '../common/csv.ts';
import { type PolicyAgreement, policyAgreement } from './policyAgreement.ts';
import { type RequestOriginFields, sourceName } from './RequestOrigin.tsx';

const COLUMNS = [
  'id',
  'createdAt',
  'status',
  'name',
  'company',
  'phone',
  'email',
  'message',
  'itemTitle',
  'item',
  'pagePath',
  'source',
  'utmMedium',
  'utmCampaign',
  'landingPath',
  'attachmentName',
  'notification',
  'policyVersion',
] as const;

function readable(column: (typeof COLUMNS)[number], record: RaRecord, translate: TranslateFunction): unknown {
  const value = record[column];
  if (column === 'status') return translate(`resources.requests.statuses.${value}`);
  if (column === 'notification') return translate(`resources.requests.notifications.${value}`);
  if (column === 'createdAt') return new Date(String(value)).toLocaleString('ru-RU');
  const origin = record as RaRecord & RequestOriginFields;
  if (column === 'item')
    return origin.itemResource ? `${resources[origin.itemResource].nouns.one} №${origin.itemId}` : '';
  if (column === 'source') return sourceName(origin, translate);
  if (column === 'policyVersion') return policyAgreement(record as RaRecord & PolicyAgreement, translate);
  return value;
}

/**
 * The list as CSV (see `downloadRows`). `translate` is the list's own, not the messages module:
 * imported here, it would split the messages out of the sign-in screen's bundle into a chunk of
 * their own, a larger download.
 */
export function exportRequests(records: RaRecord[], translate: TranslateFunction): void {
  downloadRows(
    COLUMNS.map((column) => translate(`resources.requests.fields.${column}`)),
    records.map((record) => COLUMNS.map((column) => readable(column, record, translate))),
    'zayavki',
  );
}
