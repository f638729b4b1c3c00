import { company } from '@industrial/content-seed/company';
import { eq, sql } from 'drizzle-orm';
import { siteSettings } from '../../../db/schema/settings.ts';
import type { Database } from '../../../db/types.ts';
import type { StoredSettings } from '../../../settings/settings.ts';

export interface SettingsRow {
  values: StoredSettings;
  version: number;
  updatedAt: string;
}

/** The one row of company settings: read it, and save it whole. */
export function settingsRepository(db: Database) {
  const columns = {
    values: siteSettings.values,
    version: siteSettings.version,
    updatedAt: siteSettings.updatedAt,
  };
  return {
    /**
     * The saved record; before anything is saved (a database that was never seeded), the built-in
     * starting values at version 0, so that the site can always be built.
     */
    async get(): Promise<SettingsRow> {
      const [row] = await db.select(columns).from(siteSettings).where(eq(siteSettings.id, 1));
      return row ?? { values: company, version: 0, updatedAt: new Date(0).toISOString() };
    },

    /** Saves the record; with `version`, only over that version (undefined when it is stale). */
    async save(values: StoredSettings, version?: number): Promise<SettingsRow | undefined> {
      const [row] = await db
        .insert(siteSettings)
        .values({ id: 1, values })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { values, version: sql`${siteSettings.version} + 1`, updatedAt: sql`now()` },
          ...(version === undefined ? {} : { setWhere: eq(siteSettings.version, version) }),
        })
        .returning(columns);
      return row;
    },
  };
}
