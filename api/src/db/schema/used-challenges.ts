import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Proof-of-work challenges and second-step sign-in tickets already redeemed, kept until they expire
 * so that none is used twice.
 */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
