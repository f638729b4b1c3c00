import { type Static, Type } from 'typebox';
import { Envelope } from './common.ts';

/** What GET /api/health reports; the admin's Система card reads the same type. */
export const HealthReport = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Union([Type.Literal('connected'), Type.Literal('read_only'), Type.Literal('unreachable')]),
  uploads: Type.Union([Type.Literal('writable'), Type.Literal('read_only')]),
});
export type HealthReport = Static<typeof HealthReport>;

export const HealthResponse = Envelope(HealthReport);
