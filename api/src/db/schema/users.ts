import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '../../auth/roles.ts';

export { ROLES, type Role };

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64url parts). */
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ROLES }).notNull().default('admin'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Opaque refresh tokens, stored as SHA-256 hashes; a family is one login's chain of rotations. */
export const refreshTokens = pgTable('refresh_tokens', {
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
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Failed sign-in counters per account and per address, for growing delays. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
