import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The addresses items had before: each old address (per resource and language) leads to the item
 * that had it, so that a link to it redirects to the item's address now, however often it changed
 * since. Kept while the item exists (in the trash too), and taken by no other item; when it is
 * deleted for good, a published item's move to `deleted_addresses`.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    resource: text('resource').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.resource, table.locale, table.slug] })],
);
