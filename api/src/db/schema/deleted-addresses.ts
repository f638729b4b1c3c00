import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The addresses of published items deleted for good, so that links to them still answer as the
 * server settings say (gone, 410, or the section's list, 301) instead of an unknown address's 404.
 * Each is the last segment of an item's page in one language: an address it had (its own at the
 * end, and those of before, moved here from `slug_history`) or its number, which every language
 * has. Items in the trash need no row: their own row and `slug_history` still say it. A new item
 * may take such an address; its row here goes then.
 */
export const deletedAddresses = pgTable(
  'deleted_addresses',
  {
    resource: text('resource').notNull(),
    locale: text('locale').notNull(),
    /** A readable address (`novyy-tsekh`) or the item's number (`12`), which no readable one can be. */
    slug: text('slug').notNull(),
    /** The item deleted, for the record: its row is gone. */
    itemId: integer('item_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.resource, table.locale, table.slug] })],
);
