import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys of built-in items already seeded ('products/1' ...): seeding never re-adds or overwrites them. */
export const seedLog = pgTable('seed_log', {
  key: text('key').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
