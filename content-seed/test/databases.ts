/**
 * Migrated databases for the seed tests: in-memory PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, databases created for the test and dropped when it closes them.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '@industrial/api/db';
import * as schema from '@industrial/api/schema';
import { createTestDatabase } from '@industrial/api/test-database';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

export const migrationsFolder = new URL('../../api/drizzle', import.meta.url).pathname;

/** The migrations before the one tagged `tag`, in a folder of their own (a migration's tests start there). */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}
/**
 * Seeds a database migrated to an earlier version (`migrationsBefore`) with today's seed, as that
 * version seeded it: the seed writes every column the schema declares, so the columns later
 * migrations add (a workshop's gallery, 0034) exist only while it runs, and go with what it wrote.
 */
export async function seedAsEarlier(client: PGlite, seedIt: () => Promise<void>) {
  const added: { table: string; column: string }[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const { rows } = await client.query<{ column_name: string }>(
      'SELECT column_name FROM information_schema.columns WHERE table_name = $1',
      [name],
    );
    // A table that version did not have yet: the test leaves it out of the seed.
    if (rows.length === 0) continue;
    const has = new Set(rows.map((row) => row.column_name));
    for (const column of Object.values(getTableColumns(table))) {
      if (has.has(column.name)) continue;
      await client.query(`ALTER TABLE "${name}" ADD COLUMN "${column.name}" ${column.getSQLType()}`);
      added.push({ table: name, column: column.name });
    }
  }
  try {
    await seedIt();
  } finally {
    for (const { table, column } of added)
      await client.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  db: Database;
  /** Stops using this database as such and answers a maker of fresh copies of it. */
  toTemplate(): Promise<() => Promise<TestDatabase>>;
  /** Closes the database (PostgreSQL: drops it). */
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<TestDatabase> {
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const client = new PGlite();
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return pgliteDatabase(client);
}

function pgliteDatabase(client: PGlite): TestDatabase {
  return {
    db: drizzlePglite({ client, schema }),
    toTemplate: async () => async () => pgliteDatabase((await client.clone()) as PGlite),
    close: () => client.close(),
  };
}

async function createPostgresDatabase(server: string, template?: string): Promise<TestDatabase> {
  const created = await createTestDatabase(server, { prefix: 'content_seed_test', template });
  if (!created) throw new Error('TEST_DATABASE_URL names no PostgreSQL server');
  const url = new URL(created.url);
  const name = url.pathname.slice(1);
  const client = postgres(url.href, { max: 4, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  if (!template) await migratePostgres(db, { migrationsFolder });
  const drop = async () => {
    await client.end();
    await created.drop();
  };
  return {
    db,
    // PostgreSQL copies a database only while nobody is connected to it.
    toTemplate: async () => {
      await client.end();
      return () => createPostgresDatabase(server, name);
    },
    close: drop,
  };
}
