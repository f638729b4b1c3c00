/**
 * What a fresh install starts with. The content-seed package holds it and depends on this one, so
 * nothing here imports it: whoever starts the app hands it over (`serve(builtIn)`, `buildApp`).
 */
import type { BuiltInPages } from './content/pages.ts';
import type { Database } from './db/types.ts';
import type { SettingName, StoredSettings } from './settings/fields.ts';
import {
  isStoredName,
  type Storage,
  storedNamePattern,
  UPLOAD_CONTENT_TYPES,
  uploadUrl,
} from './storage/storage.ts';

/** Saves an image or a document and answers the url to store in the row (`/uploads/<name>`). */
export type StoreImage = (fileName: string, bytes: Buffer) => Promise<string>;

export interface BuiltInContent {
  /** Adds every built-in item never seeded before, and the settings record if there is none. */
  seed(db: Database, storeImage: StoreImage): Promise<void>;
  /** The company's details before anyone saves them, and any of them a saved record lacks. */
  company: StoredSettings;
  /** The texts of the site's own pages before anyone edits them (Страницы). */
  pages: BuiltInPages;
  /** The settings whose starting value is invented: listed under Перед запуском while unchanged. */
  placeholders: readonly SettingName[];
  /** The partners' invented names: a partner still so named is listed under Перед запуском. */
  inventedPartnerNames: readonly string[];
}

const UPLOAD_NAME = storedNamePattern(Object.keys(UPLOAD_CONTENT_TYPES));

/** Adds the built-in content that is not in the database yet, storing its images and documents like uploads. */
export async function seedBuiltIn(builtIn: BuiltInContent, db: Database, storage: Storage): Promise<void> {
  await builtIn.seed(db, async (fileName, bytes) => {
    if (!isStoredName(fileName, UPLOAD_NAME))
      throw new Error(`Seed file name ${JSON.stringify(fileName)} is not a storable name`);
    await storage.put(fileName, bytes);
    return uploadUrl(fileName);
  });
}
