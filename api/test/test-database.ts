import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';

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
