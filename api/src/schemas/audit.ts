import { type Static, Type } from 'typebox';
import { AUDIT_ACTIONS } from '../audit/actions.ts';
import { ErrorBody } from './common.ts';

/** A day (`2026-11-24`) or a moment (ISO 8601). */
const Moment = Type.String({ format: 'date-time', maxLength: 40 });
const Day = Type.String({ format: 'date', maxLength: 10 });

/** What `filter=` may narrow the log by: a person, a kind of action, a span of days. */
export const AuditFilter = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: "Part of the person's e-mail" })),
    actorId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    action: Type.Optional(Type.Enum([...AUDIT_ACTIONS])),
    from: Type.Optional(Type.Union([Day, Moment], { description: 'From this day (or moment) on' })),
    to: Type.Optional(
      Type.Union([Day, Moment], { description: 'Up to and including this day (or before this moment)' }),
    ),
  },
  { additionalProperties: false },
);

const Entry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  action: Type.Enum([...AUDIT_ACTIONS]),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()], {
    description: 'The e-mail of the account as it was, or the address typed at a failed sign-in',
  }),
  address: Type.Union([Type.String(), Type.Null()]),
  resource: Type.Union([Type.String(), Type.Null()]),
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown(), {
    description: "The item's Russian title and version, a version restored",
  }),
});

/** One entry of the action log, as `GET /api/audit` answers it. */
export type AuditEntry = Static<typeof Entry>;

export const auditListSchema = {
  tags: ['audit'],
  security: [{ bearerAuth: [] }],
  description:
    'The action log, newest first: sign-ins (and failed ones), sign-outs, every create, update, delete, restore and ' +
    'deletion for good, and rebuilds. Read-only: no call changes it. `filter={"actorId":1,"action":"update",' +
    '"from":"2026-11-01","to":"2026-11-30"}`, `range=[0,24]`; the total is in `Content-Range`.',
  querystring: Type.Object({
    filter: Type.Optional(Type.String({ maxLength: 500 })),
    range: Type.Optional(Type.String({ maxLength: 50 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  response: { 200: Type.Object({ data: Type.Array(Entry) }), 400: ErrorBody, 401: ErrorBody },
};
