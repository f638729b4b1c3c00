import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../src/db/open.ts';
import { ensureFirstAdmin } from '../src/plugins/app/auth/first-admin.ts';

/** The administrator every test database has. */
export const ADMIN = { email: 'admin@example.kz', password: 'correct horse battery staple' };

export interface TestDatabase {
  url: string;
  /** Drops the database, disconnecting whoever still uses it. */
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database of its own for one test file, bench or browser run, on the server at
 * `serverUrl` (undefined without one: the caller then uses PGlite). Optionally a copy of `template`.
 */
export async function createTestDatabase(
  serverUrl: string | undefined,
  options: { prefix?: string; template?: string } = {},
): Promise<TestDatabase | undefined> {
  if (!serverUrl) return undefined;
  const name = `${options.prefix ?? 'test'}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await server.unsafe(statement);
    } finally {
      await server.end();
    }
  };
  await onServer(`create database "${name}"${options.template ? ` template "${options.template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}

/**
 * For the file it is called in, a command of the product to run on: a fresh data folder, and on
 * PostgreSQL (TEST_DATABASE_URL) a database of its own. Answers the variables that say so
 * (`DATA_DIR`, and `DATABASE_URL`); they fill in when the tests start.
 */
export function processStorage(prefix: string): { DATA_DIR: string; DATABASE_URL?: string } {
  const env = {} as { DATA_DIR: string; DATABASE_URL?: string };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    env.DATA_DIR = await mkdtemp(join(tmpdir(), `${prefix}-`));
    database = await createTestDatabase(process.env.TEST_DATABASE_URL, { prefix });
    if (database) env.DATABASE_URL = database.url;
  });
  afterAll(async () => {
    await database?.drop();
    if (env.DATA_DIR) await rm(env.DATA_DIR, { recursive: true, force: true });
  });
  return env;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database test files copy: a PostgreSQL database's name, or a PGlite image's file. */
    migratedTemplate: { postgres: string } | { pgliteImage: string };
  }
}

/**
 * Migrates one database for the whole test run, with `ADMIN` in it, for `openMigratedDatabase` to
 * copy (`api/vitest.config.ts` runs this once before the files): on PostgreSQL a template database,
 * on PGlite an image of its data folder. Answers what to hand the files, and how to clean up.
 */
export async function migrateTemplate(): Promise<{
  template: ProvidedTemplate;
  remove: () => Promise<void>;
}> {
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL, { prefix: 'api_template' });
  const connection = openDatabase({ databaseUrl: database?.url });
  await connection.migrate();
  await ensureFirstAdmin(connection.db, ADMIN);
  if (database) {
    await connection.close();
    return { template: { postgres: new URL(database.url).pathname.slice(1) }, remove: database.drop };
  }
  const folder = resolve(import.meta.dirname, '../../.tmp', `api-template-${process.pid}`);
  await mkdir(folder, { recursive: true });
  const image = join(folder, 'pglite.tar');
  const pglite = (connection.db as unknown as { $client: PGlite }).$client;
  await writeFile(image, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await connection.close();
  return { template: { pgliteImage: image }, remove: () => rm(folder, { recursive: true, force: true }) };
}

type ProvidedTemplate = ReturnType<typeof inject<'migratedTemplate'>>;

/**
 * A migrated database of this file's own, with `ADMIN` in it, copied from the run's template:
 * PGlite in memory, or a fresh PostgreSQL database (dropped by `database.drop()`) when
 * TEST_DATABASE_URL is set.
 */
export async function openMigratedDatabase(
  prefix: string,
): Promise<{ connection: DatabaseConnection; database: TestDatabase | undefined }> {
  const template = inject('migratedTemplate');
  if ('postgres' in template) {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL, {
      prefix,
      template: template.postgres,
    });
    return { connection: openDatabase({ databaseUrl: database?.url }), database };
  }
  const image = new Blob([await readFile(template.pgliteImage)]);
  return { connection: openDatabase({ pgliteImage: image }), database: undefined };
}
