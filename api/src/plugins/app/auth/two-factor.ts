import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { ROLES, type Role } from '../../../auth/roles.ts';
import { recoveryCodes, twoFactorPolicy, twoFactors } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import { secretBox } from '../../../security/secret-box.ts';
import { accountTokensRepository } from './account-tokens-repository.ts';
import { type SecondStep, secondStepTickets } from './second-step-tickets.ts';

/** Wrong codes allowed before delays start; each one after blocks twice as long: 30 s … 15 minutes. */
const FREE_GUESSES = 5;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
const RECOVERY_CODE_COUNT = 10;
/** Recovery codes read aloud and typed without confusion: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A checked code: which kind let the person in, or why not (`wait`: seconds blocked). */
export type CodeCheck =
  | { outcome: 'code' }
  | { outcome: 'recovery'; left: number }
  | { outcome: 'wrong' }
  | { outcome: 'blocked'; wait: number };

const hashOf = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * The one-time set-up code an administrator hands over after resetting someone's factor: in the
 * recovery codes' form, and kept (hashed, as an account token) in the form `setupCodeKey` gives.
 */
export const newSetupCode = newRecoveryCode;
export const setupCodeKey = normalizeRecoveryCode;

/** The authenticator secrets' key: a copy of the database alone reveals no secret. */
const TOTP_SECRETS = { salt: 'two-factor', info: 'totp secret at rest' };

/**
 * The second factor of staff accounts: authenticator codes (RFC 6238: SHA-1, 6 digits, 30 s,
 * one step either side, each step accepted once) and ten one-time recovery codes; the per-role
 * policy; guesses throttled per account, counted before the code is checked.
 */
