import { imagePaths, isResource, resources, valueAt } from '@industrial/api/content';
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type Identifier, type RaRecord } from 'react-admin';
import { apiFetch } from './apiClient.ts';
import { type ApiFailure, asClause } from './apiErrors.ts';
import { i18nProvider } from './i18n/index.ts';

/** An image picked in a form and not yet uploaded; the form shows `preview` until the save. */
export interface ChosenImage {
  rawFile: File;
  preview: string;
  /** Sent to the server as soon as it was chosen, and not answered yet. */
  uploading?: boolean;
}

export function isChosenImage(value: unknown): value is ChosenImage {
  return typeof value === 'object' && value !== null && (value as ChosenImage).rawFile instanceof File;
}

/**
 * Where a resource's records keep image addresses (`img`, `shareImage.en`, and in `record` each
 * gallery photo's, `gallery.2.img`), as its declaration says.
 */
export function imageFields(resource: string, record: Record<string, unknown> = {}): string[] {
  return isResource(resource) ? imagePaths(resources[resource].fields, record) : [];
}

/** Uploads a file and returns the stored address (`/uploads/<name>`). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { json } = await apiFetch<{ url: string }>('/upload', { method: 'POST', body: form });
  return json.url;
}

/**
 * Why an image was not uploaded, in Russian. A file the server refused (a 4xx) is named with what
 * is wrong with it: its type, its size, its dimensions. A server fault or a lost connection reads
 * as the spec's upload failure for the field, which sends staff to the server's settings.
 */
export function uploadFailure(resource: string, field: string, file: File, error: unknown): string {
  const status = error instanceof HttpError ? error.status : 0;
  const reason = error instanceof Error && error.message ? asClause(error.message) : String(error);
  if (status < 400 || status >= 500) {
    return i18nProvider.translate(`resources.${resource}.upload_failed.${field}`, { reason });
  }
  const failure = (error as HttpError).body as ApiFailure | null;
  if (failure?.code === 'file_too_large' && typeof failure.params?.limit === 'number') {
    return i18nProvider.translate('admin.image.too_heavy', {
      name: file.name,
      size: megabytes(file.size),
      limit: megabytes(failure.params.limit),
    });
  }
  return i18nProvider.translate('admin.image.refused', { name: file.name, reason });
}

/** A size in megabytes as Russian writes it: «10», «10,5». */
function megabytes(bytes: number): string {
  return (Math.round((bytes / 1024 / 1024) * 10) / 10).toLocaleString('ru-RU');
}

/** A copy of `values` with `value` at the dotted path's `keys`, copying what lies on the way. */
function withValueAt(values: unknown, [key, ...rest]: string[], value: unknown): unknown {
  if (key === undefined) return value;
  const copy = Array.isArray(values) ? [...values] : { ...(values as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key] = withValueAt((copy as Record<string, unknown>)[key], rest, value);
  return copy;
}

/** Replaces every freshly chosen image by its uploaded address; any failed upload aborts the save. */
async function uploadChosenImages<T extends Partial<RaRecord>>(resource: string, data: T): Promise<T> {
  let result: Record<string, unknown> = { ...data };
  for (const path of imageFields(resource, result)) {
    const value = valueAt(result, path);
    if (!isChosenImage(value)) continue;
    // `shareImage.en` (one language's picture) and `gallery.2.img` fail as their field does.
    const field = path.split('.')[0] ?? path;
    let address: string;
    try {
      address = await uploadImage(value.rawFile);
    } catch (error) {
      throw new Error(uploadFailure(resource, field, value.rawFile, error));
    }
    result = withValueAt(result, path.split('.'), address) as Record<string, unknown>;
  }
  return result as T;
}

const simpleRest = simpleRestProvider('', (url, options) => apiFetch(url, options));

/** A new item of a list ordered by hand goes at its end: the form has no place to type. */
async function placedLast<T extends Partial<RaRecord>>(resource: string, data: T): Promise<T> {
  if (!isResource(resource) || resources[resource].order !== 'position' || data.position !== undefined) {
    return data;
  }
  const { data: last } = await simpleRest.getList(resource, {
    sort: { field: 'position', order: 'DESC' },
    pagination: { page: 1, perPage: 1 },
    filter: {},
  });
  return { ...data, position: ((last[0]?.position as number | undefined) ?? 0) + 1 };
}

/** What `reorder` sends: ids in their new order, and the version of each as the list showed it. */
export interface ReorderParams {
  ids: Identifier[];
  versions?: Record<string, number>;
}

/**
 * ra-data-simple-rest over the API, plus the image uploads that come before a create or update, and
 * `reorder`, the manual order of a list set by hand in one request.
 */
export const dataProvider: DataProvider = {
  ...simpleRest,
  async create(resource, params) {
    const data = await uploadChosenImages(resource, params.data);
    return simpleRest.create(resource, { ...params, data: await placedLast(resource, data) });
  },
  /** The listed items, in their new order, as the API answers them (with their new versions). */
  async reorder(resource: string, params: ReorderParams): Promise<{ data: RaRecord[] }> {
    const { json } = await apiFetch<RaRecord[]>(`/${resource}/order`, {
      method: 'PUT',
      body: JSON.stringify(params),
    });
    return { data: json };
  },
  async update(resource, params) {
    const data = await uploadChosenImages(resource, params.data);
    const result = await simpleRest.update(resource, { ...params, data });
    return { data: result.data ?? { ...params.previousData, ...data, id: params.id } };
  },
  // A failed delete reads as the spec's alert; the status stays, so a 401 still ends the session.
  async delete(resource, params) {
    try {
      return await simpleRest.delete(resource, params);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      const reason = error instanceof Error && error.message ? asClause(error.message) : '';
      const message = reason
        ? i18nProvider.translate('admin.delete.failed', { error: reason })
        : i18nProvider.translate(`resources.${resource}.delete_failed`);
      throw new HttpError(message, status, (error as HttpError).body);
    }
  },
};
