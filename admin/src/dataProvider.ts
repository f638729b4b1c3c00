import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import { apiFetch } from './apiClient.ts';
import { i18nProvider } from './i18n/index.ts';

/** An image picked in a form and not yet uploaded; the form shows `preview` until the save. */
export interface ChosenImage {
  rawFile: File;
  preview: string;
}

export function isChosenImage(value: unknown): value is ChosenImage {
  return typeof value === 'object' && value !== null && (value as ChosenImage).rawFile instanceof File;
}

/** Image fields of each resource, with the spec's message when their upload fails (spec 8). */
const IMAGE_FIELDS: Record<string, Record<string, string>> = {
  products: { image: 'admin.upload.failed_with_reason' },
  news: { img: 'admin.upload.failed_with_reason' },
  services: { icon: 'admin.upload.icon_failed', img: 'admin.upload.image_failed' },
  projects: { img: 'admin.upload.image_failed' },
};

/** Uploads a file and returns the stored address (`/uploads/<name>`). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { json } = await apiFetch<{ url: string }>('/upload', { method: 'POST', body: form });
  return json.url;
}

/** Replaces every freshly chosen image by its uploaded address; any failed upload aborts the save. */
async function uploadChosenImages<T extends Partial<RaRecord>>(resource: string, data: T): Promise<T> {
  const result: Record<string, unknown> = { ...data };
  for (const [field, failureMessage] of Object.entries(IMAGE_FIELDS[resource] ?? {})) {
    const value = result[field];
    if (!isChosenImage(value)) continue;
    try {
      result[field] = await uploadImage(value.rawFile);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(i18nProvider.translate(failureMessage, { reason }));
    }
  }
  return result as T;
}

const simpleRest = simpleRestProvider('', (url, options) => apiFetch(url, options));

/** ra-data-simple-rest over the API, plus the image uploads that come before a create or update. */
export const dataProvider: DataProvider = {
  ...simpleRest,
  async create(resource, params) {
    return simpleRest.create(resource, { ...params, data: await uploadChosenImages(resource, params.data) });
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
      const reason =
        status === 404 ? i18nProvider.translate('admin.delete.not_found') : (error as Error).message;
      const message = reason
        ? i18nProvider.translate('admin.delete.failed', { error: reason })
        : i18nProvider.translate(`resources.${resource}.delete_failed`);
      throw new HttpError(message, status, (error as HttpError).body);
    }
  },
};
