import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type AccountTokenKind, accountTokens } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long each kind of link works. */
const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  invitation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Invitation and reset links: random, stored hashed, single use, replaced by a newer one. */
export function accountTokensRepository(db: Database) {
  return {
    async issue(userId: number, kind: AccountTokenKind): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[kind]);
      await db.transaction(async (tx) => {
        await tx
          .delete(accountTokens)
          .where(
            and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)),
          );
        await tx.insert(accountTokens).values({ userId, kind, tokenHash: hashOf(token), expiresAt });
      });
      return { token, expiresAt };
    },

    /**
     * Uses a link up: answers its account when the token is of this kind, unused and not expired,
     * marking it used in the same statement, so that it works once however many times it is sent.
     */
    async consume(token: string, kind: AccountTokenKind): Promise<number | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.tokenHash, hashOf(token)),
            eq(accountTokens.kind, kind),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId;
    },

    /** Makes a consumed link usable again (its password was refused, so nothing was done with it). */
    async restore(token: string): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: null })
        .where(eq(accountTokens.tokenHash, hashOf(token)));
    },
  };
}
