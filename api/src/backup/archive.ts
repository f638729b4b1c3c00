/**
 * A backup of everything that cannot be rebuilt, as one `.tar.gz`:
 *
 *   backup.json      what made it: the format, the database's migrations, the time
 *   database.json    every table's rows and every sequence's value, read in one snapshot
 *   uploads/         the public images (local storage; a bucket is mirrored by the operator)
 *   private/         the customer requests' attachments
 *   jwt-secret       the signing key, when the data folder keeps it (not when JWT_SECRET sets it)
 *
 * The database is read through SQL in one REPEATABLE READ, READ ONLY transaction, the same way on
 * PGlite and PostgreSQL and without pg_dump: a consistent snapshot while the product keeps serving.
 * The files are read after it; they are written once under new names, so a file newer than the
 * snapshot is harmless. A restore goes into an empty data folder or database only.
 */
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { packTar, type TarSource, unpackTar } from 'modern-tar/fs';
import * as schema from '../db/schema/index.ts';
import type { Database } from '../db/types.ts';

const FORMAT = 'industrial-site-backup/1';
/** The schemas the product's tables live in: its own, and Drizzle's record of applied migrations. */
const SCHEMAS = ['public', 'drizzle'];
/** The folders of DATA_DIR that hold files nothing else can bring back. */
const FILE_FOLDERS = ['uploads', 'private'] as const;
const SECRET_FILE = 'jwt-secret';

interface Manifest {
  format: string;
  createdAt: string;
  /** The migrations the database had (Drizzle's hashes): a restore needs the same ones. */
  migrations: string[];
}

interface DatabaseDump {
  /** Qualified table name → its rows as PostgreSQL's `json_agg` writes them, in insert order. */
  tables: Array<{ name: string; rows: unknown[] }>;
  sequences: Array<{ name: string; value: string | null }>;
}

/** Where the backup's files are read from and a restore writes them. */
interface BackupFiles {
  dataDir: string;
  /** False with STORAGE=s3: the bucket holds uploads and attachments, and the operator mirrors it. */
  localStorage: boolean;
}

/** The rows of a raw query, whichever driver answered it (postgres.js: an array; PGlite: `.rows`). */
async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** Drizzle's record of applied migrations, which `migrate` fills on a restore. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/**
 * The product's own tables (its Drizzle schema), by the name a backup gives each (`public.news`, as
 * PostgreSQL's `format('%I.%I')` writes it, quoted or not), as quoted identifiers: a restore puts
 * no name from an archive into a statement (security review N6).
 */
function productTables(): Map<string, SQL> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const known = new Map<string, SQL>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const { schema: namespace = 'public', name } = getTableConfig(value);
    const identifier = sql`${sql.identifier(namespace)}.${sql.identifier(name)}`;
    for (const space of [namespace, quote(namespace)])
      for (const table of [name, quote(name)]) known.set(`${space}.${table}`, identifier);
  }
  return known;
}

/** The product's tables, each after the tables its foreign keys point to. */
async function tablesInInsertOrder(db: Pick<Database, 'execute'>): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in (${sql.join(SCHEMAS, sql`, `)}) order by 1`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select format('%I.%I', cn.nspname, cc.relname) as child, format('%I.%I', pn.nspname, pc.relname) as parent
        from pg_constraint k
        join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
        join pg_class pc on pc.oid = k.confrelid join pg_namespace pn on pn.oid = pc.relnamespace
        where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const { child, parent } of references) if (child === name) visit(parent, path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

async function migrationsOf(db: Pick<Database, 'execute'>): Promise<string[]> {
  const applied = await rows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, hash`,
  );
  return applied.map(({ hash }) => hash);
}

