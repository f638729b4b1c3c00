import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { precompress } from '../../../../scripts/precompress.ts';
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

test('precompressed copies of the build go out as they are, in the best encoding the browser takes', async () => {
  const script = `export const text = "${'back office '.repeat(400)}";`;
  const path = join(t.config.adminDir, 'assets', 'big-abc.js');
  await mkdir(join(t.config.adminDir, 'assets'), { recursive: true });
  await writeFile(path, script);
  await precompress(t.config.adminDir, 'assets/');

  const get = (encodings: string) =>
    t.app.inject({ url: '/admin/assets/big-abc.js', headers: { 'accept-encoding': encodings } });
  for (const [accepted, encoding, file] of [
    ['gzip, deflate, br', 'br', `${path}.br`],
    ['gzip', 'gzip', `${path}.gz`],
  ] as const) {
    const response = await get(accepted);
    expect(response.headers['content-encoding'], accepted).toBe(encoding);
    expect(response.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(await readFile(file)), accepted).toBe(true);
  }
  expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(script);
  expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(script);
  const plain = await get('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});
