import { type Static, Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../auth/password-policy.ts';
import { ROLES } from '../auth/roles.ts';
import { Envelope, ErrorBody, IdParams } from './common.ts';

const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

const Code = Type.String({
  minLength: 6,
  maxLength: 32,
  description: 'Six digits from the authenticator app, or a one-time recovery code',
});
const Ticket = Type.String({ minLength: 1, maxLength: 1000, description: 'From the sign-in answer' });
const SetupCode = Type.Optional(
  Type.String({
    maxLength: 64,
    description:
      'The one-time code the administrator who reset the factor handed over (when setupCodeRequired)',
  }),
);

/** What a correct password answers when a second step remains, instead of the tokens. */
export const SecondStepSchema = Type.Object({
  secondFactor: Type.Enum(['code', 'setup'], {
    description:
      'code: send a code with the ticket; setup: the role requires a factor the account has not set up',
  }),
  ticket: Type.String({ description: 'Signed, single use, valid for ten minutes' }),
  expiresAt: Type.String(),
  setupCodeRequired: Type.Optional(
    Type.Boolean({
      description:
        'setup after an administrator reset the factor: …/sign-in/setup and …/enable also take the one-time set-up code they handed over',
    }),
  ),
});
export type SecondStep = Static<typeof SecondStepSchema>;

const TokensSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
const RecoveryCodes = Type.Array(Type.String(), { description: 'Shown once; each signs in once' });
const NewFactor = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into the app; never shown again' }),
  uri: Type.String({ description: 'otpauth:// address, for the QR code' }),
});
export type NewFactor = Static<typeof NewFactor>;

const Status = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean({ description: 'The account’s role requires a second factor' }),
  recoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof Status>;

const Policy = Type.Object(
  Object.fromEntries(ROLES.map((role) => [role, Type.Boolean()])) as Record<
    (typeof ROLES)[number],
    ReturnType<typeof Type.Boolean>
  >,
);
export type TwoFactorPolicy = Static<typeof Policy>;

export const twoFactorSchemas = {
  signIn: {
    tags: ['auth'],
    description:
      'The second step of a sign-in: the ticket and an authenticator or recovery code give the tokens.',
    body: Type.Object({ ticket: Ticket, code: Code }, { additionalProperties: false }),
    response: { 200: Envelope(TokensSchema), ...errors },
  },
  signInSetup: {
    tags: ['auth'],
    description:
      'A sign-in whose role requires a factor not set up yet: a new secret to add to the app (after a reset, with the set-up code: 400 two_factor.setup_code_wrong).',
    body: Type.Object({ ticket: Ticket, setupCode: SetupCode }, { additionalProperties: false }),
    response: { 200: Envelope(NewFactor), ...errors },
  },
  signInEnable: {
    tags: ['auth'],
    description:
      'Confirms the secret set up during sign-in with a code (and the set-up code after a reset): the tokens and the recovery codes.',
    body: Type.Object({ ticket: Ticket, code: Code, setupCode: SetupCode }, { additionalProperties: false }),
    response: {
      200: Envelope(Type.Object({ ...TokensSchema.properties, recoveryCodes: RecoveryCodes })),
      ...errors,
    },
  },
  status: { tags: ['auth'], security, response: { 200: Envelope(Status), ...errors } },
  setup: {
    tags: ['auth'],
    security,
    description:
      'A new secret for one’s own account, to confirm with a code, after the password (400 password.current_wrong; 409 when a factor is already on): a session alone cannot turn a factor on.',
    body: Type.Object(
      { password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }) },
      { additionalProperties: false },
    ),
    response: { 200: Envelope(NewFactor), ...errors },
  },
  enable: {
    tags: ['auth'],
    security,
    body: Type.Object({ code: Code }, { additionalProperties: false }),
    response: { 200: Envelope(Type.Object({ recoveryCodes: RecoveryCodes })), ...errors },
  },
  disable: {
    tags: ['auth'],
    security,
    description: 'Turns one’s own factor off, with the password and a code.',
    body: Type.Object(
      { password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), code: Code },
      { additionalProperties: false },
    ),
    response: { 200: Envelope(Type.Object({ disabled: Type.Boolean() })), ...errors },
  },
  policy: { tags: ['auth'], security, response: { 200: Envelope(Policy), ...errors } },
  setPolicy: {
    tags: ['auth'],
    security,
    description: 'Per role, whether staff must sign in with a second factor (administrators only).',
    body: Type.Partial(Policy, { additionalProperties: false, minProperties: 1 }),
    response: { 200: Envelope(Policy), ...errors },
  },
  reset: {
    tags: ['users'],
    security,
    description:
      'Removes another person’s second factor (a lost phone) and ends their sessions; answers the one-time set-up code to hand over, without which the password alone cannot set up a new one. One’s own is refused (403 two_factor.own_account): it is turned off with the password and a code.',
    params: IdParams,
    response: {
      200: Envelope(
        Type.Object({
          reset: Type.Boolean(),
          setupCode: Type.String({
            description:
              'Shown once: the person needs it, with their password, to set up a new factor at sign-in',
          }),
          setupCodeExpiresAt: Type.String(),
        }),
      ),
      ...errors,
      404: ErrorBody,
    },
  },
};
