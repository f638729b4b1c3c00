import { type Public, resources } from '@industrial/api/content';
import type { Translate } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { listContent } from './api.ts';

export type SiteDocument = Public<'documents'>;
type Kind = SiteDocument['kind'];
type FileLanguage = SiteDocument['language'];
/** The resources a document may be attached to, each a field of the document's. */
export type Attachable = 'products' | 'services' | 'projects' | 'certificates';

/** A document's kind in the page's language, as the declaration names it (the admin reads the same names). */
export const kindName = (kind: Kind, locale: Locale): string =>
  resources.documents.fields.kind.names[kind][locale];

/** The language a document's file is written in, in the page's language («Все языки», "English"). */
export const fileLanguageName = (language: FileLanguage, locale: Locale): string =>
  resources.documents.fields.language.names[language][locale];

/** The document's one address: its current file, whatever version, as a download (the API's file route). */
export const documentUrl = (document: Pick<SiteDocument, 'id'>): string =>
  `/api/documents/${document.id}/file`;

const FORMATS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
};

const SIZE_FORMATS: Record<Locale, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
  kk: new Intl.NumberFormat('kk-KZ', { maximumFractionDigits: 1 }),
};

/** A file's format and size as the page's language writes them: «PDF, 1,2 МБ», "PDF, 85 KB". */
export function fileFacts(file: SiteDocument['file'], locale: Locale, t: Translate): string {
  const format = FORMATS[file.type] ?? file.name.split('.').pop()?.toUpperCase() ?? '';
  const kilobytes = file.size / 1024;
  const size =
    kilobytes < 1000
      ? t('documents.kilobytes', { size: SIZE_FORMATS[locale].format(Math.max(1, Math.round(kilobytes))) })
      : t('documents.megabytes', { size: SIZE_FORMATS[locale].format(kilobytes / 1024) });
  return `${format}, ${size}`;
}

/** The published documents attached to an item (a workshop's), in the documents' own order. */
export async function documentsOf(resource: Attachable, id: number, locale: Locale): Promise<SiteDocument[]> {
  return (await listContent('documents', locale)).filter(
    (document) => document.file && document[resource].includes(id),
  );
}
