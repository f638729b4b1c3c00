import { eq, sql } from 'drizzle-orm';
import { rowsInLanguage, spreadRows, trackedPaths } from '../../../content/kinds.ts';
import { flattenLocale, type Locale, type Localized } from '../../../content/locale.ts';
import {
  type TranslatedLocale,
  type Translations,
  trackTranslations,
  untranslatedFields,
} from '../../../content/translations.ts';
import type { Database } from '../../../db/types.ts';
import type { ContentValues } from './content-input.ts';
import type { ContentQuery, ContentRow } from './content-query.ts';
import type { ContentResource } from './resources.ts';

export type CheckedTranslations = Partial<Record<TranslatedLocale, string[]>>;

/**
 * The translation state of a resource's items, kept by every write, and their reading in one
 * language. Each text of a repeating block has a state of its own (`quality.2.title`).
 */
export function contentTranslations(db: Database, resource: ContentResource, query: ContentQuery) {
  const { table } = query;
  const { fields } = resource;
  const spread = (row: ContentValues) => spreadRows(fields, row);
  const track = (before: ContentValues | undefined, after: ContentValues, checked?: CheckedTranslations) =>
    trackTranslations(
      trackedPaths(fields, after),
      before && { ...spread(before), translations: before.translations },
      spread(after),
      checked,
    );
  return {
    /**
     * The state a write leaves: `before` is the stored row (none on create), `after` the row as it
     * will be stored, `checked` the translations staff marked as checked without changing them.
     */
    after(before: ContentRow | undefined, after: ContentValues, checked?: CheckedTranslations): Translations {
      return track(before, after, checked);
    },

    /** A row in one language: Russian where a translation is missing, and those fields named. */
    inLanguage(row: ContentRow, lang: Locale): ContentRow {
      const { translations: _translations, ...flattened } = row;
      for (const field of resource.translatable) {
        flattened[field] = flattenLocale(row[field] as Localized<unknown>, lang);
      }
      for (const [field, declared] of Object.entries(fields)) {
        if (declared.kind === 'rows') flattened[field] = rowsInLanguage(declared, row[field], lang);
      }
      return {
        ...flattened,
        untranslated: untranslatedFields(trackedPaths(fields, row), spread(row), lang),
      } as ContentRow;
    },

    /**
     * Works out the translation state of rows that have none yet (saved before it was kept, or
     * seeded): their translations count as made from the Russian they have now.
     */
    async trackUntracked(): Promise<void> {
      const rows = (await db
        .select()
        .from(resource.table)
        .where(sql`${table.translations} = '{}'::jsonb`)) as ContentRow[];
      for (const row of rows) {
        await db
          .update(table)
          .set({ translations: track(undefined, row) })
          .where(eq(table.id, row.id));
      }
    },
  };
}

export type ContentTranslations = ReturnType<typeof contentTranslations>;
