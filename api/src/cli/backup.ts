/**
 * `npm run backup -- <file>`: a consistent backup of everything that cannot be rebuilt (the
 * database, uploads, request attachments, the signing key) into one .tar.gz, while the product
 * keeps serving. Reads the same environment as the API (DATA_DIR, DATABASE_URL, STORAGE). See
 * deploy/BACKUP.md and src/backup/archive.ts.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { writeBackup } from '../backup/archive.ts';
import { backupFromRunningApi, backupSocketPath } from '../backup/socket.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteFolder } from '../db/open.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('✗ usage: npm run backup -- <file.tar.gz>');
  process.exit(1);
}
const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = loadConfig();
const files = { dataDir: config.dataDir, localStorage: config.storage.driver === 'local' };

/** From the database directly: PostgreSQL always, PGlite when no API holds its folder. */
async function fromDatabase(output: NodeJS.WritableStream) {
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteFolder(config.dataDir) });
  try {
    await writeBackup(database.db, files, output);
  } finally {
    await database.close();
  }
}

// Written beside the target and renamed once complete: a failed backup never looks like one.
const partial = `${target}.partial`;
try {
  const running = config.databaseUrl ? null : await backupFromRunningApi(backupSocketPath(config.dataDir));
  const output = createWriteStream(partial, { mode: 0o600 });
  if (running) await pipeline(running, output);
  else await fromDatabase(output);
  await rename(partial, target);
  console.log(
    `✓ backup written to ${target}${running ? ' by the running API' : ''}` +
      (files.localStorage
        ? ''
        : '\n  STORAGE=s3: uploads and attachments are in the bucket; mirror it too (deploy/BACKUP.md)') +
      (process.env.JWT_SECRET ? '\n  JWT_SECRET is set in the environment: keep it with the backup' : ''),
  );
} catch (error) {
  await rm(partial, { force: true });
  console.error(`✗ backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
