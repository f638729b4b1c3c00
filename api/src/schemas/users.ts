import { type Static, Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../auth/password-policy.ts';
import { ROLES } from '../auth/roles.ts';
import { Envelope, ErrorBody, IdParams } from './common.ts';
import { SecondStepSchema } from './two-factor.ts';

const security = [{ bearerAuth: [] }];
const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const RoleSchema = Type.Enum([...ROLES], {
  description:
    'admin: everything; editor: content, uploads, trash, requests; translator: English and Kazakh texts',
});
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

const Account = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: RoleSchema,
  status: Type.Enum(['active', 'invited', 'disabled'], {
    description: 'invited: has not chosen a password yet; disabled: cannot sign in',
  }),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  twoFactor: Type.Optional(Type.Boolean({ description: 'A second factor is on (in the list)' })),
});
export type Account = Static<typeof Account>;

const Link = Type.Object({
  url: Type.String({ description: 'The single-use link; shown to the administrator when mail is off' }),
  expiresAt: Type.String(),
  mailed: Type.Boolean({ description: 'Sent by mail (SMTP is set up)' }),
});
/** An account just invited, with the link it was sent. */
const Invited = Type.Object({ ...Account.properties, invitation: Link });
export type InvitedAccount = Static<typeof Invited>;

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const userSchemas = {
  list: { tags: ['users'], security, response: { 200: Envelope(Type.Array(Account)), ...errors } },
  invite: {
    tags: ['users'],
    security,
    description: 'Adds a person with a role and sends them an invitation link (single use, 72 hours).',
    body: Type.Object({ email: Email, role: RoleSchema }, { additionalProperties: false }),
    response: { 201: Envelope(Invited), ...errors },
  },
  update: {
    tags: ['users'],
    security,
    description:
      'Changes the role, or disables (ending every session at once) or enables the account. The last active ' +
      'administrator can be neither demoted nor disabled (409 account.last_admin).',
    params: IdParams,
    body: Type.Object(
      { role: Type.Optional(RoleSchema), disabled: Type.Optional(Type.Boolean()) },
      { additionalProperties: false, minProperties: 1 },
    ),
    response: { 200: Envelope(Account), ...errors },
  },
  reinvite: {
    tags: ['users'],
    security,
    description:
      'A new invitation link for someone who has not chosen a password yet; the older one stops working.',
    params: IdParams,
    response: { 201: Envelope(Invited), ...errors },
  },
};

const TokensSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type Session = Static<typeof Session>;
const Session = Type.Object({
  id: Type.String({ description: 'The session (its refresh-token family)' }),
  signedInAt: Type.String(),
  lastUsedAt: Type.String(),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  current: Type.Boolean(),
});

export const accountSchemas = {
  me: {
    tags: ['auth'],
    security,
    response: {
      200: Envelope(Type.Object({ id: Type.Integer(), email: Type.String(), role: RoleSchema })),
      401: ErrorBody,
    },
  },
  forgot: {
    tags: ['auth'],
    description:
      'Sends a reset link (single use, one hour) when the address has an active account; the answer is the same ' +
      'either way. Throttled per address.',
    body: Type.Object(
      { email: Type.String({ minLength: 1, maxLength: 254 }) },
      { additionalProperties: false },
    ),
    response: { 202: Envelope(Type.Object({ sent: Type.Boolean() })), 400: ErrorBody, 429: ErrorBody },
  },
  choosePassword: {
    tags: ['auth'],
    description: 'Uses an invitation or reset link: sets the password, ends other sessions and signs in.',
    body: Type.Object(
      { token: Type.String({ minLength: 1, maxLength: 200 }), password: Password },
      { additionalProperties: false },
    ),
    response: { 200: Envelope(Type.Union([TokensSchema, SecondStepSchema])), 400: ErrorBody, 429: ErrorBody },
  },
  linkAccount: {
    tags: ['auth'],
    description:
      'Names the account an invitation or reset link is for, so its page can say whose password is chosen; ' +
      'the link stays usable.',
    body: Type.Object(
      { token: Type.String({ minLength: 1, maxLength: 200 }) },
      { additionalProperties: false },
    ),
    response: { 200: Envelope(Type.Object({ email: Type.String() })), 400: ErrorBody, 429: ErrorBody },
  },
  changePassword: {
    tags: ['auth'],
    security,
    description:
      'Changes one’s own password; every other session ends (send `refreshToken` to keep this one).',
    body: Type.Object(
      {
        currentPassword: Password,
        password: Password,
        refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: Envelope(Type.Object({ changed: Type.Boolean() })), 400: ErrorBody, 401: ErrorBody },
  },
  sessions: {
    tags: ['auth'],
    security,
    querystring: Type.Object({ current: Type.Optional(Type.String({ maxLength: 200 })) }),
    response: { 200: Envelope(Type.Array(Session)), 401: ErrorBody },
  },
  endSession: {
    tags: ['auth'],
    security,
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    response: { 200: Envelope(Type.Object({ ended: Type.Boolean() })), 401: ErrorBody, 404: ErrorBody },
  },
};
