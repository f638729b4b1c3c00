import { eq, sql } from 'drizzle-orm';
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

/** The translation state of a resource's items, kept by every write, and their reading in one language. */
export function contentTranslations(db: Database, resource: ContentResource, query: ContentQuery) {
  const { table } = query;
  const { tracked } = resource;
  return {
    /**
     * The state a write leaves: `before` is the stored row (none on create), `after` the row as it
     * will be stored, `checked` the translations staff marked as checked without changing them.
     */
    after(before: ContentRow | undefined, after: ContentValues, checked?: CheckedTranslations): Translations {
      return trackTranslations(tracked, before, after, checked);
    },

    /** A row in one language: Russian where a translation is missing, and those fields named. */
    inLanguage(row: ContentRow, lang: Locale): ContentRow {
      const { translations: _translations, ...flattened } = row;
      for (const field of resource.translatable) {
        flattened[field] = flattenLocale(row[field] as Localized<unknown>, lang);
      }
      return {
        ...flattened,
        untranslated: untranslatedFields(tracked, row, lang),
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
        const translations = trackTranslations(tracked, undefined, row);
        await db.update(table).set({ translations }).where(eq(table.id, row.id));
      }
    },
  };
}

export type ContentTranslations = ReturnType<typeof contentTranslations>;
