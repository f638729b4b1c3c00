import { type Static, Type } from 'typebox';
import { RESOURCES } from '../content/resources.ts';
import { Envelope, ErrorBody } from './common.ts';

/** What will change by itself next (the dashboard's Запланировано), and the zone staff set times in. */
export const SchedulesSchema = Type.Object({
  timeZone: Type.String({ description: 'The company’s time zone (IANA): times are set and shown in it' }),
  upcoming: Type.Array(
    Type.Object({
      resource: Type.Enum([...RESOURCES]),
      id: Type.Integer(),
      title: Type.String({ description: 'The item’s Russian title' }),
      action: Type.Enum(['publish', 'unpublish'] as const),
      at: Type.String({ format: 'date-time' }),
      by: Type.Union([Type.String(), Type.Null()], { description: 'Who set it, while their account exists' }),
    }),
    { description: 'Soonest first, 20 at most, drafts included' },
  ),
});
export type Schedules = Static<typeof SchedulesSchema>;

export const schedulesSchema = {
  tags: ['schedules'],
  security: [{ bearerAuth: [] }],
  response: { 200: Envelope(SchedulesSchema), 401: ErrorBody },
};
