/**
 * The real app with the real publisher, listening on a port: a site build reads its content over
 * HTTP from the API, as it does under `npm start`. Fresh data folder and database per call.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { seedBuiltIn } from '../../src/built-in.ts';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseConnection, openDatabase } from '../../src/db/open.ts';
import { openStorage } from '../../src/storage/index.ts';
import { ADMIN, bearer, builtIn } from '../helper.ts';
import { freePort } from '../smtp-support.ts';
import { openMigratedDatabase } from '../test-database.ts';

/** Migrating and seeding a fresh database takes long on a busy two-core machine. */
export const STARTUP_TIMEOUT = 180_000;

export interface PublishingAppOptions {
  /** A free one by default: test files run side by side. */
  port?: number;
  env?: Record<string, string>;
  /** Adds the built-in content (the real site build needs it; the fake one does not). */
  seed?: boolean;
  /** Where the data folder is made (the system's temporary folder unless a test needs another volume). */
  dataRoot?: string;
  /** Another instance's database connection, shared rather than made afresh (that instance closes it). */
  database?: DatabaseConnection;
  /** A second instance with a connection of its own to that app's database (PostgreSQL), which that app drops when it closes. */
  sameDatabaseAs?: { databaseUrl: string | undefined };
  /** Another instance's data folder, whose uploads this one shares as instances share a bucket. */
  dataDir?: string;
  /** How long the instance keeps public reads (the app's default is 10 s). */
  readCacheTtlMs?: number;
}

export async function startPublishingApp({
  port: wanted,
  env = {},
  seed = false,
  dataRoot = tmpdir(),
  database: sharedConnection,
  sameDatabaseAs,
  dataDir: sharedDir,
  readCacheTtlMs,
}: PublishingAppOptions = {}) {
  const port = wanted ?? (await freePort());
  const dataDir = sharedDir ?? (await mkdtemp(join(dataRoot, 'publish-test-')));
  const sharedUrl = sameDatabaseAs?.databaseUrl;
  const shared = sharedConnection !== undefined || sameDatabaseAs !== undefined;
  const { connection, database } = shared
    ? { connection: sharedConnection ?? openDatabase({ databaseUrl: sharedUrl }), database: undefined }
    : await openMigratedDatabase('test');
  const databaseUrl = sharedUrl ?? database?.url;

  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: 'a test signing key that is long enough to be accepted',
    LOG_LEVEL: 'silent',
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    ADMIN_DIR: join(dataDir, 'admin'),
    // Long enough that a burst of saves stays one burst even when a busy machine slows each save down.
    PUBLISH_DEBOUNCE_MS: '2000',
    ...env,
  });
  const storage = openStorage(config);
  if (seed) await seedBuiltIn(builtIn, connection.db, storage);
  const app = await buildApp({
    config,
    database: connection,
    storage,
    builtIn,
    readCacheTtlMs,
  });
  await app.listen({ port, host: '127.0.0.1' });

  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const auth = bearer(login.json().data.accessToken);

  return {
    app,
    config,
    dataDir,
    database: connection,
    databaseUrl,
    auth,
    /** Calls the API as the test administrator. */
    call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
      return app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
    },
    /** What `GET /api/publish/status` answers staff. */
    async status() {
      const response = await app.inject({ method: 'GET', url: '/api/publish/status', headers: auth });
      if (response.statusCode !== 200) throw new Error(`publish status answered ${response.statusCode}`);
      return response.json().data;
    },
    /** The public page at `path` as a visitor gets it, after a redirect to another address of the site. */
    async page(path: string) {
      let response = await app.inject({ method: 'GET', url: path });
      const location = response.headers.location;
      if (response.statusCode === 301 && typeof location === 'string' && location.startsWith('/'))
        response = await app.inject({ method: 'GET', url: location });
      return { status: response.statusCode, body: response.body };
    },
    async close() {
      await app.close();
      if (!sharedConnection) await connection.close();
      await database?.drop();
      if (!sharedDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A published news item's body for POST/PUT, in the shape the admin sends. */
export function newsItem(title: string) {
  return {
    status: 'published',
    name: { ru: title, en: `${title} (en)`, kk: `${title} (kk)` },
    description: { ru: `Кратко: ${title}` },
    mainContent: { ru: `<p>${title}</p>` },
    date: '2026-05-01',
  };
}

/**
 * The fast stand-in for the site build (fixtures/fake-site-build.mjs), with a scratch folder of its
 * own: the build command is fixed before the app's data folder exists. `flags` name the files in
 * that folder the stand-in watches, e.g. `{ 'fail-if': 'fail' }` fails every build while `fail` exists.
 */
export async function fakeSiteBuild(flags: Record<string, string> = {}) {
  const scratch = await mkdtemp(join(tmpdir(), 'fake-build-'));
  const file = (name: string) => join(scratch, name);
  const log = file('builds.log');
  const script = fileURLToPath(new URL('./fixtures/fake-site-build.mjs', import.meta.url));
  const args = [
    `--log="${log}"`,
    ...Object.entries(flags).map(([flag, name]) => `--${flag}="${file(name)}"`),
  ];
  return {
    command: `"${process.execPath}" "${script}" ${args.join(' ')}`,
    /** A path in the scratch folder. */
    file,
    /** How many builds have run. */
    builds: async () => (existsSync(log) ? (await readFile(log, 'utf8')).trim().split('\n').length : 0),
    remove: () => rm(scratch, { recursive: true, force: true }),
  };
}

export type PublishingApp = Awaited<ReturnType<typeof startPublishingApp>>;

/**
 * For the file or `describe` it is called in: a publishing app whose site build is the stand-in
 * (`build` is the stand-in, with the `flags` of `fakeSiteBuild`). The answer fills in when the tests start.
 */
export function appWithFakeBuild(flags: Record<string, string> = {}, options: PublishingAppOptions = {}) {
  const site = {} as PublishingApp & { build: Awaited<ReturnType<typeof fakeSiteBuild>> };
  beforeAll(async () => {
    const build = await fakeSiteBuild(flags);
    Object.assign(
      site,
      { build },
      await startPublishingApp({ ...options, env: { SITE_BUILD_COMMAND: build.command, ...options.env } }),
    );
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await site.close?.();
    await site.build?.remove();
  });
  return site;
}
