import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { usedChallenges } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import { badRequest } from '../../../errors.ts';

/** How long a visitor has between fetching a challenge and sending the form. */
const LIFETIME_MS = 30 * 60 * 1000;

export interface ProofOfWork {
  challenge: Challenge;
  solution: Solution;
}

/**
 * The form's self-hosted proof of work (ALTCHA's open scheme, no third-party service): the server
 * signs a challenge whose answer is a counter it picked, between half and all of `difficulty`; the
 * browser finds it by hashing SHA-256 counter after counter. Challenges are signed with a key
 * derived from the JWT secret (so every instance accepts every other's), expire, and are
 * redeemed once: their signatures are kept until they expire. The sign-in form uses the same
 * machinery under its own `purpose` (its own keys), with a difficulty that grows with failures:
 * a challenge carries the difficulty it was made for, and `redeem` can ask for at least so much.
 */
export function requestChallenges(
  db: Database,
  options: { secret: string; difficulty: number; purpose?: string; from?: string },
) {
  const purpose = options.purpose ?? 'customer-request-challenge';
  const from = options.from ?? 'GET /api/requests/challenge';
  const signatureSecret = derive(options.secret, purpose);
  const keySignatureSecret = derive(options.secret, `${purpose}-key`);

  return {
    create(difficulty = options.difficulty): Promise<Challenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(difficulty, Math.ceil(difficulty / 2)),
        data: { difficulty },
        deriveKey,
        expiresAt: new Date(Date.now() + LIFETIME_MS),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    /**
     * Checks the proof (made for at least `difficulty`) and marks its challenge used, `within` a
     * caller's transaction when given; anything wrong is a 400 that says what.
     */
    async redeem(proof: unknown, difficulty = 0, within: Database = db): Promise<void> {
      if (!isProof(proof)) {
        throw badRequest(`proof is required: solve a challenge from ${from} and send it`, 'proof.invalid');
      }
      const result = await verifySolution({
        challenge: proof.challenge,
        solution: proof.solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => ({ verified: false, expired: false }));
      if (result.expired)
        throw badRequest('proof has expired: fetch a new challenge and send the form again', 'proof.invalid');
      if (!result.verified)
        throw badRequest('proof is not a valid solution of a challenge this server signed', 'proof.invalid');
      if (Number(proof.challenge.parameters.data?.difficulty ?? 0) < difficulty)
        throw badRequest(
          'proof solves an easier challenge than is now needed: fetch a new one',
          'proof.invalid',
        );
      const used = await within
        .insert(usedChallenges)
        .values({
          signature: proof.challenge.signature as string,
          expiresAt: new Date((proof.challenge.parameters.expiresAt as number) * 1000),
        })
        .onConflictDoNothing()
        .returning({ signature: usedChallenges.signature });
      if (used.length === 0)
        throw badRequest('proof was already used: fetch a new challenge', 'proof.invalid');
    },

    /** Forgets redeemed challenges that have expired anyway. */
    async removeExpired(): Promise<void> {
      await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
    },
  };
}

export type RequestChallenges = ReturnType<typeof requestChallenges>;

function derive(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

function isProof(value: unknown): value is ProofOfWork {
  const proof = value as ProofOfWork | undefined;
  return (
    typeof proof === 'object' &&
    proof !== null &&
    typeof proof.challenge?.signature === 'string' &&
    proof.challenge.signature.length <= 200 &&
    typeof proof.challenge.parameters === 'object' &&
    proof.challenge.parameters !== null &&
    typeof proof.challenge.parameters.expiresAt === 'number' &&
    typeof proof.solution === 'object' &&
    proof.solution !== null
  );
}
