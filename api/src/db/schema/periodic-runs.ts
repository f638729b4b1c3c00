import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic task (a retention sweep, emptying the trash) last ran on any instance. An
 * instance runs a task only after claiming it here, so that several instances on one database run
 * it once per interval between them.
 */
export const periodicRuns = pgTable('periodic_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }).notNull(),
});
