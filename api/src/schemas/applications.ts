import { type Static, Type } from 'typebox';
import { Envelope, ErrorBody } from './common.ts';
import {
  IdParams,
  InboxQuery,
  NOTE_MAX_LENGTH,
  Nullable,
  REQUEST_LIMITS,
  RequestSubmission,
  Status,
  staff,
} from './requests.ts';

/** The most a vacancy's title, as the candidate read it, may hold. */
export const VACANCY_TITLE_MAX = 300;

/**
 * What the application form sends, as multipart fields with the CV in `cv`: the request form's
 * fields (without a company), and the vacancy applied to: its id (a `vacancies` record) and its
 * title in the page's language, as the candidate saw it.
 */
export const ApplicationSubmission = Type.Object({
  vacancyId: Type.Union([
    Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
  ]),
  vacancyTitle: Type.String({ minLength: 1, maxLength: VACANCY_TITLE_MAX, pattern: '\\S' }),
  name: RequestSubmission.properties.name,
  phone: RequestSubmission.properties.phone,
  email: RequestSubmission.properties.email,
  message: RequestSubmission.properties.message,
  consent: RequestSubmission.properties.consent,
  locale: RequestSubmission.properties.locale,
  policyVersion: RequestSubmission.properties.policyVersion,
  website: RequestSubmission.properties.website,
  proof: RequestSubmission.properties.proof,
});
export type ApplicationSubmission = Static<typeof ApplicationSubmission>;

export const JobApplicationBody = Type.Object({
  id: Type.Integer(),
  status: Status,
  vacancyId: Type.Integer(),
  vacancyTitle: Type.String({ description: 'The vacancy’s title as the candidate read it' }),
  name: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  message: Type.String(),
  locale: Type.String(),
  cvName: Type.String(),
  cvType: Type.String(),
  cvSize: Type.Integer(),
  consentedAt: Type.String({ format: 'date-time' }),
  policyVersion: Type.Union([Type.Integer(), Type.Null()]),
  policyLocale: Nullable(Type.String()),
  policyPublishedAt: Nullable(Type.String({ format: 'date-time' })),
  notes: Type.String({ description: 'Staff’s internal notes' }),
  assigneeId: Type.Union([Type.Integer(), Type.Null()]),
  assigneeEmail: Nullable(Type.String()),
  notification: Type.Union([
    Type.Literal('off'),
    Type.Literal('pending'),
    Type.Literal('sent'),
    Type.Literal('failed'),
  ]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  deleteAfter: Type.String({
    format: 'date-time',
    description: 'When the retention sweep deletes it for good, with its CV',
  }),
});
export type JobApplicationBody = Static<typeof JobApplicationBody>;

const tags = ['applications'];
const oneApplication = { tags, ...staff, params: IdParams };

export const submitApplicationSchema = {
  tags,
  consumes: ['multipart/form-data'],
  description:
    'A candidate’s application: fields vacancyId, vacancyTitle, name, phone, email (phone or email required), message, consent ("true"), locale, policyVersion, website (must stay empty), proof (a solved challenge of GET /api/requests/challenge, as JSON) and the CV in `cv` (PDF or Word, up to 10 MB), required.',
  response: {
    201: Envelope(Type.Object({ id: Type.Integer() })),
    400: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
    429: ErrorBody,
  },
};

export const listApplicationsSchema = {
  tags,
  ...staff,
  querystring: InboxQuery,
  response: { 200: Envelope(Type.Array(JobApplicationBody)), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
};

export const getApplicationSchema = {
  ...oneApplication,
  response: { 200: Envelope(JobApplicationBody), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
};

export const updateApplicationSchema = {
  ...oneApplication,
  description:
    'Staff change the status, their notes and who handles it (`assigneeId`: an active administrator, or null); what the candidate sent stays as it came.',
  body: Type.Object(
    {
      status: Type.Optional(Status),
      notes: Type.Optional(Type.String({ maxLength: NOTE_MAX_LENGTH * 5 })),
      assigneeId: Type.Optional(
        Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]),
      ),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  response: {
    200: Envelope(JobApplicationBody),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  },
};

export const removeApplicationSchema = {
  ...oneApplication,
  description: 'Deletes the application with its CV and its mail (personal data on request).',
  response: { 200: Envelope(JobApplicationBody), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
};

export const cvSchema = {
  ...oneApplication,
  description: 'The CV as a download; every opening is written to the action log.',
  response: { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
};

const Assignee = Type.Object({ id: Type.Integer(), email: Type.String() });

export const applicationAssigneesSchema = {
  tags,
  ...staff,
  description: 'Who an application may be assigned to: the active administrators.',
  response: { 200: Envelope(Type.Array(Assignee)), 401: ErrorBody, 403: ErrorBody },
};

export const applicationsSummarySchema = {
  tags,
  ...staff,
  response: {
    200: Envelope(
      Type.Object({
        new: Type.Integer(),
        notifications: Type.Union([Type.Literal('on'), Type.Literal('off')]),
        retentionDays: Type.Integer(),
      }),
    ),
    401: ErrorBody,
    403: ErrorBody,
  },
};

export { REQUEST_LIMITS as APPLICATION_LIMITS };
