/**
 * PGlite's folder is the service account's alone (security review N5): opened, as every start, the
 * backup and the restore open it, `DATA_DIR/db` and every folder in it are 0700 and every file 0600,
 * for a new install and for one an older version left readable (and writable) by every account.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, expect, test, vi } from 'vitest';
import { openDatabase, pgliteFolder } from '../../src/db/open.ts';

vi.setConfig({ testTimeout: 120_000 });

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Every folder and file under `folder` (itself included) whose mode lets another account in. */
function openToOthers(folder: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077) open.push(`${mode.toString(8)} ${path}`);
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(folder);
  return open;
}

/** Counts of the files and folders under `folder`. */
function count(folder: string): number {
  return readdirSync(folder, { recursive: true }).length;
}

async function openAndUse(dataDir: string) {
  const database = openDatabase({ pgliteDir: pgliteFolder(dataDir) });
  await database.migrate();
  await database.db.execute(sql`select count(*) from users`);
  return database;
}

test('a new install keeps its database folder and files to the service account', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'db-modes-'));
  made.push(dataDir);
  const folder = pgliteFolder(dataDir);
  const database = await openAndUse(dataDir);
  expect(count(folder)).toBeGreaterThan(100);
  expect(openToOthers(folder)).toEqual([]);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  await database.close();
  // Whatever PGlite wrote on closing sits in a folder no other account can enter.
  expect(statSync(folder).mode & 0o777).toBe(0o700);
});

test('an install an older version left open to every account is closed when it is opened', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'db-modes-'));
  made.push(dataDir);
  const folder = pgliteFolder(dataDir);
  // The older version: PGlite on its own, then the modes the review found (0666 files, 0777 folders).
  const old = new PGlite(folder);
  await old.query('select 1');
  await old.close();
  const widen = (path: string) => {
    const directory = statSync(path).isDirectory();
    chmodSync(path, directory ? 0o777 : 0o666);
    if (directory) for (const name of readdirSync(path)) widen(join(path, name));
  };
  widen(folder);
  expect(openToOthers(folder).length).toBeGreaterThan(100);

  const database = await openAndUse(dataDir);
  expect(openToOthers(folder)).toEqual([]);
  await database.close();
});
