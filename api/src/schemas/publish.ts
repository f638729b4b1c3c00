import { type Static, Type } from 'typebox';
import { Envelope } from './common.ts';

const PublishStateSchema = Type.Union(
  [Type.Literal('idle'), Type.Literal('scheduled'), Type.Literal('building'), Type.Literal('failed')],
  { description: 'failed: the last publication failed and nothing is scheduled or running' },
);
const PublishModeSchema = Type.Union([Type.Literal('local'), Type.Literal('webhook')], {
  description: 'local: built and served by this API; webhook: a CI hook builds and deploys',
});

/**
 * The last publication that went online: an update (only the pages a change reaches rendered again)
 * or a full build, why it was that kind, and what it did.
 */
const PublishRunSchema = Type.Object({
  kind: Type.Union([Type.Literal('update'), Type.Literal('full')]),
  /** For an update, the changes it published; for a full build, why the site was built in full. */
  why: Type.String(),
  /** What it did, in the log's words (`update: 7 pages rendered, 0 removed, 2 images made, in 0.8 s`). */
  summary: Type.String(),
});

/**
 * The last reference check: a full build compared, file for file, with the site updates had
 * maintained for the same content and source (a rebuild on request, or the nightly one).
 */
const PublishReferenceSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  /** How many files differed; 0 when the updated site was the full build exactly. */
  count: Type.Integer({ minimum: 0 }),
  /** The first of them (`news/x.html: different`); the full build replaced them all. */
  differences: Type.Array(Type.String()),
});

/** What `GET /api/publish/status` and `POST /api/publish` answer: the admin dashboard shows it. */
export const PublishStatusSchema = Type.Object({
  state: PublishStateSchema,
  lastSuccessAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastError: Type.Union([
    Type.Object({ message: Type.String(), at: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
  lastRun: Type.Optional(Type.Union([PublishRunSchema, Type.Null()])),
  reference: Type.Optional(Type.Union([PublishReferenceSchema, Type.Null()])),
  /** A change arrived during the running publication: exactly one more follows it. */
  queued: Type.Boolean(),
  mode: PublishModeSchema,
  /**
   * Records the site is built without, each with why: a build failed because of them, so the next
   * ones leave them out until they change (local mode).
   */
  leftOut: Type.Optional(Type.Array(Type.String())),
});

export const PublishStatusResponse = Envelope(PublishStatusSchema);

export type PublishState = Static<typeof PublishStateSchema>;
export type PublishMode = Static<typeof PublishModeSchema>;
export type PublishStatus = Static<typeof PublishStatusSchema>;
export type PublishRun = Static<typeof PublishRunSchema>;
export type PublishReference = Static<typeof PublishReferenceSchema>;
