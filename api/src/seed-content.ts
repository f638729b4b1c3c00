import { seed } from '@industrial/content-seed';
import type { Database } from './db/types.ts';
import { isStoredName, type Storage, uploadUrl } from './storage/storage.ts';

/** Adds the built-in content that is not in the database yet, storing its images like uploads. */
export async function seedContent(db: Database, storage: Storage): Promise<void> {
  await seed(db, async (fileName, bytes) => {
    if (!isStoredName(fileName))
      throw new Error(`Seed image name ${JSON.stringify(fileName)} is not a storable name`);
    await storage.put(fileName, bytes);
    return uploadUrl(fileName);
  });
}
