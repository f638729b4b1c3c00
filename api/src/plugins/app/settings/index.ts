import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { mayEditSettings } from '../../../auth/roles.ts';
import {
  type TranslatedLocale,
  type Translations,
  trackTranslations,
} from '../../../content/translations.ts';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import type { RevisionAction } from '../../../db/schema/revisions.ts';
import { siteSettings } from '../../../db/schema/settings.ts';
import { conflict, forbidden } from '../../../errors.ts';
import { TEXT_SETTINGS } from '../../../settings/fields.ts';
import { checkSettings, type StoredSettings, withDefaults } from '../../../settings/settings.ts';
import { authorOf } from '../after-write.ts';
import type { Actor } from '../audit/index.ts';
import {
  changedFields,
  ensureOnlyTranslationsChanged,
  type Snapshot,
} from '../content/revisions-repository.ts';

/** The settings are one record: their history is kept under this name, item 1, beside content's. */
export const SETTINGS = { resource: 'settings', itemId: 1 } as const;

export interface SettingsRow {
  values: StoredSettings;
  version: number;
  updatedAt: string;
  translations: Translations;
}

export interface SaveOptions {
  /** The version the change was made on: a record that moved on since is refused (409). */
  expectedVersion?: number | undefined;
  /** Translations staff checked against the current Russian without changing them. */
  checked?: Partial<Record<TranslatedLocale, readonly string[]>> | undefined;
  /** The kept version this save brings back (the history's restore). */
  restoredVersion?: number | undefined;
}

export interface Settings {
  /** The saved record; before anything is saved, the built-in starting values at version 0. */
  get(): Promise<SettingsRow>;
  /**
   * Saves the settings given (the others stay as they are) as a new version, with its history and
   * translation state, as the staff member `by`: administrators everything, translators the
   * English and Kazakh texts (403 for anything more), editors nothing. A bad link or a missing
   * Russian text is refused (400) and nothing is saved. Then the site is published again.
   */
  save(by: Actor, values: Partial<StoredSettings>, options: SaveOptions): Promise<SettingsRow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
  }
}

const translatable = [...TEXT_SETTINGS];
const asSnapshot = (values: StoredSettings) => values as unknown as Snapshot;

/**
 * The company's details (Настройки сайта) as `app.settings`: one record, versioned, with its
 * history in the revisions store and its translation state kept like a content item's.
 */
export default fp(
  async (app) => {
    const { db, revisions } = app;
    const { company } = app.builtIn;
    const builtIn = (): SettingsRow => ({
      values: company,
      version: 0,
      updatedAt: new Date(0).toISOString(),
      translations: trackTranslations(translatable, undefined, asSnapshot(company)),
    });
    const present = (row: typeof siteSettings.$inferSelect): SettingsRow => {
      const values = withDefaults(row.values, company);
      return {
        values,
        version: row.version,
        updatedAt: isoTimestamp(row.updatedAt),
        // The seed writes no state: a record nobody has saved yet is as translated as it reads.
        translations:
          Object.keys(row.translations).length > 0
            ? row.translations
            : trackTranslations(translatable, undefined, asSnapshot(values)),
      };
    };

    /** The save itself: checked, versioned and kept in the history in one transaction. */
    const store = (
      changes: Partial<StoredSettings>,
      options: SaveOptions & {
        authorId: number | null;
        action: RevisionAction | undefined;
        translationsOnly: boolean;
      },
    ): Promise<{ row: SettingsRow; changes: string[] }> =>
      db.transaction(async (tx) => {
        // Locked, so that of two saves on the same version exactly one wins.
        const [stored] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
        const before = stored ? present(stored) : builtIn();
        if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
          throw conflict(
            `The settings were changed by someone else: this change was made on version ${options.expectedVersion}, ` +
              `they are now at version ${before.version}. Read them again and repeat the change there.`,
            'version.stale',
            { version: before.version },
          );
        }
        const values = withDefaults({ ...before.values, ...changes }, company);
        checkSettings(values);
        const previous = asSnapshot(before.values);
        const snapshot = asSnapshot(values);
        if (options.translationsOnly) {
          ensureOnlyTranslationsChanged(previous, snapshot);
        }
        const translations = trackTranslations(
          translatable,
          { ...previous, translations: before.translations },
          snapshot,
          options.checked,
        );
        // The record as it was before its history began: the seed's, kept as the first version.
        if (stored) {
          await revisions.keepFirst(tx, {
            ...SETTINGS,
            version: before.version,
            snapshot: previous,
            at: before.updatedAt,
          });
        }
        const version = before.version + 1;
        const [row] = await tx
          .insert(siteSettings)
          .values({ id: 1, values, version, translations })
          .onConflictDoUpdate({
            target: siteSettings.id,
            set: { values, version, translations, updatedAt: sql`now()` },
          })
          .returning();
        await revisions.record(tx, {
          ...SETTINGS,
          version,
          action: options.action ?? (stored ? 'update' : 'create'),
          snapshot,
          previous: stored ? previous : undefined,
          authorId: options.authorId,
        });
        return {
          row: present(row as typeof siteSettings.$inferSelect),
          changes: changedFields(previous, snapshot),
        };
      });

    const settings: Settings = {
      async get() {
        const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
        return row ? present(row) : builtIn();
      },

      async save(by, changes, options) {
        const role = by.admin?.role;
        if (!mayEditSettings(role))
          throw forbidden(`The role ${role} may not change the site settings`, 'role.forbidden');
        const restored = options.restoredVersion;
        const { row, changes: changed } = await store(changes, {
          ...options,
          authorId: authorOf(by),
          translationsOnly: role === 'translator',
          action: restored === undefined ? undefined : 'restore',
        });
        // The action log names what changed (`phone`, `address.kk`), as the history does.
        await app.afterWrite(by, {
          action: restored === undefined ? 'update' : 'restore',
          resource: SETTINGS.resource,
          details: {
            changes: changed,
            ...(restored === undefined ? {} : { restoredVersion: restored }),
          },
          publish: restored === undefined ? 'settings updated' : `settings restored to ${restored}`,
        });
        return row;
      },
    };
    app.decorate('settings', settings);
  },
  { name: 'settings', dependencies: ['database', 'content', 'after-write'] },
);
