import type { TranslateFunction } from 'react-admin';

/** What a request says of the privacy policy its sender agreed to (the API's `policy*` fields). */
export interface PolicyAgreement {
  policyVersion: number | null;
  policyLocale: string | null;
  policyPublishedAt: string | null;
}

/**
 * «редакция 3 от 1 декабря 2026 г., язык английский», or that the form did not say which (a request
 * from before versions were kept).
 */
export function policyAgreement(record: PolicyAgreement, translate: TranslateFunction): string {
  if (record.policyVersion === null) return translate('resources.requests.policy.unknown');
  return translate('resources.requests.policy.agreed', {
    version: record.policyVersion,
    date: new Date(record.policyPublishedAt ?? 0).toLocaleDateString('ru-RU', { dateStyle: 'long' }),
    language: translate(`resources.requests.locales.${record.policyLocale}`),
  });
}
