import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters shared by every instance: sign-in attempts (per account, per address and per both) and
 * the rate limits of public routes (the request form, password resets). A counter starts at its
 * first hit and starts over once `reset_at` has passed; expired rows are swept.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
