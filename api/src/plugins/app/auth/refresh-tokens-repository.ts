import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokens } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type Rotation =
  | { outcome: 'rotated'; userId: number; token: string; familyId: string }
  | { outcome: 'invalid' }
  /** The session had ended (signed out, ended from elsewhere), expired, or its token came back. */
  | { outcome: 'revoked' | 'expired' | 'reused'; userId: number };

/**
 * Opaque refresh tokens: only their hashes are stored; each login starts a family of rotations,
 * which all expire when its first token does (REFRESH_TOKEN_TTL after the sign-in, 30 days).
 */
export function refreshTokensRepository(db: Database, ttlSeconds: number) {
  async function issue(
    userId: number,
    options: { familyId?: string; userAgent?: string | null; expiresAt?: Date } = {},
  ): Promise<{ token: string; familyId: string }> {
    const token = randomBytes(32).toString('base64url');
    const familyId = options.familyId ?? randomUUID();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashOf(token),
      expiresAt: options.expiresAt ?? new Date(Date.now() + ttlSeconds * 1000),
      userAgent: options.userAgent?.slice(0, 500) ?? null,
    });
    return { token, familyId };
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    issue,

    /**
     * Exchanges a token for a new one of the same family. A token that comes back after it was
     * used means it leaked: the whole family is revoked, so the thief and the owner both sign in again.
     */
    async rotate(token: string, userAgent?: string | null): Promise<Rotation> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(token)));
      if (!row) return { outcome: 'invalid' };
      const { userId } = row;
      if (row.revokedAt) return { outcome: 'revoked', userId };
      if (row.usedAt) {
        await revokeFamily(row.familyId);
        return { outcome: 'reused', userId };
      }
      if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired', userId };
      // Claiming the row and checking that it was still unused is one statement, so two
      // concurrent refreshes with the same token cannot both succeed.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeFamily(row.familyId);
        return { outcome: 'reused', userId };
      }
      // The new token ends when the old one would have: a session lasts the TTL from its sign-in,
      // however often it is refreshed.
      const next = await issue(row.userId, {
        familyId: row.familyId,
        userAgent: userAgent ?? row.userAgent,
        expiresAt: row.expiresAt,
      });
      return { outcome: 'rotated', userId: row.userId, token: next.token, familyId: row.familyId };
    },

    /** The family `token` belongs to, when it is `userId`'s. */
    async familyOf(token: string, userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashOf(token)), eq(refreshTokens.userId, userId)));
      return row?.familyId;
    },

    /**
     * The signed-in sessions of an account: one per family with a token still usable, with when it
     * signed in, when it was last used (its newest token) and the browser it said it was.
     */
    async sessionsOf(userId: number) {
      const rows = await db
        .select({
          id: refreshTokens.familyId,
          signedInAt: sql<string>`min(${refreshTokens.createdAt})`,
          lastUsedAt: sql<string>`max(${refreshTokens.createdAt})`,
          userAgent: sql<
            string | null
          >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .groupBy(refreshTokens.familyId)
        .having(sql`bool_or(${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > now())`)
        .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
      return rows.map((row) => ({
        ...row,
        signedInAt: new Date(row.signedInAt).toISOString(),
        lastUsedAt: new Date(row.lastUsedAt).toISOString(),
      }));
    },

    /** Ends one session of `userId`; answers whether there was one. */
    async revokeSession(userId: number, familyId: string): Promise<boolean> {
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return revoked.length > 0;
    },

    /** Ends every session of `userId` but the family `keep` (the one that asked). */
    async revokeOthersOf(userId: number, keep: string | undefined): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keep ? ne(refreshTokens.familyId, keep) : undefined,
          ),
        );
    },

    /** Revokes the family of `token` when it belongs to `userId`. */
    async revokeFamilyOf(token: string, userId: number): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashOf(token)), eq(refreshTokens.userId, userId)));
      if (row) await revokeFamily(row.familyId);
    },

    async revokeAllOf(userId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
