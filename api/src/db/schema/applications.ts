import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { privacyVersions } from './privacy-versions.ts';
import { REQUEST_STATUSES } from './requests.ts';
import { users } from './users.ts';

/** An application moves as a request does: new → in_progress → closed. */
export const APPLICATION_STATUSES = REQUEST_STATUSES;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A candidate's application to a vacancy, with their CV: personal data of another kind than a
 * customer request, seen only by administrators (the `applications` access), and deleted for good
 * with its file once the retention period an administrator set has passed since it came.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    /** The vacancy (a content record of the `vacancies` resource) and its title as the candidate read it. */
    vacancyId: integer('vacancy_id').notNull(),
    vacancyTitle: text('vacancy_title').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    message: text('message').notNull(),
    /** The language of the page the application was sent from (ru, en, kk). */
    locale: text('locale').notNull(),
    /** The CV in the private application-files storage, never served to visitors. */
    cvKey: text('cv_key').notNull(),
    cvName: text('cv_name').notNull(),
    cvType: text('cv_type').notNull(),
    cvSize: bigint('cv_size', { mode: 'number' }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
    policyVersion: integer('policy_version').references(() => privacyVersions.version),
    policyLocale: text('policy_locale'),
    /** Staff's internal notes; the candidate never sees them. */
    notes: text('notes').notNull().default(''),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The retention period counts from here. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('job_applications_status_idx').on(table.status),
    index('job_applications_created_idx').on(table.createdAt),
  ],
);
