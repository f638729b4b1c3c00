import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every version of the privacy policy that went public (the `privacy` page's texts, `content/pages.ts`):
 * written in the same transaction as each save of the page (the first by the seed) and never changed
 * or removed, so that a request keeps naming the text its sender agreed to, whatever happens to the
 * page's history later (trimmed, restored).
 */
export const privacyVersions = pgTable('privacy_versions', {
  /** The page's version: 1 is the seed's, one more on every save. */
  version: integer('version').primaryKey(),
  /** The page's texts in every language, as published. */
  texts: jsonb('texts').$type<Record<string, unknown>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
