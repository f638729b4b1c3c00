import { type Static, Type } from 'typebox';
import { Envelope, ErrorBody } from './common.ts';
import { SecondStepSchema } from './two-factor.ts';

const TokensSchema = Type.Object({
  accessToken: Type.String({ description: 'JWT (HS256) with uid and role; send as a bearer token' }),
  refreshToken: Type.String({ description: 'Opaque; exchange it at /auth/refresh, once' }),
});
const Tokens = Envelope(TokensSchema);

/** What sign-in and refresh answer: the admin keeps both. */
export type Tokens = Static<typeof TokensSchema>;

export const loginSchema = {
  tags: ['auth'],
  description:
    'The tokens; or, when the account has a second factor or its role requires one, a ticket for ' +
    '/auth/two-factor/sign-in (or its set-up) instead. Past a few failed attempts (per account, per ' +
    'address, per both) the answer is 429 sign_in.proof_required: solve a challenge from ' +
    'POST /auth/challenge and send it again with `proof`.',
  body: Type.Object({
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    proof: Type.Optional(
      Type.Object(
        { challenge: Type.Unknown(), solution: Type.Unknown() },
        { description: 'A solved challenge from POST /auth/challenge, when the last answer asked for one' },
      ),
    ),
  }),
  response: {
    200: Envelope(Type.Union([TokensSchema, SecondStepSchema])),
    400: ErrorBody,
    401: ErrorBody,
    415: ErrorBody,
    429: ErrorBody,
  },
};

export const signInChallengeSchema = {
  tags: ['auth'],
  description:
    "A signed proof-of-work challenge (ALTCHA v2, SHA-256) as hard as the account's next sign-in needs.",
  body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) }),
  response: {
    200: Envelope(Type.Object({}, { additionalProperties: true })),
    400: ErrorBody,
    429: ErrorBody,
  },
};

export const refreshSchema = {
  tags: ['auth'],
  body: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: Tokens, 400: ErrorBody, 401: ErrorBody, 415: ErrorBody },
};

export const logoutSchema = {
  tags: ['auth'],
  security: [{ bearerAuth: [] }],
  body: Type.Optional(
    Type.Object({
      refreshToken: Type.Optional(
        Type.String({ minLength: 1, maxLength: 200, description: 'Revokes this session only' }),
      ),
    }),
  ),
  response: { 200: Envelope(Type.Object({ loggedOut: Type.Boolean() })), 400: ErrorBody, 401: ErrorBody },
};
