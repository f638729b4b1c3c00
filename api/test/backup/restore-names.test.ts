/**
 * A restore takes table and sequence names only from the product's own schema (security review
 * N6): an archive that names anything else, a statement smuggled in a table's name included, is
 * refused before anything is run, and the database stays empty. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { RestoreRefused, restoreBackup, writeBackup } from '../../src/backup/archive.ts';
import { openDatabase } from '../../src/db/open.ts';
import { redirects } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helper.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** A database of its own: PostgreSQL's when TEST_DATABASE_URL is set, else PGlite in memory. */
async function freshDatabase() {
  const server = await createTestDatabase(process.env.TEST_DATABASE_URL, { prefix: 'restore_names' });
  const database = openDatabase({ databaseUrl: server?.url });
  cleanups.push(async () => {
    await database.close();
    await server?.drop();
  });
  return database;
}

async function folder() {
  const made = await mkdtemp(join(tmpdir(), 'restore-names-'));
  cleanups.push(() => rm(made, { recursive: true, force: true }));
  return made;
}

interface Dump {
  tables: { name: string; rows: unknown[] }[];
  sequences: { name: string; value: string | null }[];
}

let archive: string;
let original: Dump;
beforeAll(async () => {
  const source = await freshDatabase();
  await source.migrate();
  await source.db.insert(redirects).values({ fromPath: '/old-site', toPath: '/contacts' });
  const dataDir = await folder();
  archive = join(dataDir, 'backup.tar.gz');
  const output = createWriteStream(archive);
  await writeBackup(source.db, { dataDir, localStorage: true }, output);
  await finished(output);
  original = JSON.parse(unpacked(archive, await folder(), 'database.json'));
});

/** The archive unpacked into `into`; answers the text of one of its files. */
function unpacked(file: string, into: string, name: string): string {
  execFileSync('tar', ['-xzf', file, '-C', into]);
  return execFileSync('cat', [join(into, name)], { encoding: 'utf8' });
}

/** The backup with its database.json changed by `craft`. */
async function crafted(craft: (dump: Dump) => void): Promise<string> {
  const work = await folder();
  const dump = JSON.parse(unpacked(archive, work, 'database.json')) as Dump;
  craft(dump);
  await writeFile(join(work, 'database.json'), JSON.stringify(dump));
  const out = join(await folder(), 'crafted.tar.gz');
  execFileSync('tar', ['-czf', out, '-C', work, '.']);
  return out;
}

/** Restores `file` into `target` (a fresh one by default): the error, and the tables it left. */
async function restore(file: string, target?: Awaited<ReturnType<typeof freshDatabase>>) {
  const into = target ?? (await freshDatabase());
  const dataDir = await folder();
  const error = await restoreBackup({
    archive: file,
    db: into.db,
    migrate: () => into.migrate(),
    files: { dataDir, localStorage: true },
  }).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  const result = (await into.db.execute(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'drizzle')`,
  )) as unknown as { name: string }[] | { rows: { name: string }[] };
  const tables = (Array.isArray(result) ? result : result.rows).map(({ name }) => name);
  return { error, tables, db: into.db };
}

describe('a restore and the names in its archive', () => {
  test('the product’s own archive restores, its table names written quoted or not', async () => {
    const plain = await restore(archive);
    expect(plain.error).toBeUndefined();
    expect(await plain.db.select().from(redirects)).toMatchObject([{ fromPath: '/old-site' }]);

    const quoted = await restore(
      await crafted((dump) => {
        for (const table of dump.tables)
          table.name = table.name.replace(/^public\.(\w+)$/, (_, name) => `"public"."${name}"`);
      }),
    );
    expect(quoted.error).toBeUndefined();
    expect(await quoted.db.select().from(redirects)).toMatchObject([{ fromPath: '/old-site' }]);
  });

  test('a name of anything else, a statement in it included, is refused before anything is run', async () => {
    // Nothing is run on a refusal, so one empty database takes every attempt.
    const target = await freshDatabase();
    for (const name of [
      "public.redirects (id, from_path, to_path) select 9999, '/sqli', current_user --",
      'public.redirects; drop table public.users; --',
      'pg_catalog.pg_authid',
      'public.not_a_table',
      'other.redirects',
      '"public"."redirects" where false; --',
    ]) {
      const file = await crafted((dump) => {
        dump.tables.push({ name, rows: [{ id: 9999, from_path: '/x', to_path: '/y' }] });
      });
      const { error, tables } = await restore(file, target);
      expect(error, name).toBeInstanceOf(RestoreRefused);
      expect((error as Error).message).toBe(
        `the backup names tables this product does not have: ${JSON.stringify(name)}`,
      );
      // Not even the migrations.
      expect(tables).toEqual([]);
    }
  });

  test('a sequence the product does not have is refused, and no row is restored', async () => {
    expect(original.sequences.length).toBeGreaterThan(0);
    const file = await crafted((dump) => {
      dump.sequences.push({ name: "pg_catalog.pg_class'); select 1; --", value: '1' });
    });
    const { error, db } = await restore(file);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/^the backup names sequences this product does not have: /);
    expect(await db.select().from(redirects)).toEqual([]);
  });
});
