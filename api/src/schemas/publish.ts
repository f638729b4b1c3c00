import { type Static, Type } from 'typebox';
import { Envelope } from './common.ts';

const PublishStateSchema = Type.Union(
  [Type.Literal('idle'), Type.Literal('scheduled'), Type.Literal('building'), Type.Literal('failed')],
  { description: 'failed: the last publication failed and nothing is scheduled or running' },
);
const PublishModeSchema = Type.Union([Type.Literal('local'), Type.Literal('webhook')], {
  description: 'local: built and served by this API; webhook: a CI hook builds and deploys',
});

/** What `GET /api/publish/status` and `POST /api/publish` answer: the admin dashboard shows it. */
export const PublishStatusSchema = Type.Object({
  state: PublishStateSchema,
  lastSuccessAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastError: Type.Union([
    Type.Object({ message: Type.String(), at: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
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
