import type { Challenge } from 'altcha-lib';
import { apiFetch } from '../apiClient.ts';

/**
 * The proof of work the API asks for after failed sign-ins (from anyone, at this address or on this
 * account): a challenge for `email`, solved in this browser. The solver is downloaded only then,
 * so the sign-in screen stays small.
 */
export async function signInProof(email: string) {
  const [{ solveChallenge }, { deriveKey }, { json: challenge }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/sha'),
    apiFetch<Challenge>('/auth/challenge', {
      method: 'POST',
      body: JSON.stringify({ email }),
      anonymous: true,
    }),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The sign-in challenge could not be solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
