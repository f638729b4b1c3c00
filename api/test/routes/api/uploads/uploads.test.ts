import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build, type TestApp } from '../../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
  await mkdir(join(t.dataDir, 'uploads'), { recursive: true });
  await writeFile(join(t.dataDir, 'uploads', 'products-1-image.webp'), 'webp bytes');
  await writeFile(join(t.dataDir, 'jwt-secret-copy.png'), 'outside the uploads folder');
});
afterAll(() => t.close());

test('a stored file is served publicly with its type and an immutable cache lifetime', async () => {
  const response = await t.app.inject('/api/uploads/products-1-image.webp');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.body).toBe('webp bytes');
});

test('unknown names and names reaching outside the folder are 404s', async () => {
  for (const url of [
    '/api/uploads/missing.png',
    '/api/uploads/..%2Fjwt-secret-copy.png',
    '/api/uploads/%2e%2e%2fjwt-secret-copy.png',
    '/api/uploads/.hidden.png',
    '/api/uploads/notes.txt',
  ]) {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.json().error).toBe('Not Found');
  }
});
