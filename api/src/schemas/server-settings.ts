import { type Static, Type } from 'typebox';
import { DELETED_ADDRESS_ANSWERS, SMTP_SECURITY } from '../settings/server.ts';
import { Envelope, ErrorBody } from './common.ts';

const Security = Type.Enum([...SMTP_SECURITY], {
  description: 'tls: TLS from the start (465); starttls: required after the greeting (587); none: as offered',
});
const DeletedAddresses = Type.Enum([...DELETED_ADDRESS_ANSWERS], {
  description:
    'What a deleted item’s page answers (in the trash or deleted for good): gone: 410 with the not-found page (the default); list: 301 to its section’s list',
});
const Port = Type.Integer({ minimum: 1, maximum: 65535 });
/** One line: nothing of it may reach a mail header as a second one. */
const Line = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\r\\n]*$' });

/**
 * The mail server and the site's public address as an administrator set them in the back office
 * (the environment's values, when set, win over these). The password is sealed with a key derived
 * from the signing key; `''` for anything not set.
 */
export const StoredServerSettings = Type.Object({
  smtpHost: Type.String(),
  /** Null: the usual port for the protection. */
  smtpPort: Type.Union([Port, Type.Null()]),
  smtpSecurity: Security,
  smtpUser: Type.String(),
  smtpPassword: Type.String({ description: 'Sealed' }),
  senderAddress: Type.String(),
  senderName: Type.String(),
  siteUrl: Type.String(),
  /** The company's time zone (IANA): scheduled publishing is set and shown in it. */
  timeZone: Type.String(),
  deletedAddresses: DeletedAddresses,
});
export type StoredServerSettings = Static<typeof StoredServerSettings>;

const Version = Type.Integer({
  minimum: 0,
  maximum: 2_147_483_647,
  description: 'The version this change was made on: if the settings changed since, 409',
});

/** What an administrator saves, or tries with a test mail; a setting left out stays as it is. */
export const ServerSettingsBody = Type.Object(
  {
    smtpHost: Type.Optional(Line(253)),
    smtpPort: Type.Optional(Type.Union([Type.Null(), Port])),
    smtpSecurity: Type.Optional(Security),
    smtpUser: Type.Optional(Line(300)),
    smtpPassword: Type.Optional(
      // Null first: the validator would otherwise turn it into an empty string (coercion).
      Type.Union([Type.Null(), Type.String({ maxLength: 500 })], {
        description: 'A new password; absent or empty keeps the one set, null removes it',
      }),
    ),
    senderAddress: Type.Optional(Line(300)),
    senderName: Type.Optional(Line(200)),
    siteUrl: Type.Optional(Line(300)),
    timeZone: Type.Optional(Line(64)),
    deletedAddresses: Type.Optional(DeletedAddresses),
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type ServerSettingsBody = Static<typeof ServerSettingsBody>;

/**
 * What an administrator reads: the settings in use, the password only as whether one is set, and
 * which of them the server's environment fixes (those show the environment's values).
 */
export const ServerSettingsView = Type.Object({
  smtpHost: Type.String(),
  smtpPort: Type.Union([Port, Type.Null()]),
  smtpSecurity: Security,
  smtpUser: Type.String(),
  passwordSet: Type.Boolean(),
  senderAddress: Type.String(),
  senderName: Type.String(),
  siteUrl: Type.String(),
  /** The public address in use: the one set, the environment's, or the local default. */
  siteUrlInUse: Type.String(),
  timeZone: Type.String({ description: 'The company’s time zone (IANA), Asia/Almaty unless set' }),
  deletedAddresses: DeletedAddresses,
  fromEnvironment: Type.Object({
    smtp: Type.Boolean({ description: 'The mail server and its account' }),
    sender: Type.Boolean(),
    siteUrl: Type.Boolean(),
  }),
  /** Who is told about requests while Настройки сайта names nobody (the environment's list). */
  notifyFallback: Type.Array(Type.String()),
  /** Whether mail goes out: a server and a sender are set. */
  mailOn: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String(),
});
export type ServerSettingsView = Static<typeof ServerSettingsView>;

/**
 * How a test mail went: sent (the server's answer), or why not: the server's name is unknown
 * (`dns`), nothing listens there (`refused`), no answer in time (`timeout`), the protection does not
 * match (`tls`), the account was refused (`auth`), the server refused the mail (`rejected`).
 */
export const TestMailResult = Type.Object({
  sent: Type.Boolean(),
  to: Type.String({ description: 'The signed-in administrator, whom the test mail is for' }),
  reason: Type.Optional(
    Type.Enum(['off', 'dns', 'refused', 'timeout', 'not_smtp', 'tls', 'auth', 'rejected', 'other'] as const),
  ),
  /** The server's own words (`250 OK`, `535 Authentication failed`), when it said any. */
  response: Type.Optional(Type.String()),
});
export type TestMailResult = Static<typeof TestMailResult>;

const tags = ['settings'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody };

export const serverSettingsSchemas = {
  get: { tags, security, response: { 200: Envelope(ServerSettingsView), ...errors } },
  put: {
    tags,
    security,
    body: ServerSettingsBody,
    response: { 200: Envelope(ServerSettingsView), 400: ErrorBody, ...errors, 409: ErrorBody },
  },
  test: {
    tags,
    security,
    body: ServerSettingsBody,
    response: { 200: Envelope(TestMailResult), 400: ErrorBody, ...errors },
  },
};
