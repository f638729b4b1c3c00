import { and, asc, eq, lte, min, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

/** One mail as it is queued. */
export interface OutboxMail {
  recipients: string[];
  replyTo: string | null;
  subject: string;
  text: string;
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Retries wait twice as long each time, but never more than an hour. */
const MAX_DELAY_MS = 60 * 60 * 1000;

/** What became of one attempt: null when the mail went out, else why it did not. */
export type SendOutcome = string | null;

/**
 * The outbox's queries: queue, send what is due one mail at a time, record each attempt's outcome.
 * `rowLocks` (PostgreSQL) holds each mail's row locked while it is sent; PGlite, which serves one
 * process and would stall every other query behind an open transaction, goes without.
 */
export function outboxRepository(
  db: Database,
  retry: { baseMs: number; maxAttempts: number },
  { rowLocks }: { rowLocks: boolean },
) {
  const atomically = <T>(work: (db: Database) => Promise<T>): Promise<T> =>
    rowLocks ? db.transaction(work) : work(db);

  /** Records the outcome: sent, or a failed attempt that waits `base × 2^(attempts−1)` (or fails for good after the last). */
  async function record(db: Database, mail: QueuedMail, error: SendOutcome): Promise<void> {
    const attempts = mail.attempts + 1;
    if (error === null) {
      await db
        .update(mailOutbox)
        .set({ state: 'sent', attempts, sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      return;
    }
    const delayMs = Math.min(MAX_DELAY_MS, retry.baseMs * 2 ** (attempts - 1));
    await db
      .update(mailOutbox)
      .set({
        attempts,
        state: attempts >= retry.maxAttempts ? 'failed' : 'pending',
        nextAttemptAt: new Date(Date.now() + delayMs),
        lastError: error.slice(0, 1000),
      })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.state, 'pending')));
  }

  return {
    async enqueue(kind: string, mail: OutboxMail): Promise<QueuedMail> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind,
          recipients: mail.recipients.join(', '),
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
        })
        .returning();
      return row as QueuedMail;
    },

    /**
     * Sends the earliest due mail through `send` and records the outcome; answers the mail and the
     * outcome, or undefined when none is due. On PostgreSQL the mail's row stays locked from the
     * moment it is picked until its outcome is stored, so another instance skips it (`skip locked`)
     * however slow the mail server is, and gets it only if this one dies mid-send (its connection
     * then drops and frees the row): a claim that could expire during a send would let a slow SMTP
     * server receive the mail twice.
     */
    async sendNext(
      send: (mail: QueuedMail) => Promise<SendOutcome>,
    ): Promise<{ mail: QueuedMail; error: SendOutcome } | undefined> {
      return atomically(async (db) => {
        const due = db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.state, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
          .limit(1);
        const [mail] = rowLocks ? await due.for('update', { skipLocked: true }) : await due;
        if (!mail) return undefined;
        const error = await send(mail);
        await record(db, mail, error);
        return { mail, error };
      });
    },

    /** When the earliest pending mail is due, or undefined when none waits. */
    async nextDueAt(): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: min(mailOutbox.nextAttemptAt) })
        .from(mailOutbox)
        .where(eq(mailOutbox.state, 'pending'));
      return row?.at ? new Date(row.at) : undefined;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
