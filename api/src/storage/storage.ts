import type { Readable } from 'node:stream';

/** A stored file as it is read back for serving. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live. The local-disk driver keeps them in a folder under DATA_DIR; the
 * S3-compatible driver implements the same calls so that several API instances share them.
 */
export interface Storage {
  /** Stores the bytes under `name` atomically: readers see the whole file or nothing. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The stored file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; removing one that is not there is no error. */
  remove(name: string): Promise<void>;
}

/** Extensions of the public image uploads. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif'] as const;

/** Names a storage accepts: no folders, no dot files, one of its extensions. */
export function storedNamePattern(extensions: readonly string[]): RegExp {
  return new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*\\.(${extensions.join('|')})$`);
}

/** Names the public upload storage accepts: an image extension. */
const STORED_NAME = storedNamePattern(IMAGE_EXTENSIONS);

export function isStoredName(name: string, pattern: RegExp = STORED_NAME): boolean {
  return pattern.test(name) && name.length <= 200;
}

/** What a storage holds: the content type of each extension it accepts (images by default). */
export interface StorageOptions {
  contentTypes?: Record<string, string>;
  /** Files only the service may read (a customer's attachments): 0600 on disk, in a 0700 folder. */
  private?: boolean;
}

/** The check of the names a storage may hold: those with one of its content types' extensions. */
export function storedNameCheck(contentTypes: Record<string, string>): (name: string) => boolean {
  const pattern = storedNamePattern(Object.keys(contentTypes));
  return (name) => isStoredName(name, pattern);
}

/** Content types of the public image uploads, by extension. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Content types of the documents staff upload (PDF, Word, Excel), by extension: always served as downloads. */
export const DOCUMENT_CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What the public upload storage holds: images and documents. */
export const UPLOAD_CONTENT_TYPES: Record<string, string> = {
  ...IMAGE_CONTENT_TYPES,
  ...DOCUMENT_CONTENT_TYPES,
};

/** The type of a stored document by its name's extension; undefined for anything but a document. */
export function documentContentType(name: string): string | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return isStoredName(name, storedNamePattern(Object.keys(DOCUMENT_CONTENT_TYPES)))
    ? DOCUMENT_CONTENT_TYPES[extension]
    : undefined;
}

/** The public address of a stored file, as the API answers it and the site and admin read it. */
export function uploadUrl(name: string): string {
  return `/uploads/${name}`;
}
