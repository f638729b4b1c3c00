import type { Database } from '../../../db/types.ts';
import { HttpError } from '../../../errors.ts';
import type { RequestChallenges } from '../requests/challenges.ts';
import { clientNetwork, throttlesRepository } from '../throttles.ts';

/**
 * Sign-in attempts per hour that need no proof of work: per account from one network, per account
 * from anywhere (guesses spread over many addresses), and per network for every account (offices
 * share one address, so more of them).
 */
const FREE_ATTEMPTS = { pair: 5, account: 10, address: 20 } as const;
const WINDOW_MS = 60 * 60 * 1000;
/** Past the free attempts, every five more double the work, up to 2^4 times the request form's. */
const MAX_DOUBLINGS = 4;

export interface SignInKey {
  kind: keyof typeof FREE_ATTEMPTS;
  key: string;
}

/** The counters a sign-in is counted under; an IPv6 address counts as its /64. */
export const signInKeys = (email: string, address: string): SignInKey[] => {
  const network = clientNetwork(address);
  return [
    { kind: 'pair', key: `sign-in:pair:${email}|${network}` },
    { kind: 'account', key: `sign-in:account:${email}` },
    { kind: 'address', key: `sign-in:address:${network}` },
  ];
};

/** The 429 that asks the sign-in form to solve a challenge of at least `difficulty` and send it again. */
export const proofRequired = (difficulty: number) =>
  new HttpError(
    429,
    'Too many failed sign-in attempts: solve a challenge from POST /api/auth/challenge and send it as proof',
    { code: 'sign_in.proof_required', params: { difficulty } },
  );

/**
 * Sign-in attempts, counted in the database (every instance sees them) before the password is
 * checked, in one transaction that holds the attempt's counters, so concurrent guesses cannot all
 * slip through. Nobody is
 * ever locked out: past the free attempts an attempt must carry a proof of work (the request
 * form's challenge machinery), growing harder with the failures, which the sign-in form solves by
 * itself. A stranger's failures make the owner's sign-in take longer, never refuse their password.
 * An attempt refused for its missing or wrong proof checks no password, and does not count.
 */
export function loginThrottle(db: Database, challenges: RequestChallenges, baseDifficulty: number) {
  const counters = throttlesRepository(db);
  function difficulty(hits: { kind: SignInKey['kind']; hits: number }[]): number {
    const excess = Math.max(...hits.map((key) => key.hits - FREE_ATTEMPTS[key.kind]));
    if (excess <= 0) return 0;
    return baseDifficulty * 2 ** Math.min(MAX_DOUBLINGS, Math.floor((excess - 1) / 5));
  }

  return {
    /**
     * Counts an attempt, and lets it check its password when it needs no proof or `proof` shows
     * enough work; otherwise throws (429 asking for a proof, 400 for a bad one) and the count is
     * rolled back. Concurrent attempts on the same counters wait for each other's outcome.
     */
    async admit(keys: SignInKey[], proof: unknown): Promise<void> {
      await db.transaction(async (tx) => {
        const held = throttlesRepository(tx);
        const hits = [];
        for (const key of keys)
          hits.push({ kind: key.kind, hits: (await held.hit(key.key, WINDOW_MS)).hits });
        const needed = difficulty(hits);
        if (needed === 0) return;
        if (proof === undefined) throw proofRequired(needed);
        await challenges.redeem(proof, needed, tx);
      });
    },

    /** The work the next attempt under `keys` will need, counting nothing: for its challenge. */
    async next(keys: SignInKey[]): Promise<number> {
      const counts = await counters.counts(keys.map((key) => key.key));
      return difficulty(keys.map((key) => ({ kind: key.kind, hits: (counts.get(key.key) ?? 0) + 1 })));
    },

    /** A successful sign-in: the account's failures no longer count, nor this attempt at its address. */
    async succeeded(keys: SignInKey[]): Promise<void> {
      await counters.remove(keys.filter((key) => key.kind !== 'address').map((key) => key.key));
      for (const key of keys) if (key.kind === 'address') await counters.forgive(key.key);
    },
  };
}
