import { and, asc, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import {
  type ApplicationStatus,
  jobApplications,
  mailOutbox,
  privacyVersions,
  users,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import type { JobApplicationBody } from '../../../schemas/applications.ts';
import type { OutboxMail } from '../mail/outbox-repository.ts';
import { type InboxListQuery, inboxQuery } from '../requests/inbox-query.ts';

/** The kind of outbox mail that tells staff about a new application. */
const NOTIFICATION_KIND = 'application-notification';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An application as staff read it (the CV's stored key stays inside the API). */
export type JobApplication = JobApplicationBody;

export interface NewApplication
  extends Pick<
    JobApplication,
    | 'vacancyId'
    | 'vacancyTitle'
    | 'name'
    | 'phone'
    | 'email'
    | 'message'
    | 'locale'
    | 'policyVersion'
    | 'policyLocale'
  > {
  cv: { key: string; name: string; type: string; size: number };
}

export type ApplicationListQuery = InboxListQuery;

const inbox = inboxQuery({
  name: 'applications',
  id: jobApplications.id,
  status: jobApplications.status,
  assigneeId: jobApplications.assigneeId,
  sortable: {
    id: jobApplications.id,
    status: jobApplications.status,
    name: jobApplications.name,
    vacancyTitle: jobApplications.vacancyTitle,
    createdAt: jobApplications.createdAt,
    updatedAt: jobApplications.updatedAt,
  },
  searched: [
    jobApplications.name,
    jobApplications.phone,
    jobApplications.email,
    jobApplications.message,
    jobApplications.vacancyTitle,
  ],
});

const selection = {
  application: jobApplications,
  mailState: mailOutbox.state,
  assigneeEmail: users.email,
  policyPublishedAt: privacyVersions.publishedAt,
};

type SelectedRow = {
  application: typeof jobApplications.$inferSelect;
  mailState: string | null;
  assigneeEmail: string | null;
  policyPublishedAt: string | null;
};

/**
 * The queries behind «Отклики»: applications with their notification's state, assignee and the
 * policy agreed to. `retentionDays` answers the period in force, for each row's deletion date.
 */
export function applicationsRepository(db: Database) {
  const joined = () =>
    db
      .select(selection)
      .from(jobApplications)
      .leftJoin(
        mailOutbox,
        and(eq(mailOutbox.applicationId, jobApplications.id), eq(mailOutbox.kind, NOTIFICATION_KIND)),
      )
      .leftJoin(users, eq(users.id, jobApplications.assigneeId))
      .leftJoin(privacyVersions, eq(privacyVersions.version, jobApplications.policyVersion));

  function present(row: SelectedRow, retentionDays: number): JobApplication {
    const { application: a } = row;
    return {
      id: a.id,
      status: a.status,
      vacancyId: a.vacancyId,
      vacancyTitle: a.vacancyTitle,
      name: a.name,
      phone: a.phone,
      email: a.email,
      message: a.message,
      locale: a.locale,
      cvName: a.cvName,
      cvType: a.cvType,
      cvSize: a.cvSize,
      consentedAt: a.consentedAt.toISOString(),
      policyVersion: a.policyVersion,
      policyLocale: a.policyLocale,
      policyPublishedAt: row.policyPublishedAt && (isoTimestamp(row.policyPublishedAt) as string),
      notes: a.notes,
      assigneeId: a.assigneeId,
      assigneeEmail: row.assigneeEmail,
      notification: (row.mailState as JobApplication['notification'] | null) ?? 'off',
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      deleteAfter: new Date(a.createdAt.getTime() + retentionDays * DAY_MS).toISOString(),
    };
  }

  async function get(id: number, retentionDays: number): Promise<JobApplication | undefined> {
    const [row] = await joined().where(eq(jobApplications.id, id));
    return row && present(row, retentionDays);
  }

  return {
    /**
     * Stores the application and, when a notification is due, its outbox mail, in one transaction.
     */
    async create(
      values: NewApplication,
      retentionDays: number,
      compose?: (application: JobApplication) => OutboxMail,
    ): Promise<JobApplication> {
      // The application's clock is the app's (a test clock moves it); its retention counts from here.
      const now = new Date();
      const id = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(jobApplications)
          .values({
            vacancyId: values.vacancyId,
            vacancyTitle: values.vacancyTitle,
            name: values.name,
            phone: values.phone,
            email: values.email,
            message: values.message,
            locale: values.locale,
            policyVersion: values.policyVersion,
            policyLocale: values.policyLocale,
            cvKey: values.cv.key,
            cvName: values.cv.name,
            cvType: values.cv.type,
            cvSize: values.cv.size,
            consentedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const row = stored as typeof jobApplications.$inferSelect;
        if (compose) {
          const mail = compose(
            present(
              { application: row, mailState: null, assigneeEmail: null, policyPublishedAt: null },
              retentionDays,
            ),
          );
          await tx.insert(mailOutbox).values({
            kind: NOTIFICATION_KIND,
            recipients: mail.recipients.join(', '),
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            applicationId: row.id,
          });
        }
        return row.id;
      });
      return (await get(id, retentionDays)) as JobApplication;
    },

    async list(
      query: ApplicationListQuery,
      retentionDays: number,
    ): Promise<{ rows: JobApplication[]; total: number }> {
      const condition = inbox.where(query);
      let rows = joined()
        .where(condition)
        .orderBy(...inbox.orderBy(query.sort))
        .$dynamic();
      if (query.range) rows = rows.offset(query.range.start).limit(query.range.end - query.range.start + 1);
      const [selected, [counted]] = await Promise.all([
        rows,
        db.select({ total: count() }).from(jobApplications).where(condition),
      ]);
      return { rows: selected.map((row) => present(row, retentionDays)), total: counted?.total ?? 0 };
    },

    get,

    /** The stored CV of an application, for the staff download. */
    async cv(id: number): Promise<{ key: string; name: string; type: string } | undefined> {
      const [row] = await db
        .select({ key: jobApplications.cvKey, name: jobApplications.cvName, type: jobApplications.cvType })
        .from(jobApplications)
        .where(eq(jobApplications.id, id));
      return row;
    },

    /** Changes what staff keep on an application: its status, notes and assignee. */
    async update(
      id: number,
      changes: { status?: ApplicationStatus; notes?: string; assigneeId?: number | null },
    ): Promise<boolean> {
      const [row] = await db
        .update(jobApplications)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(jobApplications.id, id))
        .returning({ id: jobApplications.id });
      return Boolean(row);
    },

    /** The active administrators: whom an application may be assigned to (only they see them). */
    async assignees(): Promise<{ id: number; email: string }[]> {
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), isNotNull(users.activatedAt)))
        .orderBy(asc(users.email));
    },

    /** Deletes an application (and, by cascade, its mail); answers its CV's key to remove. */
    async remove(id: number): Promise<{ cvKey: string } | undefined> {
      const [row] = await db
        .delete(jobApplications)
        .where(eq(jobApplications.id, id))
        .returning({ cvKey: jobApplications.cvKey });
      return row;
    },

    /** Deletes the applications that came more than `days` before `now`; answers their CVs' keys. */
    async removeOlderThan(days: number, now: Date): Promise<{ id: number; cvKey: string }[]> {
      return db
        .delete(jobApplications)
        .where(lt(jobApplications.createdAt, new Date(now.getTime() - days * DAY_MS)))
        .returning({ id: jobApplications.id, cvKey: jobApplications.cvKey });
    },

    async countNew(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(jobApplications)
        .where(eq(jobApplications.status, 'new'));
      return row?.total ?? 0;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
