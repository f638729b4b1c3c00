import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '../../content/translations.ts';

/**
 * The words of each of the site's own pages (Страницы, `content/pages.ts`): a row per page, keyed
 * by its name (`home`), created by the seed and edited by staff from then on, versioned like the
 * settings' single row.
 */
export const pageTexts = pgTable('page_texts', {
  page: text('page').primaryKey(),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  /** One more on every save: a save that names an older one is refused (409). */
  version: integer('version').notNull().default(1),
  /** The state of the English and Kazakh of each text, as content records keep it. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Texts of a page as staff had them in the form when they asked for its preview, not saved: what
 * the preview link (`/preview/pages/<id>/<lang>`) renders. Kept while a link to it may work.
 */
export const pagePreviews = pgTable('page_previews', {
  id: serial('id').primaryKey(),
  page: text('page').notNull(),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
