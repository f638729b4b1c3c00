import { type Static, type TObject, Type } from 'typebox';
import { Value } from 'typebox/value';
import { LOCALES } from '../content/locale.ts';
import { badRequest } from '../errors.ts';
import { Envelope, ErrorBody } from './common.ts';
import { QUOTE_RESOURCES, type QuoteResource, REQUEST_LIMITS } from './request-limits.ts';

export { QUOTE_RESOURCES, REQUEST_LIMITS };

const notBlank = '\\S';
/** No control characters and no markup's angle brackets: text that is shown, never read as code. */
const plainText = '^[^\\u0000-\\u001f\\u007f-\\u009f<>]*$';
const positiveId = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
]);
/** A path on this site: one slash, then no second one (`//host` is another site), no spaces or backslashes. */
const sitePath = Type.String({
  maxLength: REQUEST_LIMITS.path,
  pattern: '^$|^/(?![/\\\\])[^\\s\\\\<>"]*$',
});
const utmTag = Type.String({ maxLength: REQUEST_LIMITS.utm, pattern: plainText });

/**
 * What the form sends, as multipart fields (or a JSON body without an attachment). `website` is
 * the honeypot: hidden from people, so only a robot fills it in.
 */
export const RequestSubmission = Type.Object({
  name: Type.String({ minLength: 1, maxLength: REQUEST_LIMITS.name, pattern: notBlank }),
  company: Type.Optional(Type.String({ maxLength: REQUEST_LIMITS.company })),
  phone: Type.Optional(
    Type.String({ maxLength: REQUEST_LIMITS.phone, pattern: '^$|^\\+?[0-9][0-9 ()\\-]{4,}$' }),
  ),
  email: Type.Optional(
    Type.String({ maxLength: REQUEST_LIMITS.email, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  ),
  message: Type.String({ minLength: 1, maxLength: REQUEST_LIMITS.message, pattern: notBlank }),
  /** The consent checkbox: `true` (or the browser's `on`). */
  consent: Type.Optional(Type.String({ maxLength: 10 })),
  locale: Type.Optional(Type.Union(LOCALES.map((locale) => Type.Literal(locale)))),
  /**
   * The version of the privacy policy the form showed (the `privacy` page's, built into it), which
   * the visitor agrees to in the page's language. A form built before versions were kept sends
   * none: the request is taken, and says that the version is not known.
   */
  policyVersion: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
    ]),
  ),
  /** The item asked about from its page («Запросить расчёт»): all three, or none. */
  itemResource: Type.Optional(Type.Union(QUOTE_RESOURCES.map((name) => Type.Literal(name)))),
  itemId: Type.Optional(positiveId),
  itemTitle: Type.Optional(
    Type.String({ minLength: 1, maxLength: REQUEST_LIMITS.itemTitle, pattern: plainText }),
  ),
  /** The page the form was sent from (the item's), and the visit's first page: paths of this site. */
  pagePath: Type.Optional(sitePath),
  landingPath: Type.Optional(sitePath),
  /** The referring site's host name only, as the site remembered it for the visit. */
  referrerHost: Type.Optional(
    Type.String({
      maxLength: REQUEST_LIMITS.referrerHost,
      pattern:
        '^$|^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::[0-9]{1,5})?$',
    }),
  ),
  utmSource: Type.Optional(utmTag),
  utmMedium: Type.Optional(utmTag),
  utmCampaign: Type.Optional(utmTag),
  website: Type.Optional(Type.String({ maxLength: 200 })),
  /** The solved challenge, as JSON: `{challenge, solution}`. */
  proof: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type RequestSubmission = Static<typeof RequestSubmission>;

/** The fields common to the site's forms (a request, a job application). */
type FormSubmission = Pick<
  RequestSubmission,
  'name' | 'phone' | 'email' | 'message' | 'consent' | 'locale' | 'policyVersion' | 'website' | 'proof'
>;

/**
 * A form's fields as `schema` declares them (others dropped); each problem is a 400 naming its
 * field. Then the rules every form of the site has: consent, a way to reply.
 */
export function checkForm<S extends TObject>(schema: S, fields: Record<string, unknown>): Static<S> {
  const known = Object.fromEntries(Object.entries(fields).filter(([key]) => key in schema.properties));
  if (!Value.Check(schema, known)) {
    const [first] = Value.Errors(schema, known);
    const field = first?.instancePath.slice(1) || requiredField(first?.params) || 'body';
    const missing = first?.keyword === 'required';
    throw badRequest(
      missing ? `${field} is required` : `${field} ${first?.message ?? 'is invalid'}`,
      missing ? 'field.required' : 'field.invalid',
      { field },
    );
  }
  return known as Static<S>;
}

/**
 * What every form of the site checks beyond its schema and gives the same way: consent, a phone or
 * an e-mail, the policy agreed to, the proof of work and the honeypot.
 */
export function checkVisitor(submission: FormSubmission) {
  if (!['true', 'on', 'yes', '1'].includes(submission.consent ?? '')) {
    throw badRequest(
      'consent is required: the visitor must agree to the processing of personal data',
      'field.required',
      { field: 'consent' },
    );
  }
  const phone = submission.phone?.trim() || null;
  const email = submission.email?.trim() || null;
  if (!phone && !email) {
    throw badRequest('phone or email is required: give at least one way to reply', 'contact.required');
  }
  if (phone && phone.replace(/\D/g, '').length < 6) {
    throw badRequest('phone must have at least 6 digits', 'field.invalid', { field: 'phone' });
  }
  return {
    name: submission.name.trim(),
    phone,
    email,
    message: submission.message.trim(),
    locale: submission.locale ?? 'ru',
    ...policyAgreedTo(submission),
    proof: parseProof(submission.proof),
    // The honeypot: the route refuses only once the proof is spent, so a robot pays for each try.
    automated: Boolean(submission.website?.trim()),
  };
}

/** The submission's fields, trimmed and checked; each problem is a 400 naming its field. */
export function checkSubmission(fields: Record<string, unknown>) {
  const submission = checkForm(RequestSubmission, fields);
  return {
    ...checkVisitor(submission),
    company: submission.company?.trim() || null,
    // A request's own: the item asked about, the page it was sent from and where the visit came from.
    ...itemAskedAbout(submission),
    pagePath: submission.pagePath || null,
    landingPath: submission.landingPath || null,
    referrerHost: submission.referrerHost?.toLowerCase() || null,
    utmSource: submission.utmSource?.trim() || null,
    utmMedium: submission.utmMedium?.trim() || null,
    utmCampaign: submission.utmCampaign?.trim() || null,
  };
}

/** The version and language of the privacy policy the visitor agreed to, if the form said. */
function policyAgreedTo(submission: FormSubmission) {
  if (submission.policyVersion === undefined) return { policyVersion: null, policyLocale: null };
  return { policyVersion: Number(submission.policyVersion), policyLocale: submission.locale ?? 'ru' };
}

/** The item the request was asked from: resource and id go together; its title needs them. */
function itemAskedAbout(submission: RequestSubmission): {
  itemResource: QuoteResource | null;
  itemId: number | null;
  itemTitle: string | null;
} {
  const { itemResource, itemId } = submission;
  const itemTitle = submission.itemTitle?.trim() || null;
  if (itemResource === undefined && itemId === undefined) {
    if (itemTitle)
      throw badRequest('itemTitle needs itemResource and itemId', 'field.invalid', { field: 'itemTitle' });
    return { itemResource: null, itemId: null, itemTitle: null };
  }
  if (itemResource === undefined || itemId === undefined) {
    const field = itemResource === undefined ? 'itemResource' : 'itemId';
    throw badRequest(`${field} is required with the other`, 'field.required', { field });
  }
  return { itemResource, itemId: Number(itemId), itemTitle };
}

function requiredField(params: unknown): string | undefined {
  const required = (params as { requiredProperties?: string[] } | undefined)?.requiredProperties;
  return required?.[0];
}

/**
 * The refusal of a robot's request (the honeypot was filled in): it says nothing of the rule, so
 * that a robot cannot learn which field gave it away.
 */
export const automatedRefusal = () => badRequest('The request was not accepted', 'request.refused');

function parseProof(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('proof is not valid JSON');
  }
}

