import type { Characteristic } from '@industrial/api/content';
import type { RaRecord } from 'react-admin';
import { LOCALES } from './languages.ts';

/** Which fields of a resource the API accepts, by kind, so the form sends exactly those. */
export interface ResourceShape {
  texts: string[];
  lists?: string[];
  pairs?: string[];
  images?: string[];
  /** Plain values sent as they are (a date ...). */
  plain?: string[];
  /** Whole numbers: anything not numeric becomes 0 (spec 5). */
  counts?: string[];
}

type PerLocale<T> = Partial<Record<string, T>>;

function isBlank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

/** Russian always goes out; English and Kazakh only when written, so the site falls back to Russian. */
function keepWritten<T>(values: PerLocale<T> | undefined, empty: (value: T) => boolean, blank: T) {
  const result: PerLocale<T> = { ru: values?.ru ?? blank };
  for (const locale of LOCALES) {
    const value = values?.[locale];
    if (locale !== 'ru' && value !== undefined && !empty(value)) result[locale] = value;
  }
  return result;
}

function dropBlankItems(values: PerLocale<string[]> | undefined) {
  const cleaned: PerLocale<string[]> = {};
  for (const locale of LOCALES) {
    cleaned[locale] = (values?.[locale] ?? []).map((item) => item.trim()).filter((item) => item !== '');
  }
  return keepWritten(cleaned, (items) => items.length === 0, []);
}

function dropBlankPairs(values: PerLocale<Characteristic[]> | undefined) {
  const cleaned: PerLocale<Characteristic[]> = {};
  for (const locale of LOCALES) {
    cleaned[locale] = (values?.[locale] ?? [])
      .map((pair) => ({ name: pair.name.trim(), value: pair.value.trim() }))
      .filter((pair) => pair.name !== '' || pair.value !== '');
  }
  return keepWritten(cleaned, (pairs) => pairs.length === 0, []);
}

function wholeNumber(value: unknown): number {
  const number = Number.parseInt(String(value), 10);
  return Number.isNaN(number) ? 0 : number;
}

/**
 * Builds the `transform` of a resource's Create and Edit: the record as the API wants it. Every
 * resource's `status` and `position` (the fields `ResourceForm` adds) go out too.
 */
export function prepareForSave(shape: ResourceShape) {
  const counts = [...(shape.counts ?? []), 'position'];
  const plain = [...(shape.plain ?? []), 'status'];
  return (record: Partial<RaRecord>): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    for (const field of shape.texts) body[field] = keepWritten(record[field], isBlank, '');
    for (const field of shape.lists ?? []) body[field] = dropBlankItems(record[field]);
    for (const field of shape.pairs ?? []) body[field] = dropBlankPairs(record[field]);
    for (const field of shape.images ?? []) body[field] = record[field] ?? null;
    for (const field of counts) body[field] = wholeNumber(record[field]);
    for (const field of plain) {
      // A cleared optional value (a project's date) must reach the API as null to be removed.
      if (record[field] !== undefined) body[field] = record[field] === '' ? null : record[field];
    }
    return body;
  };
}
