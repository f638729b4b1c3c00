import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type AccountTokenKind, accountTokens } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long each kind of link works. */
const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  invitation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  two_factor_setup: 72 * 60 * 60 * 1000,
};

/** Invitation and reset links: random, stored hashed, single use, replaced by a newer one. */
export function accountTokensRepository(db: Database) {
  return {
    async issue(
      userId: number,
      kind: AccountTokenKind,
      token = randomBytes(32).toString('base64url'),
    ): Promise<{ token: string; expiresAt: Date }> {
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

    /** The account a usable link (of this kind, unused, not expired) is for; the link stays usable. */
    async holder(token: string, kind: AccountTokenKind): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: accountTokens.userId })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, hashOf(token)),
            eq(accountTokens.kind, kind),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        );
      return row?.userId;
    },

    /** Whether `userId` has a token of this kind not used yet, expired or not. */
    async pending(userId: number, kind: AccountTokenKind): Promise<boolean> {
      const count = await db.$count(
        accountTokens,
        and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)),
      );
      return count > 0;
    },

    /** Whether `token` is `userId`'s of this kind, unused and not expired (it stays usable). */
    async holds(userId: number, token: string, kind: AccountTokenKind): Promise<boolean> {
      const count = await db.$count(
        accountTokens,
        and(
          eq(accountTokens.tokenHash, hashOf(token)),
          eq(accountTokens.userId, userId),
          eq(accountTokens.kind, kind),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      );
      return count > 0;
    },

    /** Marks every unused token of this kind of `userId` used (its purpose is served). */
    async useUp(userId: number, kind: AccountTokenKind): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)),
        );
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
