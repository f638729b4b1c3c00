/**
 * The app on a port in a process of its own, for tests that must see whether the process survives
 * (a crash there would take vitest down with it). The database is DATABASE_URL's (PGlite in memory
 * without one), the publisher a stand-in; prints `listening` once it serves, and a line for each
 * uncaught exception.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtInContent } from '@industrial/content-seed';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open.ts';
import { ensureFirstAdmin } from '../../src/plugins/app/auth/first-admin.ts';
import type { Publisher } from '../../src/plugins/app/publisher.ts';
import { openStorage } from '../../src/storage/index.ts';

// Every uncaught exception, seen before anything decides on it (the guard, or Node ending the
// process), as one line with its first stack frame: tests tell from it whether a crash happened.
process.on('uncaughtExceptionMonitor', (error) => {
  const [, frame = ''] = (error.stack ?? '').split('\n');
  console.error(`uncaught exception: ${error.message} ${frame.trim()}`);
});

const dataDir = await mkdtemp(join(tmpdir(), 'api-serve-'));
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL });
await database.migrate();
await ensureFirstAdmin(database.db, {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.kz',
  password: process.env.ADMIN_PASSWORD ?? 'correct horse battery staple',
});
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  JWT_SECRET: 'a test signing key that is long enough to be accepted',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  LOG_FORMAT: 'json',
  ADMIN_DIR: join(dataDir, 'admin'),
});
const publisher = {
  schedule: () => {},
  publishNow: () => {},
  status: () => ({ state: 'idle', lastSuccessAt: null, lastError: null, queued: false, mode: 'local' }),
} as unknown as Publisher;
const app = await buildApp({
  config,
  database,
  storage: openStorage(config),
  builtIn: builtInContent,
  publisher,
});
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('listening');
