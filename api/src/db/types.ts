import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** A Drizzle database over either driver (postgres.js or PGlite), with the app's schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
