import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobApplications } from './applications.ts';
import { customerRequests } from './requests.ts';

export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * Mail waiting to go out, and what became of it. Whatever triggers mail stores its own record
 * first and then a row here; a worker sends due rows, retrying with growing delays.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about, e.g. `request-notification`. */
    kind: text('kind').notNull(),
    /** Comma-separated recipients. */
    recipients: text('recipients').notNull(),
    /** Where a reply goes, when not to the sender (the visitor's address on a request notification). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The customer request this mail tells about; deleting the request deletes its mail. */
    requestId: integer('request_id').references(() => customerRequests.id, { onDelete: 'cascade' }),
    /** The job application this mail tells about; deleting the application deletes its mail. */
    applicationId: integer('application_id').references(() => jobApplications.id, { onDelete: 'cascade' }),
    state: text('state', { enum: MAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.state, table.nextAttemptAt),
    /** One mail of each kind per request. */
    uniqueIndex('mail_outbox_request_kind_idx').on(table.requestId, table.kind),
  ],
);
