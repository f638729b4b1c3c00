import { integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const STATUSES = ['draft', 'published'] as const;
export type Status = (typeof STATUSES)[number];

/** Columns every content table shares: identity, publishing state, manual order and timestamps. */
export const contentColumns = () => ({
  id: serial('id').primaryKey(),
  status: text('status', { enum: STATUSES }).notNull().default('draft'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
