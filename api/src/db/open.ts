import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Sql } from 'postgres';
import { guardedPostgres } from './postgres-guard.ts';
import * as schema from './schema/index.ts';
import type { Database } from './types.ts';

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/** An open database: the Drizzle handle, plus what the process needs around it. */
export interface DatabaseConnection {
  db: Database;
  driver: 'postgres' | 'pglite';
  /**
   * The postgres.js client, for what other instances on the same server must see (LISTEN/NOTIFY,
   * advisory locks); null on PGlite, which one process owns.
   */
  postgres: Sql | null;
  /** Applies the committed migrations that this database has not seen yet. */
  migrate(): Promise<void>;
  /** True when a trivial query answers within the timeout. */
  isReachable(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PostgreSQL through postgres.js when `databaseUrl` is given; otherwise embedded PGlite kept in
 * `pgliteDir` across restarts (or in memory when that is undefined, which the tests use).
 */
export function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** An image of a PGlite data folder to start from (`dumpDataDir`): the tests' migrated template. */
  pgliteImage?: Blob;
}): DatabaseConnection {
  if (options.databaseUrl) {
    // Guarded: postgres.js can crash the process when PostgreSQL drops its connections. Without
    // `fetch_types`, a new connection does not first read the list of array types (the schema has
    // none): a connection dropped during that read rejects a promise nobody handles, which ends the
    // process (seen in database-away.test.ts, where connections are terminated).
    const client = guardedPostgres(options.databaseUrl, {
      max: 10,
      fetch_types: false,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client, schema });
    return connection(
      'postgres',
      client,
      db,
      () => migratePostgres(db, { migrationsFolder }),
      () => client.end({ timeout: 5 }),
    );
  }
  const folder = options.pgliteDir;
  if (folder) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    closeDatabaseFolder(folder);
  }
  const client = new PGlite({ dataDir: folder, loadDataDir: options.pgliteImage });
  const db = drizzlePglite({ client, schema });
  return connection(
    'pglite',
    null,
    db,
    async () => {
      await migratePglite(db, { migrationsFolder });
      // What the first start (initdb) and the migrations wrote, closed too.
      if (folder) closeDatabaseFolder(folder);
    },
    () => client.close(),
  );
}

/** The connection around a Drizzle handle, whichever driver opened it. */
function connection(
  driver: DatabaseConnection['driver'],
  client: Sql | null,
  db: Database,
  migrate: () => Promise<void>,
  close: () => Promise<void>,
): DatabaseConnection {
  return { db, driver, postgres: client, migrate, isReachable: (timeoutMs) => answers(db, timeoutMs), close };
}

const DATABASE_MODES = { folder: 0o700, file: 0o600 };

/**
 * Closes PGlite's folder to the service's account (security review N5): it and every folder in it
 * 0700, every file 0600. PGlite writes its files as the umask allows (0644, or 0666 under some
 * service managers), and an install from before this rule has them so; the closed top folder also
 * keeps every file written later out of other accounts' reach. The process's umask is left alone:
 * the public site's files must stay readable by the web server's account. Links are left alone
 * (chmod would change what they point at). Answers how many modes it changed.
 */
export function closeDatabaseFolder(folder: string): number {
  let changed = 0;
  const close = (path: string, mode: number) => {
    const current = lstatSync(path, { throwIfNoEntry: false });
    if (!current || (current.mode & 0o777) === mode) return;
    chmodSync(path, mode);
    changed++;
  };
  const walk = (path: string) => {
    close(path, DATABASE_MODES.folder);
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const inner = join(path, entry.name);
      if (entry.isDirectory()) walk(inner);
      else if (entry.isFile()) close(inner, DATABASE_MODES.file);
    }
  };
  walk(folder);
  return changed;
}

/** Where PGlite keeps its files inside the data folder. */
export function pgliteFolder(dataDir: string): string {
  return join(dataDir, 'db');
}

async function answers(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
