import { and, eq, min, sql } from 'drizzle-orm';
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

/** How long a worker may hold a row while it sends; past it another instance may try. */
const LOCK_SECONDS = 120;
/** Retries wait twice as long each time, but never more than an hour. */
const MAX_DELAY_MS = 60 * 60 * 1000;

/** The outbox's queries: queue, claim what is due, record each attempt's outcome. */
export function outboxRepository(db: Database, retry: { baseMs: number; maxAttempts: number }) {
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
     * Locks up to `limit` due mails for this worker. `skip locked` lets several API instances
     * share the outbox without sending a mail twice.
     */
    async claimDue(limit: number): Promise<QueuedMail[]> {
      const result = await db.execute<{ id: number }>(sql`
        update ${mailOutbox} set locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
        where id in (
          select id from ${mailOutbox}
          where state = 'pending' and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = rowsOf<{ id: number }>(result).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      return db.query.mailOutbox.findMany({
        where: (outbox, { inArray }) => inArray(outbox.id, ids),
        orderBy: (outbox, { asc }) => [asc(outbox.id)],
      });
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          state: 'sent',
          attempts: sql`${mailOutbox.attempts} + 1`,
          sentAt: new Date(),
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, id));
    },

    /** Records a failed attempt: the mail waits `base × 2^(attempts−1)`, or fails for good after the last. */
    async markFailed(mail: QueuedMail, error: string): Promise<void> {
      const attempts = mail.attempts + 1;
      const delayMs = Math.min(MAX_DELAY_MS, retry.baseMs * 2 ** (attempts - 1));
      await db
        .update(mailOutbox)
        .set({
          attempts,
          state: attempts >= retry.maxAttempts ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + delayMs),
          lockedUntil: null,
          lastError: error.slice(0, 1000),
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.state, 'pending')));
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

/** postgres.js answers an array of rows, PGlite an object holding them. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
