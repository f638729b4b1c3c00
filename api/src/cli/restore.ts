/**
 * `npm run restore -- <file>`: restores a backup made by `npm run backup` into an empty data folder
 * (DATA_DIR) and, with DATABASE_URL, an empty database. It refuses a target that holds data. Start
 * the product afterwards: it rebuilds the site from the restored content. See deploy/BACKUP.md.
 */
import { resolve } from 'node:path';
import { dataFolderInUse, RestoreRefused, restoreBackup } from '../backup/archive.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteFolder } from '../db/open.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('✗ usage: npm run restore -- <file.tar.gz>');
  process.exit(1);
}
const archive = resolve(process.env.INIT_CWD ?? process.cwd(), file);
// A placeholder key keeps the configuration from writing a new jwt-secret the backup brings back.
const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) });

const pgliteDir = config.databaseUrl ? undefined : pgliteFolder(config.dataDir);
const busy = await dataFolderInUse(config.dataDir, pgliteDir);
if (busy) {
  console.error(`✗ restore refused: a restore goes into an empty data folder: ${busy}`);
  process.exit(1);
}

const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
try {
  const manifest = await restoreBackup({
    archive,
    db: database.db,
    migrate: database.migrate,
    files: { dataDir: config.dataDir, localStorage: config.storage.driver === 'local' },
  });
  console.log(
    `✓ restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'the database and ' : ''}${config.dataDir}`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RestoreRefused ? `✗ restore refused: ${message}` : `✗ restore failed: ${message}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
