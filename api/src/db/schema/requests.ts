import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { privacyVersions } from './privacy-versions.ts';
import { users } from './users.ts';

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
    /**
     * The version of the privacy policy the form showed, which the visitor agreed to; none for a
     * request from before versions were kept, or from a page built before (the form did not say).
     */
    policyVersion: integer('policy_version').references(() => privacyVersions.version),
    /** The language of the policy agreed to: the page's, whose policy the form links to. */
    policyLocale: text('policy_locale'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The item the visitor asked a price for from its page («Запросить расчёт»): a quotable
     * resource's name and id, and its title as the page showed it (kept if the item changes or goes).
     */
    itemResource: text('item_resource'),
    itemId: integer('item_id'),
    itemTitle: text('item_title'),
    /** The site's path the request was asked from (the item's page), without query or fragment. */
    pagePath: text('page_path'),
    /**
     * Where the visit came from, as the site remembered it for the visit (session storage, no
     * cookie): its first page, the referring site's host only, and that page's utm tags.
     */
    landingPath: text('landing_path'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** Set when the request is closed; the retention period counts from here. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** The colleague who answers it, if someone was assigned; unassigned when the account is removed. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('customer_requests_status_idx').on(table.status, table.closedAt),
    index('customer_requests_item_idx').on(table.itemResource, table.itemId),
  ],
);

/**
 * Staff's internal notes on a request: never shown to the visitor, removed with the request (and so
 * with it after the retention period).
 */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => customerRequests.id, { onDelete: 'cascade' }),
    /** Null once the author's account is removed; the e-mail stays to name them. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('request_notes_request_idx').on(table.requestId, table.id)],
);
