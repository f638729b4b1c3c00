import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { build, type TestApp } from '../../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

// A probe answers for a second: the tests move the clock past it rather than wait (one clock for
// the file, so that it only moves forward).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});
const outliveTheLastProbe = () => vi.setSystemTime(Date.now() + 1100);

/** Mounting a file system needs root: CI runs the tests as root, other users skip those that mount. */
const asRoot = process.getuid?.() === 0;

test('health answers the version and that the database is connected, with security headers', async () => {
  const response = await t.app.inject('/api/health');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    data: {
      status: 'ok',
      version: '1.0.0',
      database: 'connected',
      uploads: 'writable',
      diskFreeMb: expect.any(Number),
    },
  });
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('health is a 503 naming the database unreachable when it stops answering', async () => {
  const { isReachable } = t.app.database;
  t.app.database.isReachable = async () => false;
  try {
    outliveTheLastProbe();
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json().data.database).toBe('unreachable');
  } finally {
    t.app.database.isReachable = isReachable;
  }
});

test('a burst of health checks asks the database once, and a recovered database shows at once', async () => {
  const { isReachable } = t.app.database;
  let probes = 0;
  t.app.database.isReachable = async () => {
    probes++;
    return false;
  };
  try {
    outliveTheLastProbe();
    const burst = await Promise.all(Array.from({ length: 20 }, () => t.app.inject('/api/health')));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(503));
    expect(probes).toBe(1);
  } finally {
    t.app.database.isReachable = isReachable;
  }
  outliveTheLastProbe();
  const response = await t.app.inject('/api/health');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json().data.database).toBe('connected');
});

test('the OpenAPI document describes every route and its page is served', async () => {
  const document = (await t.app.inject('/api/docs/json')).json();
  expect(document.info.version).toBe('1.0.0');
  for (const path of ['/api/products', '/api/news/{id}', '/api/auth/login', '/api/upload', '/api/health']) {
    expect(Object.keys(document.paths)).toContain(path);
  }
  expect(
    document.paths['/api/products'].post.requestBody.content['application/json'].schema.required,
  ).toContain('name');
  const page = await t.app.inject('/api/docs/');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // A page, unlike the JSON answers around it: its own scripts and styles may run.
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
});

test('unknown API paths answer a JSON 404', async () => {
  const response = await t.app.inject({ method: 'DELETE', url: '/api/nothing/here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    error: 'Not Found',
    message: 'There is no API route DELETE /api/nothing/here',
    code: 'not_found',
  });
});

test.skipIf(!asRoot)(
  'health reports an uploads folder that takes no writes (a read-only tmpfs mount: skipped unless root)',
  async () => {
    const uploads = join(t.dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', uploads]);
    try {
      outliveTheLastProbe();
      const response = await t.app.inject('/api/health');
      expect(response.json().data).toMatchObject({ database: 'connected', uploads: 'read_only' });
    } finally {
      execFileSync('umount', [uploads]);
    }
  },
);
