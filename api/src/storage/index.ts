import { join } from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration asks for: local disk under DATA_DIR/uploads, or an S3 bucket (STORAGE=s3). */
export function openStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  if (config.storage.driver === 's3') return s3Storage(config.storage);
  return localDiskStorage(join(config.dataDir, 'uploads'));
}
