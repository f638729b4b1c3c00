import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import {
  customerRequests,
  mailOutbox,
  privacyVersions,
  type RequestStatus,
  requestNotes,
  users,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import type { QuoteResource } from '../../../schemas/request-limits.ts';
import type { OutboxMail } from '../mail/outbox-repository.ts';
import { type InboxListQuery, inboxQuery } from './inbox-query.ts';

/** The kind of outbox mail that tells staff about a new request. */
const NOTIFICATION_KIND = 'request-notification';

export type NotificationState = 'off' | 'pending' | 'sent' | 'failed';

/** A request as staff read it: the stored file's key stays inside the API. */
export interface CustomerRequest {
  id: number;
  status: RequestStatus;
  name: string;
  company: string | null;
  phone: string | null;
  email: string | null;
  message: string;
  locale: string;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  consentedAt: string;
  /** The version of the privacy policy agreed to, and its language; none when the form did not say. */
  policyVersion: number | null;
  policyLocale: string | null;
  /** When that version went public. */
  policyPublishedAt: string | null;
  /** The item asked about from its page, and its title as the page showed it. */
  itemResource: QuoteResource | null;
  itemId: number | null;
  itemTitle: string | null;
  /** Where the form was sent from, and where the visit came from (see the table's columns). */
  pagePath: string | null;
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** `off` when no mail was due (no SMTP or no recipients when the request came). */
  notification: NotificationState;
  notificationAttempts: number;
  notificationError: string | null;
  notifiedAt: string | null;
  /** The colleague who answers it, if someone was assigned. */
  assigneeId: number | null;
  assigneeEmail: string | null;
}

/** An internal note of staff on a request. */
export interface RequestNote {
  id: number;
  requestId: number;
  authorId: number | null;
  authorEmail: string;
  text: string;
  createdAt: string;
}

/** A colleague a request may be assigned to: an active editor or administrator. */
export interface Assignee {
  id: number;
  email: string;
  role: 'admin' | 'editor';
}

export interface NewRequest
  extends Pick<
      CustomerRequest,
      'name' | 'company' | 'phone' | 'email' | 'message' | 'locale' | 'policyVersion' | 'policyLocale'
    >,
    Partial<Pick<CustomerRequest, (typeof CONTEXT_FIELDS)[number]>> {
  attachment: { key: string; name: string; type: string; size: number } | null;
}

/** What a request records of where it was asked from, stored and answered as sent. */
const CONTEXT_FIELDS = [
  'itemResource',
  'itemId',
  'itemTitle',
  'pagePath',
  'landingPath',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const;

/** The notification for a stored request, composed once its id is known. */
export type ComposeNotification = (request: CustomerRequest) => OutboxMail;

export interface RequestListQuery extends InboxListQuery {
  /** Only those asked from this item's page. */
  item?: { resource: QuoteResource; id: number };
}

const inbox = inboxQuery({
  name: 'requests',
  id: customerRequests.id,
  status: customerRequests.status,
  assigneeId: customerRequests.assigneeId,
  sortable: {
    id: customerRequests.id,
    status: customerRequests.status,
    name: customerRequests.name,
    company: customerRequests.company,
    createdAt: customerRequests.createdAt,
    updatedAt: customerRequests.updatedAt,
  },
  searched: [
    customerRequests.name,
    customerRequests.company,
    customerRequests.phone,
    customerRequests.email,
    customerRequests.message,
  ],
});

const selection = {
  request: customerRequests,
  mailState: mailOutbox.state,
  mailAttempts: mailOutbox.attempts,
  mailError: mailOutbox.lastError,
  mailSentAt: mailOutbox.sentAt,
  assigneeEmail: users.email,
  policyPublishedAt: privacyVersions.publishedAt,
};

type SelectedRow = {
  request: typeof customerRequests.$inferSelect;
  mailState: string | null;
  mailAttempts: number | null;
  mailError: string | null;
  mailSentAt: Date | null;
  assigneeEmail: string | null;
  policyPublishedAt: string | null;
};

/** The queries behind the inbox: requests with the state of their notification. */
export function requestsRepository(db: Database) {
  const withNotification = () =>
    db
      .select(selection)
      .from(customerRequests)
      .leftJoin(
        mailOutbox,
        and(eq(mailOutbox.requestId, customerRequests.id), eq(mailOutbox.kind, NOTIFICATION_KIND)),
      )
      .leftJoin(users, eq(users.id, customerRequests.assigneeId))
      .leftJoin(privacyVersions, eq(privacyVersions.version, customerRequests.policyVersion));

  /** The shared inbox filter, and the request inbox's own: by the item a request was asked from. */
  function where(query: RequestListQuery): SQL | undefined {
    return and(
      inbox.where(query),
      query.item
        ? and(
            eq(customerRequests.itemResource, query.item.resource),
            eq(customerRequests.itemId, query.item.id),
          )
        : undefined,
    );
  }

  async function get(id: number): Promise<CustomerRequest | undefined> {
    const [row] = await withNotification().where(eq(customerRequests.id, id));
    return row && present(row);
  }

  return {
    /**
     * Stores the request and, when a notification is due, its outbox mail, in one transaction: the
     * request exists before any mail is attempted, and a stored request always has its mail queued.
     */
    async create(values: NewRequest, compose?: ComposeNotification): Promise<CustomerRequest> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customerRequests)
          .values({
            name: values.name,
            company: values.company,
            phone: values.phone,
            email: values.email,
            message: values.message,
            locale: values.locale,
            policyVersion: values.policyVersion,
            policyLocale: values.policyLocale,
            ...Object.fromEntries(CONTEXT_FIELDS.map((field) => [field, values[field] ?? null])),
            attachmentKey: values.attachment?.key ?? null,
            attachmentName: values.attachment?.name ?? null,
            attachmentType: values.attachment?.type ?? null,
            attachmentSize: values.attachment?.size ?? null,
            consentedAt: new Date(),
          })
          .returning();
        const stored = row as typeof customerRequests.$inferSelect;
        if (compose) {
          const mail = compose(
            present({
              request: stored,
              mailState: null,
              mailAttempts: null,
              mailError: null,
              mailSentAt: null,
              assigneeEmail: null,
              policyPublishedAt: null,
            }),
          );
          await tx.insert(mailOutbox).values({
            kind: NOTIFICATION_KIND,
            recipients: mail.recipients.join(', '),
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            requestId: stored.id,
          });
        }
        return stored.id;
      });
      return (await get(id)) as CustomerRequest;
    },

    async list(query: RequestListQuery): Promise<{ rows: CustomerRequest[]; total: number }> {
      const condition = where(query);
      let rows = withNotification()
        .where(condition)
        .orderBy(...inbox.orderBy(query.sort))
        .$dynamic();
      if (query.range) rows = rows.offset(query.range.start).limit(query.range.end - query.range.start + 1);
      const [selected, [counted]] = await Promise.all([
        rows,
        db.select({ total: count() }).from(customerRequests).where(condition),
      ]);
      return { rows: selected.map(present), total: counted?.total ?? 0 };
    },

    get,

    /** The stored file of a request's attachment, for the staff download. */
    async attachment(id: number): Promise<{ key: string; name: string; type: string } | undefined> {
      const [row] = await db
        .select({
          key: customerRequests.attachmentKey,
          name: customerRequests.attachmentName,
          type: customerRequests.attachmentType,
        })
        .from(customerRequests)
        .where(eq(customerRequests.id, id));
      if (!row?.key) return undefined;
      return { key: row.key, name: row.name ?? row.key, type: row.type ?? 'application/octet-stream' };
    },

    /** Moves a request to a status; closing starts its retention period, reopening ends it. */
    async setStatus(id: number, status: RequestStatus): Promise<CustomerRequest | undefined> {
      const [row] = await db
        .update(customerRequests)
        .set({
          status,
          updatedAt: new Date(),
          closedAt: status === 'closed' ? sql`coalesce(${customerRequests.closedAt}, now())` : sql`null`,
        })
        .where(eq(customerRequests.id, id))
        .returning({ id: customerRequests.id });
      return row && get(row.id);
    },

    /** Gives a request to a colleague to answer, or to nobody (`null`). */
    async assign(id: number, assigneeId: number | null): Promise<CustomerRequest | undefined> {
      const [row] = await db
        .update(customerRequests)
        .set({ assigneeId, updatedAt: new Date() })
        .where(eq(customerRequests.id, id))
        .returning({ id: customerRequests.id });
      return row && get(row.id);
    },

    /** The active editors and administrators, by e-mail: whom a request may be assigned to. */
    async assignees(): Promise<Assignee[]> {
      const rows = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(
          and(
            inArray(users.role, ['admin', 'editor']),
            isNull(users.disabledAt),
            isNotNull(users.activatedAt),
          ),
        )
        .orderBy(asc(users.email));
      return rows as Assignee[];
    },

    /** A request's internal notes, oldest first. */
    async notes(requestId: number): Promise<RequestNote[]> {
      const rows = await db
        .select()
        .from(requestNotes)
        .where(eq(requestNotes.requestId, requestId))
        .orderBy(asc(requestNotes.id));
      return rows.map(presentNote);
    },

    /** Adds a note signed by its author (their e-mail as it is now, kept if the account goes). */
    async addNote(requestId: number, authorId: number, text: string): Promise<RequestNote> {
      const [row] = await db
        .insert(requestNotes)
        .values({
          requestId,
          authorId,
          authorEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${authorId})`,
          text,
        })
        .returning();
      return presentNote(row as typeof requestNotes.$inferSelect);
    },

    /** Deletes a request (and, by cascade, its mail and notes); answers it with its file's key to remove. */
    async remove(id: number): Promise<(CustomerRequest & { attachmentKey: string | null }) | undefined> {
      const before = await get(id);
      if (!before) return undefined;
      const [row] = await db
        .delete(customerRequests)
        .where(eq(customerRequests.id, id))
        .returning({ attachmentKey: customerRequests.attachmentKey });
      return row && { ...before, attachmentKey: row.attachmentKey };
    },

    /** Deletes requests closed longer than `days` ago; answers their files' keys. */
    async removeClosedBefore(days: number): Promise<{ id: number; attachmentKey: string | null }[]> {
      return db
        .delete(customerRequests)
        .where(
          and(
            eq(customerRequests.status, 'closed'),
            lt(customerRequests.closedAt, sql`now() - make_interval(days => ${days})`),
          ),
        )
        .returning({ id: customerRequests.id, attachmentKey: customerRequests.attachmentKey });
    },

    /**
     * What the dashboard counts: the requests since `since`, by when they came and where from (the
     * visit's source, campaign and first page, and the item asked about).
     */
    async origins(since: Date) {
      return db
        .select({
          createdAt: customerRequests.createdAt,
          source: sql<
            string | null
          >`coalesce(${customerRequests.utmSource}, ${customerRequests.referrerHost})`,
          campaign: customerRequests.utmCampaign,
          landingPath: customerRequests.landingPath,
          itemResource: customerRequests.itemResource,
          itemId: customerRequests.itemId,
          itemTitle: customerRequests.itemTitle,
        })
        .from(customerRequests)
        .where(gte(customerRequests.createdAt, since))
        .orderBy(asc(customerRequests.id));
    },

    async countNew(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(customerRequests)
        .where(eq(customerRequests.status, 'new'));
      return row?.total ?? 0;
    },
  };
}

export type RequestsRepository = ReturnType<typeof requestsRepository>;

function present(row: SelectedRow): CustomerRequest {
  const { request } = row;
  return {
    id: request.id,
    status: request.status,
    name: request.name,
    company: request.company,
    phone: request.phone,
    email: request.email,
    message: request.message,
    locale: request.locale,
    attachmentName: request.attachmentName,
    attachmentType: request.attachmentType,
    attachmentSize: request.attachmentSize,
    consentedAt: request.consentedAt.toISOString(),
    policyVersion: request.policyVersion,
    policyLocale: request.policyLocale,
    policyPublishedAt: row.policyPublishedAt && isoTimestamp(row.policyPublishedAt),
    itemResource: request.itemResource as QuoteResource | null,
    itemId: request.itemId,
    itemTitle: request.itemTitle,
    pagePath: request.pagePath,
    landingPath: request.landingPath,
    referrerHost: request.referrerHost,
    utmSource: request.utmSource,
    utmMedium: request.utmMedium,
    utmCampaign: request.utmCampaign,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
    notification: (row.mailState as NotificationState | null) ?? 'off',
    notificationAttempts: row.mailAttempts ?? 0,
    notificationError: row.mailError,
    notifiedAt: row.mailSentAt?.toISOString() ?? null,
    assigneeId: request.assigneeId,
    assigneeEmail: row.assigneeEmail,
  };
}

function presentNote(row: typeof requestNotes.$inferSelect): RequestNote {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
