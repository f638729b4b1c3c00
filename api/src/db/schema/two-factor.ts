import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLES } from '../../auth/roles.ts';
import { users } from './users.ts';

/**
 * A staff account's authenticator (TOTP) secret, encrypted with a key derived from the signing
 * key. Pending while `enabledAt` is null (shown, not yet confirmed with a code). `lastUsedStep` is
 * the newest 30-second step accepted, so that no code is accepted twice; `failures` and
 * `blockedUntil` throttle guesses at codes for this account.
 */
export const twoFactors = pgTable('two_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: integer('last_used_step'),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as SHA-256 hashes; a used one keeps its row, marked. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** Whether a role must sign in with a second factor, as an administrator set it (else the default). */
export const twoFactorPolicy = pgTable('two_factor_policy', {
  role: text('role', { enum: ROLES }).primaryKey(),
  required: boolean('required').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
