import { type TObject, type TSchema, Type } from 'typebox';
import type { Field, Fields } from '../content/fields.ts';
import { rowTexts as rowTextsOf } from '../content/kinds.ts';
import { LIMITS } from '../content/limits.ts';
import { type Resource, resources } from '../content/resources.ts';
import { behaviourOf } from '../content/server-kinds.ts';
import { STATUSES } from '../db/schema/columns.ts';
import { Envelope, ErrorBody, Lang } from './common.ts';

const Status = Type.Union(
  STATUSES.map((status) => Type.Literal(status)),
  { description: 'Only published rows are shown to visitors' },
);
const Position = Type.Integer({
  minimum: -LIMITS.count,
  maximum: LIMITS.count,
  description: 'Manual order, ascending',
});

/** A time an item goes public or is withdrawn by itself (see `schedules`); null clears it. */
const ScheduledTime = (description: string) =>
  // Null first: the validator would otherwise turn it into an empty string (coercion).
  Type.Union([Type.Null(), Type.String({ format: 'date-time', maxLength: 40 })], { description });
const PublishAt = ScheduledTime('When this draft is published by itself: a future time, with its offset');
const UnpublishAt = ScheduledTime(
  'When this item is withdrawn (made a draft) by itself: a future time, after publishAt if both are set',
);

/**
 * Fields whose translation staff checked against the current Russian without changing it; `rows`
 * names the texts of repeating blocks, which are checked one row at a time (`values.2.title`).
 */
export const CheckedTranslations = (
  fields: readonly string[],
  rows: Record<string, readonly string[]> = {},
) => {
  const rowTexts = Object.entries(rows).map(([name, texts]) =>
    Type.String({ pattern: `^${name}\\.\\d{1,3}\\.(${texts.join('|')})$` }),
  );
  const names = Type.Array(Type.Union([...fields.map((name) => Type.Literal(name)), ...rowTexts]), {
    maxItems: fields.length + LIMITS.rows,
  });
  return Type.Object(
    { en: Type.Optional(names), kk: Type.Optional(names) },
    {
      additionalProperties: false,
      description:
        'Marks these translations as up to date with the Russian; saving a changed translation does that too',
    },
  );
};

/** The texts of each field of repeating blocks, by its name: what `CheckedTranslations` takes as `rows`. */
export const rowTexts = (fields: Fields): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, declared]) =>
      declared.kind === 'rows' ? [[name, rowTextsOf(declared)]] : [],
    ),
  );

const TranslationState = Type.Object({
  missing: Type.Array(Type.String()),
  outdated: Type.Array(Type.String()),
  sources: Type.Record(Type.String(), Type.String()),
});

const mapFields = (fields: Fields, map: (declared: Field) => TSchema) =>
  Object.fromEntries(Object.entries(fields).map(([name, declared]) => [name, map(declared)]));

/**
 * Extra properties (the `id`, `createdAt` ... that react-admin sends back on update) are dropped
 * by the validator rather than refused. `status` defaults to published: the back office has no
 * review workflow.
 */
export function createBody(resource: Resource): TObject {
  const fields = mapFields(resources[resource].fields, (declared) => {
    const { schema, required } = behaviourOf(declared).write(declared);
    return required ? schema : Type.Optional(schema);
  });
  return Type.Object(
    {
      ...fields,
      status: Type.Optional(Status),
      position: Type.Optional(Position),
      publishAt: Type.Optional(PublishAt),
      unpublishAt: Type.Optional(UnpublishAt),
      checkedTranslations: Type.Optional(
        CheckedTranslations(Object.keys(resources[resource].fields), rowTexts(resources[resource].fields)),
      ),
    },
    { additionalProperties: false },
  );
}

/** The precondition of a write: the item's version the client read (`version` of a record). */
export const Version = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description:
    "The version this change was made on (the record's `version`): if the item has changed since, the write is refused with 409. Without it (and without If-Match) the write is not checked.",
});

/** Updates change only the fields they carry; `version` (or If-Match) guards against lost updates. */
export function updateBody(resource: Resource): TObject {
  const { properties } = createBody(resource);
  return Type.Partial(Type.Object({ ...properties, version: Version }), { additionalProperties: false });
}

/**
 * A manual order set by hand: the items' ids in their new order, with the versions the client read.
 * The ids need not be all the items: those listed take the places they held between them.
 */
export const ReorderBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      description: 'Item ids in the new order, each once',
    }),
    versions: Type.Optional(
      Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), Version, {
        description:
          'By id, the version each item had when the client read the list: if one has changed since, nothing is saved (409)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** A row as answered: translatable fields are strings with `?lang`, `{ru, en?, kk?}` without. */
export function record(resource: Resource): TObject {
  return Type.Object({
    id: Type.Integer(),
    status: Status,
    position: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    version: Type.Integer({ description: 'Raised by every change; send it back with a change' }),
    publishAt: Type.Optional(PublishAt),
    unpublishAt: Type.Optional(UnpublishAt),
    translations: Type.Optional(
      Type.Object(
        { en: Type.Optional(TranslationState), kk: Type.Optional(TranslationState) },
        { description: 'Staff reads: fields with a missing or outdated translation, per language' },
      ),
    ),
    untranslated: Type.Optional(
      Type.Array(Type.String(), {
        description: 'With ?lang: fields shown in Russian for want of a translation',
      }),
    ),
    ...mapFields(resources[resource].fields, (declared) => behaviourOf(declared).read(declared)),
  });
}

export const ListQuery = Type.Object({
  lang: Type.Optional(Lang),
  sort: Type.Optional(Type.String({ maxLength: 200, description: 'JSON ["field","ASC"|"DESC"]' })),
  range: Type.Optional(Type.String({ maxLength: 100, description: 'JSON [start, end], both inclusive' })),
  filter: Type.Optional(
    Type.String({
      maxLength: 2000,
      description:
        'JSON {"q": "text", "id": [1, 2], "status": "draft", "needsTranslation": "en"|"kk"|"any", "undescribed": true}',
    }),
  ),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive substring, any language' })),
});

export const ReadQuery = Type.Object({ lang: Type.Optional(Lang) });

/**
 * The precondition as a header, for clients that prefer it to the body's `version`: the ETag a read
 * of the record gave (`"v4.<hash>"`, weak `W/"v4.<hash>"`, or with its encoding `"v4.<hash>-br"`),
 * or the bare version (`"4"`, `4`, `"v4"`); `*` checks nothing.
 */
export const IfMatch = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 80,
      pattern: '^\\s*(\\*|(W/)?"?v?[0-9]{1,10}(\\.[A-Za-z0-9_-]+)?"?)\\s*$',
      description:
        'The ETag a GET of the record answered (`"v4.…"`: its version, then a hash), or its `version`, e.g. "4" (quoted or not); the body\'s `version` wins when both are sent',
    }),
  ),
});

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
      headers: IfMatch,
      body: updateBody(resource),
      response: {
        200: one,
        400: ErrorBody,
        401: ErrorBody,
        404: ErrorBody,
        409: ErrorBody,
        413: ErrorBody,
        415: ErrorBody,
      },
    },
    remove: {
      tags,
      security,
      response: { 200: one, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    },
    reorder: {
      tags,
      security,
      body: ReorderBody,
      response: {
        200: Envelope(Type.Array(record(resource))),
        400: ErrorBody,
        401: ErrorBody,
        403: ErrorBody,
        409: ErrorBody,
      },
    },
  };
}