export function twoFactorService(
  db: Database,
  options: { signingKey: string; issuer: string; requiredByDefault: readonly Role[] },
) {
  const box = secretBox(options.signingKey, TOTP_SECRETS);
  const totpOf = (secret: string, label = '') =>
    new TOTP({
      issuer: options.issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret),
    });

  async function rowOf(userId: number) {
    const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    return row;
  }

  /** Counts a guess unless the account is blocked; answers the seconds to wait when it is. */
  async function countGuess(userId: number): Promise<number> {
    const counted = await db
      .update(twoFactors)
      .set({ failures: sql`${twoFactors.failures} + 1` })
      .where(
        and(
          eq(twoFactors.userId, userId),
          or(isNull(twoFactors.blockedUntil), lt(twoFactors.blockedUntil, sql`now()`)),
        ),
      )
      .returning({ failures: twoFactors.failures });
    if (counted.length > 0) return 0;
    const blockedUntil = (await rowOf(userId))?.blockedUntil?.getTime() ?? Date.now() + 1000;
    return Math.max(1, Math.ceil((blockedUntil - Date.now()) / 1000));
  }

  async function guessed(userId: number, right: boolean): Promise<void> {
    await db
      .update(twoFactors)
      .set(
        right
          ? { failures: 0, blockedUntil: null }
          : {
              blockedUntil: sql`case when ${twoFactors.failures} >= ${FREE_GUESSES}
                then now() + make_interval(secs => least(${MAX_DELAY_SECONDS}, ${FIRST_DELAY_SECONDS} * power(2, ${twoFactors.failures} - ${FREE_GUESSES})))
                else null end`,
            },
      )
      .where(eq(twoFactors.userId, userId));
  }

  /** Whether `code` is the authenticator's for a step not used yet; claims the step when it is. */
  async function claimCode(userId: number, stored: string, code: string): Promise<boolean> {
    let secret: string;
    try {
      secret = box.open(stored);
    } catch {
      // Sealed under another signing key (JWT_SECRET changed): only recovery codes or a reset help.
      return false;
    }
    const totp = totpOf(secret);
    const delta = totp.validate({ token: code, window: 1 });
    if (delta === null) return false;
    const step = totp.counter() + delta;
    const claimed = await db
      .update(twoFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactors.userId, userId),
          or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: twoFactors.userId });
    return claimed.length > 0;
  }

  async function recoveryCodesLeft(userId: number): Promise<number> {
    return db.$count(recoveryCodes, and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  }

  async function isRequired(role: Role): Promise<boolean> {
    const [row] = await db.select().from(twoFactorPolicy).where(eq(twoFactorPolicy.role, role));
    return row?.required ?? options.requiredByDefault.includes(role);
  }

  return {
    isRequired,

    /** Per role, whether a second factor is required (the stored choice, else the default). */
    async policy(): Promise<Record<Role, boolean>> {
      const stored = await db.select().from(twoFactorPolicy);
      return Object.fromEntries(
        ROLES.map((role) => [
          role,
          stored.find((row) => row.role === role)?.required ?? options.requiredByDefault.includes(role),
        ]),
      ) as Record<Role, boolean>;
    },

    async setPolicy(changes: Partial<Record<Role, boolean>>): Promise<void> {
      for (const role of ROLES) {
        const required = changes[role];
        if (required === undefined) continue;
        await db
          .insert(twoFactorPolicy)
          .values({ role, required })
          .onConflictDoUpdate({ target: twoFactorPolicy.role, set: { required, updatedAt: new Date() } });
      }
    },

    async status(userId: number, role: Role) {
      const row = await rowOf(userId);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        required: await isRequired(role),
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(userId) : 0,
      };
    },

    /** What a correct password still needs: a code, a factor to set up, or nothing. */
    async secondStepFor(user: { id: number; role: Role }): Promise<SecondStep | null> {
      if ((await rowOf(user.id))?.enabledAt) return 'code';
      return (await isRequired(user.role)) ? 'setup' : null;
    },

    /**
     * A new secret to confirm, replacing an unconfirmed one; undefined when the account already
     * has a factor (it is removed first, with a code or by an administrator).
     */
    async begin(userId: number, email: string): Promise<{ secret: string; uri: string } | undefined> {
      const secret = new Secret({ size: 20 }).base32;
      const fresh = { secret: box.seal(secret), lastUsedStep: null, failures: 0, blockedUntil: null };
      const stored = await db
        .insert(twoFactors)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({ target: twoFactors.userId, set: fresh, setWhere: isNull(twoFactors.enabledAt) })
        .returning({ userId: twoFactors.userId });
      if (stored.length === 0) return undefined;
      return { secret, uri: totpOf(secret, email).toString() };
    },

    /**
     * Confirms the pending secret with a code from the authenticator: the factor is on, and the
     * answer is the recovery codes, in clear for the only time.
     */
    async enable(
      userId: number,
      code: string,
    ): Promise<
      | { outcome: 'enabled'; recoveryCodes: string[] }
      | { outcome: 'wrong' }
      | { outcome: 'blocked'; wait: number }
    > {
      const row = await rowOf(userId);
      if (!row || row.enabledAt) return { outcome: 'wrong' };
      const wait = await countGuess(userId);
      if (wait > 0) return { outcome: 'blocked', wait };
      const right = /^\d{6}$/.test(code) && (await claimCode(userId, row.secret, code));
      await guessed(userId, right);
      if (!right) return { outcome: 'wrong' };
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx.update(twoFactors).set({ enabledAt: new Date() }).where(eq(twoFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((one) => ({ userId, codeHash: hashOf(one) })));
      });
      return { outcome: 'enabled', recoveryCodes: codes };
    },

    /** Checks an authenticator code (six digits) or a recovery code (used up) of an enabled factor. */
    async check(userId: number, code: string): Promise<CodeCheck> {
      const row = await rowOf(userId);
      if (!row?.enabledAt) return { outcome: 'wrong' };
      const wait = await countGuess(userId);
      if (wait > 0) return { outcome: 'blocked', wait };
      let result: CodeCheck = { outcome: 'wrong' };
      if (/^\d{6}$/.test(code)) {
        if (await claimCode(userId, row.secret, code)) result = { outcome: 'code' };
      } else {
        const used = await db
          .update(recoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(recoveryCodes.userId, userId),
              eq(recoveryCodes.codeHash, hashOf(code)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id });
        if (used.length > 0) result = { outcome: 'recovery', left: await recoveryCodesLeft(userId) };
      }
      await guessed(userId, result.outcome !== 'wrong');
      return result;
    },

    /** Removes the factor and its recovery codes (disabled by its owner, or reset by an administrator). */
    async remove(userId: number): Promise<boolean> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const [removed] = await db
        .delete(twoFactors)
        .where(eq(twoFactors.userId, userId))
        .returning({ enabledAt: twoFactors.enabledAt });
      return Boolean(removed?.enabledAt);
    },

    /** Accounts whose factor is on, for the list of staff. */
    async enabledAccounts(): Promise<Set<number>> {
      const rows = await db
        .select({ userId: twoFactors.userId })
        .from(twoFactors)
        .where(isNotNull(twoFactors.enabledAt));
      return new Set(rows.map((row) => row.userId));
    },
  };
}

type TwoFactorService = ReturnType<typeof twoFactorService>;

/** The app's second-factor service: its signing key, the site's host as the issuer, the default policy. */
export function twoFactorOf(app: FastifyInstance): TwoFactorService {
  return twoFactorService(app.db, {
    signingKey: app.config.jwtSecret,
    issuer: new URL(app.config.siteUrl).host,
    requiredByDefault: app.config.twoFactorRequiredRoles,
  });
}

/**
 * What a sign-in with the right password answers when a second step remains: the step and a
 * ticket for it; undefined when the tokens may be issued at once.
 */
export async function secondStepOf(app: FastifyInstance, user: { id: number; role: Role }) {
  const step = await twoFactorOf(app).secondStepFor(user);
  if (!step) return undefined;
  // After an administrator's reset, the set-up also takes the code they handed over.
  const setupCodeRequired =
    step === 'setup' && (await accountTokensRepository(app.db).pending(user.id, 'two_factor_setup'));
  return {
    secondFactor: step,
    ...secondStepTickets(app.db, app.config.jwtSecret).issue(user.id, step),
    ...(setupCodeRequired ? { setupCodeRequired } : {}),
  };
}
