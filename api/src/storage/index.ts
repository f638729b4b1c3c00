import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { closePrivateFolder, localDiskStorage } from './local-disk.ts';
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
 * prefix, which `/api/uploads/<name>` cannot reach (its names have no slashes). On local disk,
 * opening it closes what an older version left readable by other accounts, and logs that once.
 */
export async function openPrivateStorage(
  config: Pick<Config, 'dataDir' | 'storage'>,
  area: string,
  options: StorageOptions,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Storage> {
  if (config.storage.driver === 's3')
    return s3Storage(config.storage, { ...options, prefix: `private/${area}/` });
  const folder = join(config.dataDir, 'private', area);
  const closed = await closePrivateFolder(folder);
  if (closed.folder || closed.files > 0)
    log?.warn(
      { folder, folderClosed: closed.folder, filesClosed: closed.files },
      'private files were readable by other accounts: closed them (folder 0700, files 0600)',
    );
  return localDiskStorage(folder, { ...options, private: true });
}
