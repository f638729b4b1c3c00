import { type Static, Type } from 'typebox';
import { Envelope } from './common.ts';

/** What GET /api/health reports; the admin's Система card reads the same type. */
export const HealthReport = Type.Object({
  /** `ok` when everything below is fine, `degraded` when writes may fail, `unavailable` with no database. */
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('unavailable')]),
  version: Type.String(),
  database: Type.Union([Type.Literal('connected'), Type.Literal('read_only'), Type.Literal('unreachable')]),
  /** `low_space` when DATA_DIR's disk has less free space than MIN_FREE_DISK_MB. */
  uploads: Type.Union([Type.Literal('writable'), Type.Literal('low_space'), Type.Literal('read_only')]),
  /** Free space on DATA_DIR's disk, in megabytes (it also holds the site builds and PGlite's files). */
  diskFreeMb: Type.Integer(),
});
export type HealthReport = Static<typeof HealthReport>;

export const HealthResponse = Envelope(HealthReport);
