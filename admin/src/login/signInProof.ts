import type { Challenge } from 'altcha-lib';
import { apiFetch } from '../apiClient.ts';

/**
 * The proof of work the API asks for after failed sign-ins (from anyone, at this address or on this
 * account): a challenge for `email`, solved in this browser. The solver is downloaded only then,
 * so the sign-in screen stays small.
 */
export async function signInProof(email: string) {
  const [{ solveChallenge }, { sha256 }, { json: challenge }] = await Promise.all([
    import('altcha-lib'),
    import('@noble/hashes/sha2.js'),
    apiFetch<Challenge>('/auth/challenge', {
      method: 'POST',
      body: JSON.stringify({ email }),
      anonymous: true,
    }),
  ]);
  // SHA-256 of salt + counter, synchronous as the site's request form does it: many times faster
  // than awaiting WebCrypto for each counter.
  const deriveKey = async (_parameters: unknown, salt: Uint8Array, password: Uint8Array) => {
    const data = new Uint8Array(salt.length + password.length);
    data.set(salt);
    data.set(password, salt.length);
    return { derivedKey: sha256(data) };
  };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The sign-in challenge could not be solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
