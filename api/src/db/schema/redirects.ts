import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Staff's own permanent redirects (Переадресации): an address of the site that is no page of it
 * (the old site's `/o-kompanii`) and where it leads. Items' former addresses are kept apart, by
 * themselves (`slug_history`).
 */
export const redirects = pgTable('redirects', {
  id: serial('id').primaryKey(),
  /** A path of the site, decoded (`/о-компании`), without a query, a fragment or a final slash. */
  fromPath: text('from_path').notNull().unique(),
  /** A path of the site (a query may follow), or an http(s) address elsewhere. */
  toPath: text('to_path').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
