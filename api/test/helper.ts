/**
 * `build()` opens the real app on a fresh database: PGlite in memory, or, when TEST_DATABASE_URL
 * is set, a PostgreSQL database created for this test file and dropped when it closes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtInContent } from '@industrial/content-seed';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { ROLES } from '../src/auth/roles.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import type { Role } from '../src/db/schema/index.ts';
import { usersRepository } from '../src/plugins/app/auth/users-repository.ts';
import type { Publisher } from '../src/plugins/app/publisher.ts';
import { openStorage } from '../src/storage/index.ts';
import { ADMIN, createTestDatabase, openMigratedDatabase } from './test-database.ts';

export { ADMIN, createTestDatabase };

/** The built-in content, handed to the app as `npm start` hands it (the seed package depends on the API). */
export const builtIn = builtInContent;

const ROLE_PASSWORD = 'a password for every test role';

export interface BuildOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Changes to the checked configuration (folders the test prepared, say). */
  config?: Partial<Config>;
  /** Another instance on this app's database (PostgreSQL), which that app drops when it closes. */
  sameDatabaseAs?: { databaseUrl: string | undefined };
  /** The app's logger; none by default. */
  logger?: FastifyServerOptions['logger'];
  /** Upload names the test's content uses as images, stored as placeholder files before it starts. */
  uploads?: string[];
  /** Compiles every route's schemas at start instead of on each route's first use. */
  eagerSchemas?: boolean;
}

export async function build(options: BuildOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const shared = options.sameDatabaseAs?.databaseUrl;
  const { connection, database } = shared
    ? { connection: openDatabase({ databaseUrl: shared }), database: undefined }
    : await openMigratedDatabase('api_test');
  const databaseUrl = shared ?? database?.url;

  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'a test signing key that is long enough to be accepted',
      LOG_LEVEL: 'silent',
      // Tests sign in with a password; the second factor's tests ask for the default policy.
      TWO_FACTOR_REQUIRED_ROLES: 'none',
      SITE_DIR: join(dataDir, 'site', 'current'),
      ADMIN_DIR: join(dataDir, 'admin'),
      ...options.env,
    }),
    ...options.config,
  };
  /** Reasons the app asked to publish for, in order. */
  const published: string[] = [];
  const publisher = {
    schedule: (reason: string) => published.push(reason),
    publishNow: (reason: string) => published.push(reason),
    status: () => ({ state: 'idle', lastSuccessAt: null, lastError: null, queued: false, mode: 'local' }),
    subscribe: () => () => {},
  } as unknown as Publisher;
  const open = (database: typeof connection) =>
    buildApp({
      config,
      database,
      storage: openStorage(config),
      builtIn,
      logger: options.logger ?? false,
      publisher,
      eagerSchemas: options.eagerSchemas,
    });
  const app = await open(connection);
  await app.ready();
  for (const name of options.uploads ?? []) await app.storage.put(name, Buffer.from('placeholder'));
  const others: { close(): Promise<unknown> }[] = [];

  return {
    app,
    config,
    dataDir,
    published,
    db: connection.db,
    databaseUrl,
    /** Signs in as the test administrator and answers both tokens. */
    async login(): Promise<{ accessToken: string; refreshToken: string }> {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    /** Creates an account with this role (once per file) and signs in as it. */
    async loginAs(role: Role): Promise<{ accessToken: string; refreshToken: string }> {
      const email = `${role}.role@example.kz`;
      const users = usersRepository(connection.db);
      if (!(await users.findByEmail(email)))
        await users.create(email, await hashPassword(ROLE_PASSWORD), role);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: ROLE_PASSWORD },
      });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    /**
     * Another instance of the app on the same database, as behind a load balancer: its own
     * connection on PostgreSQL, the same PGlite otherwise. Closed with this one.
     */
    async instance() {
      const own = database ? openDatabase({ databaseUrl: database.url }) : undefined;
      const other = await open(own ?? connection);
      await other.ready();
      others.push({ close: async () => [await other.close(), await own?.close()] });
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await connection.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof build>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A news item's body with the given title (per language), the rest in Russian only. */
export const story = (name: Record<string, string>, extra: object = {}) => ({
  name,
  description: { ru: 'Анонс' },
  mainContent: { ru: '<p>Текст</p>' },
  date: '2026-11-20',
  ...extra,
});

export interface SignedInApp extends TestApp {
  /** The test administrator's access token. */
  token: string;
  /** Calls the API as the test administrator; `headers` add to the bearer token. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: string | object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * Opens the app before the tests of this file (or `describe` block) and closes it after them,
 * signed in as the test administrator. The answer fills in when the tests start.
 */
export function signedInApp(options: BuildOptions = {}): SignedInApp {
  const session = {
    call: (method, url, payload, headers = {}) =>
      session.app.inject({
        method,
        url,
        headers: { ...bearer(session.token), ...headers },
        ...(payload === undefined ? {} : { payload }),
      }),
  } as SignedInApp;
  beforeAll(async () => {
    const t = await build(options);
    Object.assign(session, t, { token: (await t.login()).accessToken });
  });
  afterAll(() => session.close());
  return session;
}

export interface StaffApp extends TestApp {
  /** An access token of a member of staff in each role. */
  tokens: Record<Role, string>;
  /** Calls the API as the member of staff in `role`, or as a visitor with `null`. */
  callAs(
    role: Role | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/**
 * Opens the app before the tests of this file (or `describe` block) and closes it after them, with
 * one member of staff signed in per role. The answer fills in when the tests start.
 */
export function staffApp(options: BuildOptions = {}): StaffApp {
  const tokens = {} as Record<Role, string>;
  const session = {
    tokens,
    callAs: (role, method, url, payload) =>
      session.app.inject({
        method,
        url,
        headers: role ? bearer(tokens[role]) : {},
        ...(payload === undefined ? {} : { payload }),
      }),
  } as StaffApp;
  beforeAll(async () => {
    Object.assign(session, await build(options));
    for (const role of ROLES) tokens[role] = (await session.loginAs(role)).accessToken;
  });
  afterAll(() => session.close());
  return session;
}
