import { hkdfSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import { usedChallenges } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

/** What remains after a correct password: a code, or setting up the factor the role requires. */
export type SecondStep = 'code' | 'setup';

/** Time between a correct password and the code (or the authenticator's set-up). */
const TICKET_LIFETIME_MS = 10 * 60 * 1000;
const AUDIENCE = 'second-step';

export interface SecondStepTicket {
  uid: number;
  step: SecondStep;
  jti: string;
  /** Milliseconds since the epoch. */
  exp: number;
}

/**
 * The signed ticket a correct password earns when a second step remains: a JWT under its own key
 * (derived from the signing key, so it is never accepted as an access token, nor an access token
 * as a ticket), short-lived, and used once: its id is kept, as a redeemed challenge's is, until it
 * expires.
 */
export function secondStepTickets(db: Database, signingKey: string) {
  const key = Buffer.from(hkdfSync('sha256', signingKey, 'two-factor', 'second step ticket', 32));
  const sign = createSigner({ key, algorithm: 'HS256', aud: AUDIENCE, expiresIn: TICKET_LIFETIME_MS });
  const verify = createVerifier({ key, algorithms: ['HS256'], allowedAud: AUDIENCE });
  const usedId = (jti: string) => `second-step:${jti}`;

  return {
    issue(uid: number, step: SecondStep): { ticket: string; expiresAt: string } {
      return {
        ticket: sign({ uid, step, jti: randomUUID() }),
        expiresAt: new Date(Date.now() + TICKET_LIFETIME_MS).toISOString(),
      };
    },

    /** The ticket's claims when it is genuine, unexpired, for this step and not used yet. */
    async read(ticket: string, step: SecondStep): Promise<SecondStepTicket | undefined> {
      let claims: { uid?: unknown; step?: unknown; jti?: unknown; exp?: unknown };
      try {
        claims = verify(ticket);
      } catch {
        return undefined;
      }
      if (typeof claims.uid !== 'number' || claims.step !== step || typeof claims.jti !== 'string') return;
      const [used] = await db
        .select({ id: usedChallenges.signature })
        .from(usedChallenges)
        .where(eq(usedChallenges.signature, usedId(claims.jti)));
      if (used) return undefined;
      return { uid: claims.uid, step, jti: claims.jti, exp: Number(claims.exp) * 1000 };
    },

    /** Marks the ticket used; false when another request used it first. */
    async consume(ticket: SecondStepTicket): Promise<boolean> {
      const stored = await db
        .insert(usedChallenges)
        .values({ signature: usedId(ticket.jti), expiresAt: new Date(ticket.exp) })
        .onConflictDoNothing()
        .returning({ id: usedChallenges.signature });
      return stored.length > 0;
    },
  };
}
