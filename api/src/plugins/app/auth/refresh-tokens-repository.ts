import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type Rotation =
  | { outcome: 'rotated'; userId: number; token: string }
  | { outcome: 'invalid' | 'expired' | 'reused' };

/** Opaque refresh tokens: only their hashes are stored; each login starts a family of rotations. */
export function refreshTokensRepository(db: Database, ttlSeconds: number) {
  async function issue(userId: number, familyId: string = randomUUID()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return token;
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
    async rotate(token: string): Promise<Rotation> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(token)));
      if (!row || row.revokedAt) return { outcome: 'invalid' };
      if (row.usedAt) {
        await revokeFamily(row.familyId);
        return { outcome: 'reused' };
      }
      if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' };
      // Claiming the row and checking that it was still unused is one statement, so two
      // concurrent refreshes with the same token cannot both succeed.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeFamily(row.familyId);
        return { outcome: 'reused' };
      }
      return { outcome: 'rotated', userId: row.userId, token: await issue(row.userId, row.familyId) };
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