export const Status = Type.Union([Type.Literal('new'), Type.Literal('in_progress'), Type.Literal('closed')], {
  description: 'new → in_progress → closed; closed requests are removed after the retention period',
});

export const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const CustomerRequestBody = Type.Object({
  id: Type.Integer(),
  status: Status,
  name: Type.String(),
  company: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  message: Type.String(),
  locale: Type.String(),
  attachmentName: Nullable(Type.String()),
  attachmentType: Nullable(Type.String()),
  attachmentSize: Type.Union([Type.Integer(), Type.Null()]),
  consentedAt: Type.String({ format: 'date-time' }),
  policyVersion: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The version of the privacy policy agreed to; null when the form did not say',
  }),
  policyLocale: Nullable(Type.String({ description: 'The language of the policy agreed to' })),
  itemResource: Nullable(Type.String({ description: 'The item asked about from its page: its resource' })),
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  itemTitle: Nullable(Type.String({ description: 'Its title as the page showed it' })),
  pagePath: Nullable(
    Type.String({
      description: "The page the form was sent from: the item's page, with its old addresses redirected",
    }),
  ),
  landingPath: Nullable(Type.String({ description: "The visit's first page on the site" })),
  referrerHost: Nullable(Type.String({ description: 'The referring site, by host name only' })),
  utmSource: Nullable(Type.String()),
  utmMedium: Nullable(Type.String()),
  utmCampaign: Nullable(Type.String()),
  policyPublishedAt: Nullable(
    Type.String({ format: 'date-time', description: 'When that version of the policy went public' }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  closedAt: Nullable(Type.String({ format: 'date-time' })),
  notification: Type.Union(
    [Type.Literal('off'), Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')],
    { description: 'The staff e-mail: off (no SMTP or no recipients), pending (retrying), sent, failed' },
  ),
  notificationAttempts: Type.Integer(),
  notificationError: Nullable(Type.String()),
  notifiedAt: Nullable(Type.String({ format: 'date-time' })),
  assigneeId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The colleague (an editor or administrator) who answers it, if assigned',
  }),
  assigneeEmail: Nullable(Type.String()),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const staff = { security: [{ bearerAuth: [] }] };
/** What the routes on one request by its id share: staff only. */
const oneRequest = { tags: ['requests'], ...staff, params: IdParams };

export const challengeSchema = {
  tags: ['requests'],
  description: 'A signed proof-of-work challenge for the request form (ALTCHA v2, SHA-256).',
  response: { 200: Envelope(Type.Object({}, { additionalProperties: true })), 429: ErrorBody },
};

export const submitSchema = {
  tags: ['requests'],
  consumes: ['multipart/form-data', 'application/json'],
  description:
    'A visitor\'s request: fields name, company, phone, email (phone or email required), message, consent ("true"), locale, policyVersion (the version of the privacy policy the form showed: an unknown one is refused, 400), itemResource + itemId + itemTitle (the item asked about from its page: products, services or projects, published, else 400 request.item_unknown), pagePath and landingPath (paths on this site), referrerHost (a host name), utmSource, utmMedium, utmCampaign (at most 100 characters each, no markup or control characters), website (must stay empty), proof (the solved challenge as JSON) and an optional file in `attachment` (PDF, Word, Excel or image, up to 10 MB).',
  response: {
    201: Envelope(Type.Object({ id: Type.Integer() })),
    400: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
    429: ErrorBody,
  },
};

/** An inbox's list query (ra-data-simple-rest). */
export const InboxQuery = Type.Object({
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});

export const listSchema = {
  tags: ['requests'],
  ...staff,
  querystring: InboxQuery,
  response: { 200: Envelope(Type.Array(CustomerRequestBody)), 400: ErrorBody, 401: ErrorBody },
};

export const summarySchema = {
  tags: ['requests'],
  ...staff,
  response: {
    200: Envelope(
      Type.Object({
        new: Type.Integer({ description: 'Requests nobody has taken up yet' }),
        notifications: Type.Union([Type.Literal('on'), Type.Literal('off')], {
          description:
            'off: no SMTP server, or nobody to tell (no address in the settings nor in REQUEST_NOTIFY_TO), so nothing is mailed',
        }),
        missing: Type.Optional(
          Type.Union([Type.Literal('mail'), Type.Literal('recipients')], {
            description: 'While off, what is missing: the mail server, or an address to tell',
          }),
        ),
        retentionDays: Type.Integer(),
      }),
    ),
    401: ErrorBody,
  },
};

const Tally = Type.Object({
  name: Type.Union([Type.String(), Type.Null()], {
    description: 'null: a direct visit, no campaign, or no first page recorded',
  }),
  count: Type.Integer(),
});

export const originsSchema = {
  tags: ['requests'],
  ...staff,
  description:
    'Where requests came from, for the last 30 days and each of the last 12 months (UTC): by source (utm_source, else the referring host; null is a direct visit), campaign, first page of the visit, and item page. The site counts no page views, so these are requests, not conversion rates.',
  response: {
    200: Envelope(
      Type.Array(
        Type.Object({
          period: Type.String({ description: '`last30` or `YYYY-MM`' }),
          total: Type.Integer(),
          sources: Type.Array(Tally),
          campaigns: Type.Array(Tally),
          landingPages: Type.Array(Tally),
          items: Type.Array(
            Type.Object({
              resource: Type.String(),
              id: Type.Integer(),
              title: Type.Union([Type.String(), Type.Null()]),
              count: Type.Integer(),
            }),
          ),
        }),
      ),
    ),
    401: ErrorBody,
  },
};

export const getSchema = {
  ...oneRequest,
  response: { 200: Envelope(CustomerRequestBody), 401: ErrorBody, 404: ErrorBody },
};

export const updateSchema = {
  ...oneRequest,
  description:
    'Staff change the status and who answers it (`assigneeId`: an active editor or administrator, or null); what the visitor sent stays as it came.',
  body: Type.Object(
    {
      status: Type.Optional(Status),
      assigneeId: Type.Optional(
        Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]),
      ),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  response: { 200: Envelope(CustomerRequestBody), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
};

export const removeSchema = {
  ...oneRequest,
  description: 'Deletes the request with its attachment and its mail (personal data on request).',
  response: { 200: Envelope(CustomerRequestBody), 401: ErrorBody, 404: ErrorBody },
};

export const attachmentSchema = {
  ...oneRequest,
  description: 'The attachment as a download, for staff only.',
  response: { 401: ErrorBody, 404: ErrorBody },
};

/** The most a note may hold: an internal remark, not a document. */
export const NOTE_MAX_LENGTH = 2000;

const RequestNote = Type.Object({
  id: Type.Integer(),
  requestId: Type.Integer(),
  authorId: Type.Union([Type.Integer(), Type.Null()]),
  authorEmail: Type.String(),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type RequestNote = Static<typeof RequestNote>;

export const notesSchema = {
  ...oneRequest,
  description: "Staff's internal notes on the request, oldest first; the visitor never sees them.",
  response: { 200: Envelope(Type.Array(RequestNote)), 401: ErrorBody, 404: ErrorBody },
};

export const addNoteSchema = {
  ...oneRequest,
  description: 'Adds an internal note, signed by the caller.',
  body: Type.Object(
    { text: Type.String({ minLength: 1, maxLength: NOTE_MAX_LENGTH, pattern: notBlank }) },
    { additionalProperties: false },
  ),
  response: { 201: Envelope(RequestNote), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
};

const Assignee = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('editor')]),
});

export const assigneesSchema = {
  tags: ['requests'],
  ...staff,
  description: 'Who a request may be assigned to: the active editors and administrators.',
  response: { 200: Envelope(Type.Array(Assignee)), 401: ErrorBody },
};
