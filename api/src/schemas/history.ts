import { Type } from 'typebox';
import { RESOURCES } from '../content/resources.ts';
import { REVISION_ACTIONS } from '../db/schema/revisions.ts';
import { Envelope, ErrorBody, IdParams } from './common.ts';
import { Version } from './content.ts';

const security = [{ bearerAuth: [] }];

export const RevisionSummary = Type.Object({
  version: Type.Integer(),
  action: Type.Enum([...REVISION_ACTIONS], {
    description:
      '`initial`: as the item was when its history began; `restore`: an earlier version saved again',
  }),
  changes: Type.Array(Type.String(), {
    description: 'What this save changed: `name.kk` for one language of a translatable field, else the field',
  }),
  authorId: Type.Union([Type.Integer(), Type.Null()]),
  author: Type.Union([Type.String(), Type.Null()], { description: "The author's e-mail" }),
  createdAt: Type.String(),
});

export const Revision = Type.Object({
  ...RevisionSummary.properties,
  snapshot: Type.Record(Type.String(), Type.Unknown(), {
    description: 'The fields, status and position as they were saved in this version',
  }),
});

export const RevisionParams = Type.Object({
  id: IdParams.properties.id,
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** The Russian each outdated translation was made from, by language and field (see `translatedFrom`). */
const russianByField = Type.Optional(Type.Record(Type.String(), Type.Unknown()));
export const TranslatedFrom = Envelope(
  Type.Object(
    { en: russianByField, kk: russianByField },
    {
      description:
        "For each outdated translation, the Russian it was made from (`quality.0.title` for a block's text), when a kept version still holds it",
    },
  ),
);

/** Saving a kept version again: over the version the change was made on, whole or its Russian alone. */
export const RestoreBody = Type.Optional(
  Type.Object(
    {
      version: Type.Optional(Version),
      keepTranslations: Type.Optional(
        Type.Boolean({
          description:
            'Restore the Russian and what every language shares; keep each translation as it is now',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

/** The schemas of one resource's history calls. */
export function historySchemas(resource: string, record: ReturnType<typeof Envelope>) {
  const tags = [resource];
  return {
    list: {
      tags,
      security,
      params: IdParams,
      response: { 200: Envelope(Type.Array(RevisionSummary)), 401: ErrorBody, 404: ErrorBody },
    },
    get: {
      tags,
      security,
      params: RevisionParams,
      response: { 200: Envelope(Revision), 401: ErrorBody, 404: ErrorBody },
    },
    translatedFrom: {
      tags,
      security,
      params: IdParams,
      response: { 200: TranslatedFrom, 401: ErrorBody, 404: ErrorBody },
    },
    restore: {
      tags,
      security,
      params: RevisionParams,
      body: RestoreBody,
      response: { 200: record, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  };
}

const ResourceName = Type.Enum([...RESOURCES]);

const TrashedItem = Type.Object({
  resource: ResourceName,
  id: Type.Integer(),
  name: Type.Unknown({ description: 'What names the item, per language' }),
  status: Type.String(),
  deletedAt: Type.String(),
  deletedBy: Type.Union([Type.String(), Type.Null()], { description: 'Who deleted it (the action log)' }),
  /** When the trash deletes it for good. */
  purgeAt: Type.String(),
});

export const TrashParams = Type.Object({ resource: ResourceName, id: IdParams.properties.id });

/** Restoring an item from the trash and deleting it for good name it and answer it the same way. */
const trashedItemCall = {
  tags: ['trash'],
  security,
  params: TrashParams,
  response: {
    200: Envelope(Type.Object({ resource: ResourceName, id: Type.Integer() })),
    400: ErrorBody,
    401: ErrorBody,
    404: ErrorBody,
  },
};

export const trashSchemas = {
  list: {
    tags: ['trash'],
    security,
    response: { 200: Envelope(Type.Array(TrashedItem)), 401: ErrorBody },
  },
  restore: trashedItemCall,
  destroy: trashedItemCall,
};
