import { eq, inArray, sql } from 'drizzle-orm';
import { loginFailures } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

/**
 * Attempts allowed before delays start: per account and address together (so that a stranger who
 * knows an e-mail cannot lock its owner out: the owner signs in from their own address), and per
 * address alone, more of them (offices share one).
 */
const FREE_ATTEMPTS = { pair: 5, address: 20 } as const;
const MAX_DELAY_SECONDS = 15 * 60;

export type ThrottleKey =
  | { kind: 'pair'; email: string; address: string }
  | { kind: 'address'; address: string };
const keyOf = (key: ThrottleKey) =>
  key.kind === 'pair' ? `pair:${key.email}|${key.address}` : `address:${key.address}`;

/** The keys a sign-in is counted under. */
export const signInKeys = (email: string, address: string): ThrottleKey[] => [
  { kind: 'pair', email, address },
  { kind: 'address', address },
];

/**
 * Sign-in attempts, counted in the database (so every instance sees them). An attempt is counted
 * before its password is checked, in one locked step per key, so that concurrent attempts cannot
 * all pass the check; a successful one clears the count. Past the free attempts each one blocks
 * for twice as long as the last: 1 s, 2 s, 4 s ... up to 15 minutes.
 */
export function loginThrottle(db: Database) {
  return {
    /** Counts an attempt; answers the seconds to wait instead when one of the keys is blocked. */
    async attempt(keys: ThrottleKey[]): Promise<number> {
      return db.transaction(async (tx) => {
        let wait = 0;
        const counted: string[] = [];
        for (const key of keys) {
          const id = keyOf(key);
          await tx.insert(loginFailures).values({ key: id, failures: 0 }).onConflictDoNothing();
          const [row] = await tx.select().from(loginFailures).where(eq(loginFailures.key, id)).for('update');
          const blockedUntil = row?.blockedUntil?.getTime() ?? 0;
          if (blockedUntil > Date.now()) wait = Math.max(wait, Math.ceil((blockedUntil - Date.now()) / 1000));
          else counted.push(id);
        }
        if (wait > 0) return wait;
        for (const key of keys) {
          const free = FREE_ATTEMPTS[key.kind];
          await tx.execute(sql`
            update ${loginFailures}
            set failures = failures + 1,
                updated_at = now(),
                blocked_until = case when failures + 1 >= ${free}
                  then now() + make_interval(secs => least(${MAX_DELAY_SECONDS}, power(2, failures + 1 - ${free})))
                  else null end
            where key = ${keyOf(key)}`);
        }
        return 0;
      });
    },

    /** A failed attempt: a delay it started runs from now, when the failure is known, not from its count. */
    async failed(keys: ThrottleKey[]): Promise<void> {
      for (const key of keys) {
        await db.execute(sql`
          update ${loginFailures}
          set blocked_until = now() + make_interval(secs => least(${MAX_DELAY_SECONDS}, power(2, failures - ${FREE_ATTEMPTS[key.kind]})))
          where key = ${keyOf(key)} and failures >= ${FREE_ATTEMPTS[key.kind]}`);
      }
    },

    /** A successful sign-in: its attempts no longer count. */
    async clear(keys: ThrottleKey[]): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.key, keys.map(keyOf)));
    },
  };
}
