import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '../../auth/roles.ts';

export { ROLES, type Role };

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64url parts). */
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ROLES }).notNull().default('admin'),
  /** Set while the account is disabled: it cannot sign in, and its tokens stop working at once. */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
  /** Null until the person invited has chosen a password. */
  activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'string' }).defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** `two_factor_setup`: the one-time code an administrator hands over after resetting someone's second factor. */
export const ACCOUNT_TOKEN_KINDS = ['invitation', 'reset', 'two_factor_setup'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/**
 * Single-use links that let someone choose a password: an invitation (72 hours) or a reset (one
 * hour). Stored as SHA-256 hashes; a new one of a kind replaces the older ones of that account.
 */
export const accountTokens = pgTable('account_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ACCOUNT_TOKEN_KINDS }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Opaque refresh tokens, stored as SHA-256 hashes; a family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the token was exchanged for a new one; a second use revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The browser that signed in or refreshed, as its User-Agent said (for the sessions list). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Every authenticated call asks whether its session is still open.
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);
