/**
 * Every way of the database being away answers 503 `database.unavailable` with Retry-After
 * (security review N13, old L12): a database that refuses connections (ALLOW_CONNECTIONS false, as
 * while it is restored or moved), connections terminated, a statement that times out waiting for a
 * lock, too many connections. PostgreSQL only: it needs a database server (TEST_DATABASE_URL).
 */

import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { environmentFailure } from '../../src/failures.ts';
import { build, type TestApp } from '../helper.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the database away, every way', () => {
  let t: TestApp;
  let name: string;
  let server: postgres.Sql;
  beforeAll(async () => {
    t = await build();
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    name = result[0]?.name as string;
    server = postgres(serverUrl as string, { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await server`alter database ${server(name)} allow_connections true`.catch(() => {});
    await server.end();
    await t?.close();
  });

  /** The address of the app's own database, as the server's superuser. */
  const databaseUrl = () => Object.assign(new URL(serverUrl as string), { pathname: `/${name}` }).toString();

  /** Ends every connection the app has to its database. */
  const terminate = () =>
    server`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;

  async function expectAway(label: string) {
    for (const url of ['/api/news?lang=ru', '/api/products']) {
      // Past the read cache, as a build asks: to the database.
      const response = await t.app.inject({ url, headers: { 'cache-control': 'no-cache' } });
      expect(response.statusCode, `${label} ${url}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toMatchObject({
        error: 'Service Unavailable',
        message: expect.any(String),
        code: 'database.unavailable',
        params: { retryAfter: Number(response.headers['retry-after']) },
      });
    }
  }

  async function expectBack() {
    for (let attempt = 0; ; attempt++) {
      const response = await t.app.inject({
        url: '/api/news?lang=ru',
        headers: { 'cache-control': 'no-cache' },
      });
      if (response.statusCode === 200) return;
      if (attempt > 20) throw new Error(`the app did not come back: ${response.statusCode} ${response.body}`);
    }
  }

  test('connections terminated', async () => {
    await expectBack();
    await terminate();
    const response = await t.app.inject('/api/news?lang=ru');
    expect([200, 503]).toContain(response.statusCode);
    if (response.statusCode === 503) expect(response.json().code).toBe('database.unavailable');
    await expectBack();
  });

  test('the database refusing connections', async () => {
    await expectBack();
    await server`alter database ${server(name)} allow_connections false`;
    try {
      await terminate();
      await expectAway('refusing connections');
    } finally {
      await server`alter database ${server(name)} allow_connections true`;
    }
    await expectBack();
  });

  test('a statement timing out waiting for a lock', async () => {
    await expectBack();
    await server`alter database ${server(name)} set lock_timeout = '300ms'`;
    await terminate();
    const holder = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
    try {
      await holder.begin(async (tx) => {
        await tx`lock table news, products in access exclusive mode`;
        await expectAway('lock timeout');
      });
    } finally {
      await holder.end();
      await server`alter database ${server(name)} reset lock_timeout`;
    }
    await terminate();
    await expectBack();
  });

  test('too many connections (a role over its connection limit)', async () => {
    const role = `limited_${name}`.slice(0, 60);
    await server`create role ${server(role)} login connection limit 0`;
    try {
      const url = Object.assign(new URL(serverUrl as string), { username: role, password: '' }).toString();
      const client = postgres(url, { max: 1, onnotice: () => {} });
      const error = await client`select 1`.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      await client.end();
      expect((error as { code?: string }).code).toBe('53300');
      const answer = environmentFailure(error);
      expect(answer?.statusCode).toBe(503);
      expect(answer?.code).toBe('database.unavailable');
      expect(answer?.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await server`drop role if exists ${server(role)}`;
    }
  });
});
