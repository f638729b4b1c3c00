import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

test('without a build the admin answers 503', async () => {
  expect((await t.app.inject('/admin/')).statusCode).toBe(503);
});

test('the SPA: its files, its index for client routes, 404 for missing assets', async () => {
  await mkdir(join(t.config.adminDir, 'assets'), { recursive: true });
  await writeFile(join(t.config.adminDir, 'index.html'), '<div id="root"></div>');
  await writeFile(join(t.config.adminDir, 'assets', 'index-abc.js'), 'js');

  for (const url of ['/admin', '/admin/', '/admin/login', '/admin/products/3/edit']) {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toBe('<div id="root"></div>');
    expect(response.headers['cache-control'], url).toBe('no-cache');
  }
  const asset = await t.app.inject('/admin/assets/index-abc.js');
  expect(asset.body).toBe('js');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await t.app.inject('/admin/assets/missing.js')).statusCode).toBe(404);
});
