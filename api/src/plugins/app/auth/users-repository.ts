import { and, eq, exists, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { type Role, refreshTokens, users } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

/** An administrator who can act: has chosen a password (an invitation does not count) and is not disabled. */
const activeAdmin = and(eq(users.role, 'admin'), isNull(users.disabledAt), isNotNull(users.activatedAt));

export function usersRepository(db: Database) {
  return {
    async findByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return user;
    },
    /**
     * The account with this id when it may act: it exists, is not disabled and has a password, and
     * the session `sid` (when the token names one) has not ended: signing out, ending a session and
     * a new password stop the session's access tokens at once, not when they expire.
     */
    async findActive(id: number, sid?: string) {
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            isNull(users.disabledAt),
            isNotNull(users.activatedAt),
            sid === undefined
              ? undefined
              : exists(
                  db
                    .select({ one: sql`1` })
                    .from(refreshTokens)
                    .where(and(eq(refreshTokens.familyId, sid), isNull(refreshTokens.revokedAt))),
                ),
          ),
        );
      return user;
    },
    async findById(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },
    async create(email: string, passwordHash: string, role: Role = 'admin') {
      const [user] = await db
        .insert(users)
        .values({ email: email.trim().toLowerCase(), passwordHash, role })
        .returning();
      return user;
    },
    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async list() {
      return db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          disabledAt: users.disabledAt,
          activatedAt: users.activatedAt,
          lastSignInAt: users.lastSignInAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(users.email);
    },
    /** An invited person: no usable password until they choose one through the invitation. */
    async invite(email: string, role: Role) {
      const [user] = await db
        .insert(users)
        .values({ email: email.trim().toLowerCase(), passwordHash: '!', role, activatedAt: null })
        .onConflictDoNothing()
        .returning();
      return user;
    },
    /**
     * Changes a role or disables, unless that leaves no active administrator: answers the account,
     * undefined when there is none, or 'last_admin'. The check and the change are one transaction
     * holding every administrator row, so two administrators demoting or disabling each other at
     * once are taken one after the other (on PostgreSQL's several connections too), and the
     * second sees the first's change.
     */
    async update(id: number, changes: { role?: Role; disabled?: boolean }) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .orderBy(users.id)
          .for('update');
        const [before] = await tx.select().from(users).where(eq(users.id, id));
        if (!before) return undefined;
        const demoted = changes.role !== undefined && changes.role !== 'admin';
        if (before.role === 'admin' && (demoted || changes.disabled === true)) {
          const others = await tx.$count(users, and(activeAdmin, ne(users.id, id)));
          if (others === 0) return 'last_admin' as const;
        }
        const disabledAt =
          changes.disabled === undefined
            ? undefined
            : changes.disabled
              ? (before.disabledAt ?? new Date().toISOString())
              : null;
        const [user] = await tx
          .update(users)
          .set({ role: changes.role, disabledAt })
          .where(eq(users.id, id))
          .returning();
        return user;
      });
    },
    /** Sets a chosen password and marks an invited account active. */
    async activate(id: number, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
        .where(eq(users.id, id));
    },
    async signedIn(id: number) {
      await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, id));
    },
    async count() {
      return db.$count(users);
    },
  };
}
