import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { mayEditSettings } from '../../../auth/roles.ts';
import { siteSettings } from '../../../db/schema/settings.ts';
import { forbidden, invalidFields } from '../../../errors.ts';
import { analyticsRefusals, analyticsSources, tidyAnalytics } from '../../../settings/analytics.ts';
import { settings as declaration } from '../../../settings/fields.ts';
import type { StoredSettings } from '../../../settings/settings.ts';
import { authorOf } from '../after-write.ts';
import type { Actor } from '../audit/index.ts';
import { type DocumentRow, type DocumentSaveOptions, documentStore } from '../documents.ts';

/** The settings are one record: their history is kept under this name, item 1, beside content's. */
export const SETTINGS = { resource: 'settings', itemId: 1 } as const;

export type SettingsRow = DocumentRow<StoredSettings>;
export type SaveOptions = DocumentSaveOptions;

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

/**
 * The company's details (Настройки сайта) as `app.settings`: one record, versioned, with its
 * history in the revisions store and its translation state kept like a content item's.
 */
export default fp(
  async (app) => {
    const store = documentStore<StoredSettings>({
      db: app.db,
      revisions: app.revisions,
      history: SETTINGS,
      fields: declaration.fields,
      builtIn: app.builtIn.company,
      // The analytics settings are checked together, by the service chosen.
      async prepare(values) {
        const tidied = tidyAnalytics(values);
        const refusals = analyticsRefusals(tidied);
        if (refusals.length > 0) throw invalidFields(refusals);
        return tidied;
      },
      staleMessage: (made, now) =>
        `The settings were changed by someone else: this change was made on version ${made}, ` +
        `they are now at version ${now}. Read them again and repeat the change there.`,
      table: {
        async read(db, lock) {
          const query = db.select().from(siteSettings).where(eq(siteSettings.id, 1));
          const [row] = await (lock ? query.for('update') : query);
          return row;
        },
        async write(tx, row) {
          const [written] = await tx
            .insert(siteSettings)
            .values({ id: 1, ...row, values: row.values as StoredSettings })
            .onConflictDoUpdate({
              target: siteSettings.id,
              set: { ...row, values: row.values as StoredSettings, updatedAt: sql`now()` },
            })
            .returning();
          if (!written) throw new Error('The settings row was not written');
          return written;
        },
      },
    });

    // The pages' policy admits the analytics service saved: read at start, after each save here,
    // and when another instance says it saved (or its notice may have been missed).
    const admitAnalytics = async () => app.pagePolicy.admit(analyticsSources((await store.get()).values));
    await admitAnalytics();
    const readAgain = () => {
      admitAnalytics().catch((error: unknown) =>
        app.log.error({ err: error }, 'the analytics service saved elsewhere could not be read'),
      );
    };
    await app.cluster.hear('page_policy', readAgain, readAgain);

    const settings: Settings = {
      get: store.get,

      async save(by, changes, options) {
        const role = by.admin?.role;
        if (!mayEditSettings(role))
          throw forbidden(`The role ${role} may not change the site settings`, 'role.forbidden');
        const restored = options.restoredVersion;
        const { row, changes: changed } = await store.store(changes, {
          ...options,
          authorId: authorOf(by),
          translationsOnly: role === 'translator',
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
        app.pagePolicy.admit(analyticsSources(row.values));
        app.cluster.tell('page_policy', 'changed');
        return row;
      },
    };
    app.decorate('settings', settings);
  },
  { name: 'settings', dependencies: ['database', 'cluster', 'security', 'content', 'after-write'] },
);
