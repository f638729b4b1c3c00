import { and, eq, exists, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { type Role, refreshTokens, users } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

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
    async update(id: number, changes: { role?: Role; disabledAt?: string | null }) {
      const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return user;
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
    /** Active administrators other than `id`: the last one may be neither disabled nor demoted. */
    async otherActiveAdmins(id: number) {
      return db.$count(users, and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, id)));
    },
    async count() {
      return db.$count(users);
    },
  };
}
