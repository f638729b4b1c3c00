import { isResource, TRANSLATABLE } from '@industrial/api/content';
import type { TranslateFunction as Translate } from 'react-admin';
import { declaredFields } from './declarations.ts';
import { LOCALES, type Locale, languageTag } from './languages.ts';

/** One kept version of a record, as the API lists them (GET /api/{resource}/{id}/revisions). */
export interface RevisionSummary {
  version: number;
  action: 'initial' | 'create' | 'update' | 'restore';
  changes: string[];
  author: string | null;
  createdAt: string;
}

/** A line of the comparison: one field, in one language when it is translatable. */
export interface ComparedLine {
  key: string;
  field: string;
  locale?: Locale;
  label: string;
}

const fieldLabel = (translate: Translate, resource: string, field: string) =>
  translate(`resources.${resource}.fields.${field}`);

/** "Название (KK)" for a change the history names `name.kk`. */
export function changeLabel(translate: Translate, resource: string, change: string): string {
  const [field = change, locale] = change.split('.');
  const label = fieldLabel(translate, resource, field);
  return locale ? `${label} (${languageTag(locale as Locale)})` : label;
}

/**
 * A record's fields as declared (a content resource's, the settings' or the pages'), and whether
 * each is compared per language: repeating blocks are, as each of their texts is translated.
 */
function comparedFields(resource: string): [string, boolean][] {
  const fields = Object.entries(declaredFields(resource) ?? {}).map(
    ([field, declared]): [string, boolean] => [
      field,
      TRANSLATABLE.includes(declared.kind) || declared.kind === 'rows',
    ],
  );
  // A content record's status and place in its list are kept with it; the settings have neither.
  return isResource(resource) ? [...fields, ['status', false], ['position', false]] : fields;
}

/** Every line a version of the record is compared by: each field, per language where kept so. */
export function comparedLines(translate: Translate, resource: string): ComparedLine[] {
  return comparedFields(resource).flatMap(([field, translatable]) =>
    translatable
      ? LOCALES.map((locale) => ({
          key: `${field}.${locale}`,
          field,
          locale,
          label: changeLabel(translate, resource, `${field}.${locale}`),
        }))
      : [{ key: field, field, label: fieldLabel(translate, resource, field) }],
  );
}

/** A stored value as readable text: lists one item a line, rich text without its markup. */
export function readable(translate: Translate, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === 'object' && item !== null
          ? `${(item as { name: string }).name} — ${(item as { value: string }).value}`
          : String(item),
      )
      .join('\n');
  }
  if (value === 'draft' || value === 'published') return translate(`admin.status.${value}`);
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const text = String(value);
  return /<[a-z][^>]*>/i.test(text)
    ? text
        .replace(/<\/(p|h2|h3|li|blockquote|tr)>|<br\s*\/?>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/\n{2,}/g, '\n')
        .trim()
    : text;
}

/**
 * The value of one line in a record or a version's snapshot; repeating blocks in a language, a
 * block a line of its texts («Контроль — Замеряем каждый слой»), empty where not translated.
 */
export function lineValue(record: Record<string, unknown>, line: ComparedLine): unknown {
  const value = record[line.field];
  const { locale } = line;
  if (!locale) return value;
  if (Array.isArray(value)) {
    return value.map((block: Record<string, Partial<Record<Locale, string>>>) =>
      Object.values(block)
        .map((text) => text[locale])
        .filter(Boolean)
        .join(' — '),
    );
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[locale] : undefined;
}
