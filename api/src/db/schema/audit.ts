import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What the action log records. `sign_in_failed` names the address typed, not an account; content
 * actions name the resource and the item; `publish` is a rebuild an administrator asked for.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'create',
  'update',
  'delete',
  'restore',
  'destroy',
  'publish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The action log (Журнал действий): who did what, when and from which address. Rows are only
 * ever inserted, and removed when older than the retention period; no route changes them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** The account that acted; null for a failed sign-in and for accounts removed since. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail as it was (or the address typed at a failed sign-in), kept after removal. */
    actorEmail: text('actor_email'),
    address: text('address'),
    resource: text('resource'),
    itemId: integer('item_id'),
    /** What the action is about beyond the item: changed fields, a version restored. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_log_at').on(table.at), index('audit_log_actor').on(table.actorId, table.at)],
);
