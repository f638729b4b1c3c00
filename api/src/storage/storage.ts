import type { Readable } from 'node:stream';

/** A stored file as it is read back for serving. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded images live. The local-disk driver keeps them under DATA_DIR/uploads; an
 * S3-compatible driver can implement the same three calls so that several API instances share them.
 */
export interface Storage {
  /** Stores the bytes under `name` atomically: readers see the whole file or nothing. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The stored file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
}

/** Names the storage accepts: no folders, no dot files, an image extension. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(png|jpg|jpeg|webp|gif|avif)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name) && name.length <= 200;
}

/** The public address of a stored file, as the API answers it and the site and admin read it. */
export function uploadUrl(name: string): string {
  return `/uploads/${name}`;
}
