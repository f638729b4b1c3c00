import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const REQUEST_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A visitor's request from the site's form. Everything the visitor typed is kept as plain text and
 * only ever shown escaped. Closed requests are removed after the retention period.
 */
export const customerRequests = pgTable(
  'customer_requests',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('new'),
    name: text('name').notNull(),
    company: text('company'),
    phone: text('phone'),
    email: text('email'),
    message: text('message').notNull(),
    /** The language of the page the request was sent from (ru, en, kk). */
    locale: text('locale').notNull(),
    /** The attachment's name in the private request-files storage, never served to visitors. */
    attachmentKey: text('attachment_key'),
    /** The name the visitor's file had, shown to staff and offered as the download's name. */
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    /** When the visitor ticked the consent box (the request is refused without it). */
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the request is closed; the retention period counts from here. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('customer_requests_status_idx').on(table.status, table.closedAt)],
);
