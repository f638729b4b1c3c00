/**
 * Every failure answers `{error, message, code}`, including those no route sees (headers too large,
 * a URL that does not decode) and those of the surroundings: a database that is away (503 with
 * Retry-After), a full disk (507). Bytes that are not UTF-8 are refused, never stored as U+FFFD.
 */

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDatabase } from '../../../src/db/open.ts';
import type { Publisher } from '../../../src/plugins/app/publisher.ts';
import { openStorage } from '../../../src/storage/index.ts';
import { builtIn, createTestDatabase, signedInApp } from '../../helper.ts';

const PORT = 4752;
/** The test database is reached through this port, which a test can close: a database server going down. */
const PROXY_PORT = 4753;
const serverUrl = process.env.TEST_DATABASE_URL;

const publisher = {
  schedule: () => {},
  publishNow: () => {},
  status: () => ({ state: 'idle', lastSuccessAt: null, lastError: null, queued: false, mode: 'local' }),
} as unknown as Publisher;

/** A TCP relay to the database server; `stop` closes it and every connection through it. */
async function relay(to: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(to.port || 5432), to.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(PROXY_PORT, '127.0.0.1', done));
  return {
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * The app on its own PostgreSQL database reached through a relay (PGlite without a server).
 */
async function appBehindRelay() {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-down-'));
  const testDatabase = await createTestDatabase(serverUrl, { prefix: 'down' });
  let url: string | undefined;
  let link: Awaited<ReturnType<typeof relay>> | undefined;
  if (testDatabase) {
    const direct = new URL(testDatabase.url);
    link = await relay(direct);
    url = Object.assign(new URL(testDatabase.url), { host: `127.0.0.1:${PROXY_PORT}` }).toString();
  }
  const database = openDatabase({ databaseUrl: url });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'a test signing key that is long enough to be accepted',
    LOG_LEVEL: 'silent',
    ADMIN_DIR: join(dataDir, 'admin'),
  });
  const app = await buildApp({
    config,
    database,
    storage: openStorage(config),
    builtIn,
    logger: false,
    publisher,
  });
  await app.ready();
  return {
    app,
    stopDatabase: () => link?.stop(),
    async close() {
      await app.close();
      await database.close();
      await link?.stop();
      await testDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!serverUrl)('the database goes away', () => {
  let surroundings: Awaited<ReturnType<typeof appBehindRelay>>;
  beforeAll(async () => {
    surroundings = await appBehindRelay();
  });
  afterAll(() => surroundings.close());

  test('with the database down, reads and sign-ins answer 503 database.unavailable and when to retry; health says unavailable', async () => {
    expect((await surroundings.app.inject('/api/news')).statusCode).toBe(200);
    await surroundings.stopDatabase();
    for (const call of [
      { method: 'GET' as const, url: '/api/news?lang=en' },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'a@example.kz', password: 'a password long enough' },
      },
    ]) {
      const response = await surroundings.app.inject(call);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toMatchObject({
        error: 'Service Unavailable',
        code: 'database.unavailable',
        params: { retryAfter: Number(response.headers['retry-after']) },
      });
    }
    const health = await surroundings.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json().data).toMatchObject({ status: 'unavailable', database: 'unreachable' });
  });
});

describe('failures before any route', () => {
  const t = signedInApp({ env: { MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) } });

  test('request headers too large: 431 with a code', async () => {
    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const answer = await new Promise<{ status: number; type: string; body: string }>((done, failed) => {
      const call = request(
        { host: '127.0.0.1', port: PORT, path: '/api/health', headers: { 'x-big': 'a'.repeat(100_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            done({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
          );
        },
      );
      call.on('error', failed);
      call.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Request Header Fields Too Large',
      message: 'The request headers are larger than the server accepts',
      code: 'headers.too_large',
    });
  });

  test('a URL that does not decode: 400 url.invalid', async () => {
    const response = await t.app.inject('/api/uploads/%ff%fe.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', code: 'url.invalid' });
  });

  test('a JSON body that is not UTF-8 is refused with text.malformed and nothing is stored', async () => {
    const before = (await t.call('GET', '/api/products')).headers['content-range'];
    const body = Buffer.concat([
      Buffer.from('{"name":{"ru":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('b"},"description":{"ru":"d"}}'),
    ]);
    const response = await t.call('POST', '/api/products', body as never, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'text.malformed', params: { field: 'body' } });
    expect((await t.call('GET', '/api/products')).headers['content-range']).toBe(before);
  });

  test('health checks the free disk space and says when it runs short', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'degraded',
      database: 'connected',
      uploads: 'low_space',
      diskFreeMb: expect.any(Number),
    });
  });
});

/** Mounting a file system needs root: CI runs the tests as root, other users skip this one. */
describe.skipIf(process.getuid?.() !== 0)('a full disk (a tmpfs mount: skipped unless root)', () => {
  const t = signedInApp();

  /** A multipart body with one PNG, as the back office sends an image. */
  async function imageForm() {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const boundary = 'disk-full-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, type: `multipart/form-data; boundary=${boundary}` };
  }

  test('an upload to a full disk answers 507 disk.full, and health says there is no space', async () => {
    const form = await imageForm();
    // The data folder on a small disk of its own, filled to the last byte.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', t.dataDir]);
    try {
      await writeFile(join(t.dataDir, 'filler'), Buffer.alloc(1024 * 1024)).catch(() => {});
      const response = await t.call('POST', '/api/upload', form.payload as never, {
        'content-type': form.type,
      });
      expect(response.statusCode, response.body).toBe(507);
      expect(response.json()).toMatchObject({ error: 'Insufficient Storage', code: 'disk.full' });

      // Past any earlier probe, which answers for a second: the clock moves instead of the test waiting.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 1100);
      const health = await t.app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toMatchObject({ status: 'degraded', uploads: 'read_only', diskFreeMb: 0 });
    } finally {
      vi.useRealTimers();
      execFileSync('umount', [t.dataDir]);
    }
  });
});
