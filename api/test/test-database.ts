import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

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
