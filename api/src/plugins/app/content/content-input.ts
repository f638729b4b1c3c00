import { imagePaths, type StoredFileValue, valueAt } from '../../../content/fields.ts';
import type { Localized } from '../../../content/locale.ts';
import { isAllowedRemoteImage, isRemoteImage } from '../../../content/remote-images.ts';
import { behaviourOf } from '../../../content/server-kinds.ts';
import { badRequest } from '../../../errors.ts';
import { documentContentType } from '../../../storage/storage.ts';
import type { ContentResource } from './resources.ts';

export type ContentValues = Record<string, unknown>;

/** What an image address is checked against on every write. */
export interface ImageRules {
  /** Hosts whose https images may stand instead of an upload (REMOTE_IMAGE_HOSTS). */
  remoteHosts: readonly string[];
  /** Whether an upload (`/uploads/<name>`) is stored. */
  isStored: (name: string) => Promise<boolean>;
  /** The size of a stored upload, in bytes; undefined when there is none by that name. */
  storedSize: (name: string) => Promise<number | undefined>;
}

/** What a write of a resource may store: its values cleaned, its images usable and described. */
export function contentInput(
  resource: Pick<ContentResource, 'fields' | 'altTexts' | 'files'>,
  imageRules: ImageRules,
) {
  return {
    /**
     * Cleans what a client sent before it is stored, each field as its kind says: sanitized HTML,
     * no blank items or translations, empty addresses cleared.
     */
    normalize(values: ContentValues): ContentValues {
      const clean = { ...values };
      for (const [name, declared] of Object.entries(resource.fields)) {
        if (clean[name] !== undefined) clean[name] = behaviourOf(declared).clean(clean[name], name, declared);
      }
      return clean;
    },

    /**
     * An image is an upload this API stores (`/uploads/<name>` or `/api/uploads/<name>`), or an
     * address the site build may fetch (https, from the allowed hosts, never an internal address).
     * Checked on every write that sets it; a path the write leaves as it was passes (the build and
     * the preview leave out an image that has gone since), unless the write publishes the item.
     */
    async ensureImagesUsable(values: ContentValues, before?: ContentValues): Promise<void> {
      for (const name of imagePaths(resource.fields, values)) {
        const [value, stored] = [valueAt(values, name), before && valueAt(before, name)];
        if (typeof value !== 'string' || value === '') continue;
        if (isRemoteImage(value)) {
          if (isAllowedRemoteImage(value, imageRules.remoteHosts)) continue;
          throw badRequest(
            `${name}: images are fetched only over https from the hosts in REMOTE_IMAGE_HOSTS: upload it instead`,
            'image.remote_forbidden',
            { field: name },
          );
        }
        if (stored === value && values.status !== 'published') continue;
        const upload = /^\/(?:api\/)?uploads\/([^/\\]+)$/.exec(value)?.[1];
        if (!upload || !(await imageRules.isStored(upload))) {
          throw badRequest(`${name}: ${value} is not a stored upload: upload it again`, 'image_missing', {
            field: name,
          });
        }
      }
    },

    /**
     * A document's file is an upload this API stores with a document's extension (PDF, Word,
     * Excel); its type and size are read off the stored file, never taken from the client. Cleaned
     * values only: a restored version gets its file's as they are.
     */
    async fillFiles(clean: ContentValues): Promise<void> {
      for (const name of resource.files) {
        const value = clean[name] as StoredFileValue | undefined;
        if (!value) continue;
        const upload = /^\/uploads\/([^/\\]+)$/.exec(value.url)?.[1];
        const type = upload && documentContentType(upload);
        const size = type ? await imageRules.storedSize(upload) : undefined;
        if (!type || size === undefined) {
          throw badRequest(
            `${name}: ${value.url} is not a stored document: upload it again`,
            'document.file_missing',
            { field: name },
          );
        }
        clean[name] = { ...value, type, size };
      }
    },

    /**
     * An image needs its Russian alt text. Checked when a write sets the image or its text, so that
     * items saved before alt texts existed can still be reordered or unpublished.
     */
    ensureAltTexts(written: ContentValues, row: ContentValues): void {
      for (const { field, image } of resource.altTexts) {
        if (!(field in written) && !(image in written)) continue;
        const described = typeof row[image] === 'string' && row[image] !== '';
        if (described && (row[field] as Partial<Localized<string>> | undefined)?.ru === undefined) {
          throw badRequest(`${field}.ru must describe the image in ${image}`, 'alt.required', {
            field: `${field}.ru`,
          });
        }
      }
    },
  };
}

export type ContentInput = ReturnType<typeof contentInput>;
