import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditAction } from '../../audit/actions.ts';
import { users } from './users.ts';

export { AUDIT_ACTIONS, type AuditAction };

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
