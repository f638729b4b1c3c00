import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * `initial`: the item as it was when its history began (built-in content, or saved before history
 * was kept); `restore`: an earlier version saved again.
 */
export const REVISION_ACTIONS = ['initial', 'create', 'update', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/**
 * The history of every resource, generic: one row per saved version of an item, keyed by the
 * resource's name and the item's id (a singleton uses a fixed id), holding the whole stored record.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    itemId: integer('item_id').notNull(),
    version: integer('version').notNull(),
    action: text('action', { enum: REVISION_ACTIONS }).notNull(),
    /** The record's fields, status and position after this save, as stored. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The fields this save changed, compared with the version before it. */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    /** Who saved it; null for the built-in content and for accounts removed since. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  // Also the index an item's history is read by.
  (table) => [unique('revisions_item_version').on(table.resource, table.itemId, table.version)],
);
