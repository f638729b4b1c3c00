import { type Resource, resources } from '@industrial/api/content';
import type { RaRecord } from 'react-admin';

function wholeNumber(value: unknown): number {
  const number = Number.parseInt(String(value), 10);
  return Number.isNaN(number) ? 0 : number;
}

/**
 * The `transform` of a resource's Create and Edit: the record as the API wants it, read off the
 * resource's declaration. Only declared fields, `status` and its schedule go out: the order is set in the list,
 * by hand (a new item goes at its end, see `dataProvider`). Blank translations, rows and pairs go
 * out as typed, and the API drops them (one place decides what is blank). An edit also sends the
 * `version` the form was loaded with, so that the API refuses to overwrite a newer one.
 */
export function prepareForSave(resource: Resource) {
  const { fields } = resources[resource];
  return (record: Partial<RaRecord>): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    if (record.status !== undefined) body.status = record.status;
    // The times the form hides go out cleared, as the API would clear them: a published record has
    // no time to go public, a draft without one no time to be withdrawn.
    const draft = record.status === 'draft';
    body.publishAt = draft ? (record.publishAt ?? null) : null;
    body.unpublishAt = draft && !body.publishAt ? null : (record.unpublishAt ?? null);
    if (record.checkedTranslations) body.checkedTranslations = record.checkedTranslations;
    if (typeof record.version === 'number') body.version = record.version;
    for (const [name, declared] of Object.entries(fields)) {
      const value = record[name];
      if (declared.kind === 'count') body[name] = wholeNumber(value);
      else if (declared.kind === 'image') body[name] = value ?? null;
      // A cleared link goes out as null, so that the API removes it.
      else if (declared.kind === 'link')
        body[name] = typeof value === 'string' && value.trim() ? value : null;
      // A cleared optional value (a project's date) must reach the API as null to be removed.
      else if (declared.kind === 'date') body[name] = value === '' ? null : value;
      else if (declared.kind === 'flag') body[name] = value === true;
      else if (value !== undefined && value !== null) body[name] = value;
    }
    return body;
  };
}
