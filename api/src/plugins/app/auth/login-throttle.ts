import { inArray, sql } from 'drizzle-orm';
import { loginFailures } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

/** Failures allowed before delays start: few per account, more per address (offices share one). */
const FREE_FAILURES = { account: 5, address: 20 } as const;
const MAX_DELAY_SECONDS = 15 * 60;

export type ThrottleKey = { kind: keyof typeof FREE_FAILURES; value: string };
const keyOf = (key: ThrottleKey) => `${key.kind}:${key.value}`;

/**
 * Failed sign-ins, counted per account and per address in the database (so every instance sees
 * them). Past the free failures each one blocks for twice as long as the last: 1 s, 2 s, 4 s ...
 */
export function loginThrottle(db: Database) {
  return {
    /** Seconds until the first of these keys is unblocked, or 0. */
    async retryAfter(keys: ThrottleKey[]): Promise<number> {
      const rows = await db
        .select({ blockedUntil: loginFailures.blockedUntil })
        .from(loginFailures)
        .where(inArray(loginFailures.key, keys.map(keyOf)));
      const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
      return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
    },

    async recordFailure(keys: ThrottleKey[]): Promise<void> {
      for (const key of keys) {
        const free = FREE_FAILURES[key.kind];
        await db
          .insert(loginFailures)
          .values({ key: keyOf(key), failures: 1 })
          .onConflictDoUpdate({
            target: loginFailures.key,
            set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: sql`now()` },
          });
        await db.execute(sql`
          update ${loginFailures}
          set blocked_until = now() + make_interval(secs => least(${MAX_DELAY_SECONDS}, power(2, failures - ${free})))
          where key = ${keyOf(key)} and failures >= ${free}`);
      }
    },

    async clear(keys: ThrottleKey[]): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.key, keys.map(keyOf)));
    },
  };
}
