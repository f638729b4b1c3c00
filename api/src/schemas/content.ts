import { type TObject, type TSchema, Type } from 'typebox';

import { LIMITS } from '../content/limits.ts';
import type { Resource } from '../content/types.ts';
import { STATUSES } from '../db/schema/columns.ts';
import { Envelope, ErrorBody, Lang } from './common.ts';

const notBlank = { pattern: '\\S' };

/** `{ru, en?, kk?}` with a value per language; Russian is required. */
const Localized = (value: TSchema, ru: TSchema = value) =>
  Type.Object({ ru, en: Type.Optional(value), kk: Type.Optional(value) }, { additionalProperties: false });

const Text = (maxLength: number) =>
  Localized(Type.String({ maxLength }), Type.String({ maxLength, minLength: 1, ...notBlank }));
const List = Localized(Type.Array(Type.String({ maxLength: LIMITS.item }), { maxItems: LIMITS.rows }));
const Characteristic = Type.Object(
  { name: Type.String({ maxLength: LIMITS.title }), value: Type.String({ maxLength: LIMITS.item }) },
  { additionalProperties: false },
);
const Characteristics = Localized(Type.Array(Characteristic, { maxItems: LIMITS.rows }));

/** An uploaded file's path (`/uploads/...`) or a full http(s) address; empty clears it. */
const ImagePath = Type.Union([
  Type.String({ maxLength: 2000, pattern: '^(https?://|/)[^\\s]*$' }),
  Type.Literal(''),
  Type.Null(),
]);
const CalendarDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

const Status = Type.Union(
  STATUSES.map((status) => Type.Literal(status)),
  { description: 'Only published rows are shown to visitors' },
);
const Position = Type.Integer({
  minimum: -LIMITS.count,
  maximum: LIMITS.count,
  description: 'Manual order, ascending',
});

/** Writable fields of each resource; `status` defaults to published, as the back office has no workflow. */
const writable = {
  products: {
    name: Text(LIMITS.title),
    description: Text(LIMITS.text),
    image: Type.Optional(ImagePath),
    info: Type.Optional(List),
    info2: Type.Optional(List),
    characteristics: Type.Optional(Characteristics),
  },
  services: {
    name: Text(LIMITS.title),
    description: Text(LIMITS.text),
    list: Type.Optional(List),
    icon: Type.Optional(ImagePath),
    img: Type.Optional(ImagePath),
  },
  projects: {
    name: Text(LIMITS.title),
    description: Text(LIMITS.text),
    location: Text(LIMITS.title),
    specialistsCount: Type.Integer({ minimum: 0, maximum: LIMITS.count }),
    date: Type.Optional(Type.Union([CalendarDate, Type.Literal(''), Type.Null()])),
    img: Type.Optional(ImagePath),
  },
  news: {
    name: Text(LIMITS.title),
    description: Text(LIMITS.text),
    mainContent: Text(LIMITS.body),
    img: Type.Optional(ImagePath),
    date: Type.Optional(CalendarDate),
  },
} satisfies Record<Resource, Record<string, TSchema>>;

const common = {
  status: Type.Optional(Status),
  position: Type.Optional(Position),
};

/**
 * Extra properties (the `id`, `createdAt` ... that react-admin sends back on update) are dropped
 * by the validator rather than refused.
 */
export function createBody(resource: Resource): TObject {
  return Type.Object({ ...writable[resource], ...common }, { additionalProperties: false });
}

/** Updates change only the fields they carry. */
export function updateBody(resource: Resource): TObject {
  return Type.Partial(createBody(resource), { additionalProperties: false });
}

const flatOrLocalized = (flat: TSchema, localized: TSchema) => Type.Union([flat, localized]);
const readable: Record<Resource, Record<string, TSchema>> = {
  products: {
    name: flatOrLocalized(Type.String(), Text(LIMITS.title)),
    description: flatOrLocalized(Type.String(), Text(LIMITS.text)),
    image: Type.Union([Type.String(), Type.Null()]),
    info: flatOrLocalized(Type.Array(Type.String()), List),
    info2: flatOrLocalized(Type.Array(Type.String()), List),
    characteristics: flatOrLocalized(Type.Array(Characteristic), Characteristics),
  },
  services: {
    name: flatOrLocalized(Type.String(), Text(LIMITS.title)),
    description: flatOrLocalized(Type.String(), Text(LIMITS.text)),
    list: flatOrLocalized(Type.Array(Type.String()), List),
    icon: Type.Union([Type.String(), Type.Null()]),
    img: Type.Union([Type.String(), Type.Null()]),
  },
  projects: {
    name: flatOrLocalized(Type.String(), Text(LIMITS.title)),
    description: flatOrLocalized(Type.String(), Text(LIMITS.text)),
    location: flatOrLocalized(Type.String(), Text(LIMITS.title)),
    specialistsCount: Type.Integer(),
    date: Type.Union([Type.String(), Type.Null()]),
    img: Type.Union([Type.String(), Type.Null()]),
  },
  news: {
    name: flatOrLocalized(Type.String(), Text(LIMITS.title)),
    description: flatOrLocalized(Type.String(), Text(LIMITS.text)),
    mainContent: flatOrLocalized(Type.String(), Text(LIMITS.body)),
    img: Type.Union([Type.String(), Type.Null()]),
    date: Type.String(),
  },
};

/** A row as answered: translatable fields are strings with `?lang`, `{ru, en?, kk?}` without. */
export function record(resource: Resource): TObject {
  return Type.Object({
    id: Type.Integer(),
    status: Status,
    position: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    ...readable[resource],
  });
}

export const ListQuery = Type.Object({
  lang: Type.Optional(Lang),
  sort: Type.Optional(Type.String({ maxLength: 200, description: 'JSON ["field","ASC"|"DESC"]' })),
  range: Type.Optional(Type.String({ maxLength: 100, description: 'JSON [start, end], both inclusive' })),
  filter: Type.Optional(
    Type.String({ maxLength: 2000, description: 'JSON {"q": "text", "id": [1, 2], "status": "draft"}' }),
  ),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive substring, any language' })),
});

export const ReadQuery = Type.Object({ lang: Type.Optional(Lang) });

/** The route schemas of one resource, response per status included. */
export function contentSchemas(resource: Resource) {
  const one = Envelope(record(resource));
  const tags = [resource];
  const security = [{ bearerAuth: [] }];
  return {
    list: {
      tags,
      querystring: ListQuery,
      response: { 200: Envelope(Type.Array(record(resource))), 400: ErrorBody, 401: ErrorBody },
    },
    get: {
      tags,
      querystring: ReadQuery,
      response: { 200: one, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
    create: {
      tags,
      security,
      body: createBody(resource),
      response: { 201: one, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody },
    },
    update: {
      tags,
      security,
      body: updateBody(resource),
      response: { 200: one, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody },
    },
    remove: {
      tags,
      security,
      response: { 200: one, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
  };
}
