import { join } from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import type { Storage, StorageOptions } from './storage.ts';

/** The storage the configuration asks for: local disk under DATA_DIR/uploads, or an S3 bucket (STORAGE=s3). */
export function openStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  if (config.storage.driver === 's3') return s3Storage(config.storage);
  return localDiskStorage(join(config.dataDir, 'uploads'));
}

/**
 * A storage for files that are never served to visitors (the attachments of customer requests):
 * DATA_DIR/private/<area>, outside the public uploads folder, or the bucket's `private/<area>/`
 * prefix, which `/api/uploads/<name>` cannot reach (its names have no slashes).
 */
export function openPrivateStorage(
  config: Pick<Config, 'dataDir' | 'storage'>,
  area: string,
  options: StorageOptions,
): Storage {
  if (config.storage.driver === 's3')
    return s3Storage(config.storage, { ...options, prefix: `private/${area}/` });
  return localDiskStorage(join(config.dataDir, 'private', area), { ...options, private: true });
}