/** Every table and sequence, read in one snapshot that concurrent writes do not change. */
async function dumpDatabase(db: Database): Promise<{ dump: DatabaseDump; migrations: string[] }> {
  return db.transaction(
    async (tx) => {
      const tables: DatabaseDump['tables'] = [];
      for (const name of await tablesInInsertOrder(tx)) {
        const [result] = await rows<{ rows: string }>(
          tx,
          sql`select coalesce(json_agg(t), '[]'::json)::text as rows from ${sql.raw(name)} t`,
        );
        tables.push({ name, rows: JSON.parse(result?.rows ?? '[]') });
      }
      const sequences = await rows<{ name: string; value: string | null }>(
        tx,
        sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
            from pg_sequences where schemaname in (${sql.join(SCHEMAS, sql`, `)}) order by 1`,
      );
      return { dump: { tables, sequences }, migrations: await migrationsOf(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Writes a backup of the database and the data folder's files to `output` as tar.gz bytes. */
export async function writeBackup(db: Database, files: BackupFiles, output: NodeJS.WritableStream) {
  const { dump, migrations } = await dumpDatabase(db);
  const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), migrations };
  const sources: TarSource[] = [
    { type: 'content', target: 'backup.json', content: `${JSON.stringify(manifest, null, 2)}\n` },
    { type: 'content', target: 'database.json', content: JSON.stringify(dump), mode: 0o600 },
  ];
  if (files.localStorage) {
    for (const folder of FILE_FOLDERS) {
      const source = join(files.dataDir, folder);
      if (existsSync(source)) sources.push({ type: 'directory', source, target: folder });
    }
  }
  const secret = join(files.dataDir, SECRET_FILE);
  if (existsSync(secret)) sources.push({ type: 'file', source: secret, target: SECRET_FILE, mode: 0o600 });
  await pipeline(packTar(sources) as Readable, createGzip(), output);
}

export class RestoreRefused extends Error {}

/**
 * Why the data folder cannot take a restore (it holds data already), or null when it can; with
 * `database`, PGlite's folder counts too (checked before PGlite opens it, which creates it).
 */
export async function dataFolderInUse(dataDir: string, database?: string): Promise<string | null> {
  const held = [...(database ? [database] : []), ...FILE_FOLDERS, SECRET_FILE];
  for (const entry of held) {
    const path = join(dataDir, entry);
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    if (!info.isDirectory() || (await readdir(path)).length > 0) return `${path} exists`;
  }
  return null;
}

/** Names from an archive as a message quotes them: in JSON, each cut to 200 characters. */
const named = (names: string[]) => names.map((name) => JSON.stringify(name.slice(0, 200))).join(', ');

/** Why the database cannot take a restore (it has the product's tables), or null when it can. */
async function databaseInUse(db: Database): Promise<string | null> {
  const [found] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in (${sql.join(SCHEMAS, sql`, `)})`,
  );
  return found && found.count > 0 ? `the database has ${found.count} tables` : null;
}

/**
 * Restores a backup into an empty database (`migrate` creates the tables) and an empty data
 * folder: refuses with RestoreRefused when either holds data, or when the backup was made by a
 * version with other migrations.
 */
export async function restoreBackup(options: {
  archive: string;
  db: Database;
  migrate(): Promise<void>;
  files: BackupFiles;
}) {
  const { db, files } = options;
  const busy = (await dataFolderInUse(files.dataDir)) ?? (await databaseInUse(db));
  if (busy) throw new RestoreRefused(`a restore goes into an empty data folder and database: ${busy}`);

  // Unpacked inside the data folder, so that moving the files into place is a rename.
  const staging = join(files.dataDir, `.restore-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    await pipeline(createReadStream(options.archive), createGunzip(), unpackTar(staging));
    const manifest = JSON.parse(await readFile(join(staging, 'backup.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT)
      throw new RestoreRefused(`${options.archive} is not a backup of this product`);

    // Every table and sequence the archive names is the product's own, or nothing is run.
    const dump = JSON.parse(await readFile(join(staging, 'database.json'), 'utf8')) as DatabaseDump;
    const tables = productTables();
    const unknown = dump.tables
      .map(({ name }) => name)
      .filter((name) => name !== MIGRATIONS_TABLE && !tables.has(name));
    if (unknown.length)
      throw new RestoreRefused(`the backup names tables this product does not have: ${named(unknown)}`);

    await options.migrate();
    const migrations = await migrationsOf(db);
    if (migrations.join() !== manifest.migrations.join()) {
      throw new RestoreRefused(
        `the backup was made by a version with ${manifest.migrations.length} database migrations, this one has ${migrations.length}: ` +
          'restore it with the version that made it, then upgrade',
      );
    }
    const sequences = new Set(
      (
        await rows<{ name: string }>(
          db,
          sql`select format('%I.%I', schemaname, sequencename) as name from pg_sequences
              where schemaname in (${sql.join(SCHEMAS, sql`, `)})`,
        )
      ).map(({ name }) => name),
    );
    const strange = dump.sequences.map(({ name }) => name).filter((name) => !sequences.has(name));
    if (strange.length)
      throw new RestoreRefused(`the backup names sequences this product does not have: ${named(strange)}`);
    await db.transaction(async (tx) => {
      for (const { name, rows: tableRows } of dump.tables) {
        // The migrations table was filled by `migrate` with the same rows.
        if (name === MIGRATIONS_TABLE || tableRows.length === 0) continue;
        const table = tables.get(name) as SQL;
        await tx.execute(
          sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(tableRows)}::json)`,
        );
      }
      for (const { name, value } of dump.sequences) {
        if (value !== null) await tx.execute(sql`select setval(${name}, ${value}::bigint, true)`);
      }
    });

    for (const folder of FILE_FOLDERS) {
      const source = join(staging, folder);
      if (!existsSync(source)) continue;
      await rm(join(files.dataDir, folder), { recursive: true, force: true });
      await rename(source, join(files.dataDir, folder));
    }
    if (existsSync(join(staging, SECRET_FILE))) {
      await rename(join(staging, SECRET_FILE), join(files.dataDir, SECRET_FILE));
      await chmod(join(files.dataDir, SECRET_FILE), 0o600);
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
