import { Type } from 'typebox';
import { Envelope, ErrorBody } from './common.ts';

/** What staff write: the old address and where it leads (the API tidies and checks both). */
export const RedirectBody = Type.Object(
  {
    fromPath: Type.String({
      maxLength: 1000,
      description: 'A path of the site that is no page of it, such as /o-kompanii (no query, no fragment)',
    }),
    toPath: Type.String({
      maxLength: 1000,
      description: 'A path of the site (a query may follow) or an http(s) address elsewhere',
    }),
  },
  { additionalProperties: false },
);

const RedirectRecord = Type.Object({
  id: Type.Integer(),
  fromPath: Type.String(),
  toPath: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const tags = ['redirects'];
const security = [{ bearerAuth: [] }];
const one = Envelope(RedirectRecord);
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

export const redirectSchemas = {
  list: {
    tags,
    security,
    querystring: Type.Object({
      sort: Type.Optional(
        Type.String({
          maxLength: 200,
          description: 'JSON ["fromPath"|"toPath"|"updatedAt"|"id","ASC"|"DESC"]',
        }),
      ),
      range: Type.Optional(Type.String({ maxLength: 100, description: 'JSON [start, end], both inclusive' })),
      filter: Type.Optional(Type.String({ maxLength: 2000, description: 'JSON {"q": "text"}' })),
    }),
    response: { 200: Envelope(Type.Array(RedirectRecord)), ...refused },
  },
  get: { tags, security, response: { 200: one, ...refused, 404: ErrorBody } },
  create: { tags, security, body: RedirectBody, response: { 201: one, ...refused } },
  update: { tags, security, body: RedirectBody, response: { 200: one, ...refused, 404: ErrorBody } },
  remove: { tags, security, response: { 200: one, ...refused, 404: ErrorBody } },
};
