import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SITE_SCRIPT_HASHES } from '../../../src/security/site-scripts.ts';
import { build, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** Writes a site build folder and points the live symlink at it, as the publisher does. */
async function publishBuild(name: string, files: Record<string, string>) {
  const folder = join(t.dataDir, 'site', name);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
  }
  await rm(t.config.siteDir, { force: true });
  await symlink(folder, t.config.siteDir);
}

test('before the first build the site answers 503 with a short page', async () => {
  const response = await t.app.inject('/');
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toContain('text/html');
});

test('the page shown before the first build speaks the language of the address', async () => {
  for (const [path, lang, title] of [
    ['/', 'ru', 'Сайт обновляется'],
    ['/production', 'ru', 'Сайт обновляется'],
    ['/en/news', 'en', 'The site is being updated'],
    ['/kk', 'kk', 'Сайт жаңартылуда'],
  ] as const) {
    const page = (await t.app.inject(path)).body;
    expect(page, path).toContain(`<html lang="${lang}">`);
    expect(page, path).toContain(`<title>${title}</title>`);
  }
});

test('pages carry the document security policy, which lets in the video and map frames only', async () => {
  const response = await t.app.inject('/en/contacts');
  const policy = response.headers['content-security-policy'];
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
});

test("scripts run only from this origin or by their hashes: no 'unsafe-inline' for tokens to leak through", async () => {
  const policy = String((await t.app.inject('/')).headers['content-security-policy']);
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
  expect(scripts).toEqual(["'self'", ...SITE_SCRIPT_HASHES]);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test('pages, folders, .html files, nearest 404 pages and cache headers', async () => {
  await publishBuild('one', {
    'index.html': 'home',
    'production/index.html': 'production',
    'contacts.html': 'contacts',
    'en/index.html': 'home en',
    '_astro/app.abc123.js': 'js',
    'news/page-2.json': '{"items":[]}',
    '404.html': 'not found ru',
    'en/404.html': 'not found en',
    'en/product/404.html': 'no such product',
  });
  const get = (url: string) => t.app.inject(url);

  for (const [url, body] of [
    ['/', 'home'],
    ['/production', 'production'],
    ['/contacts', 'contacts'],
    ['/en', 'home en'],
  ] as const) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toBe(body);
    expect(response.headers['cache-control'], url).toBe('no-cache');
  }
  expect((await get('/_astro/app.abc123.js')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await get('/news/page-2.json')).headers['cache-control']).toBe('no-cache');

  for (const [url, body] of [
    ['/en/product/99', 'no such product'],
    ['/en/nothing', 'not found en'],
    ['/kk/news/5', 'not found ru'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'not found ru'],
  ] as const) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).toBe(body);
  }
});

test('with a trailing slash, every page moves for good to its one address, the query going along', async () => {
  await publishBuild('slashes', {
    'index.html': 'home',
    'production.html': 'production',
    'news/index.html': 'news',
    'news/3.html': 'news 3',
    'en/index.html': 'home en',
    'en/product/1.html': 'product 1 en',
  });
  for (const [url, location] of [
    ['/production/', '/production'],
    ['/news/', '/news'],
    ['/news/3/', '/news/3'],
    ['/en/', '/en'],
    ['/en/product/1/?utm_source=mail', '/en/product/1?utm_source=mail'],
    ['//evil.example/', '/evil.example'],
    ['/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8/', '/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8'],
  ] as const) {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(301);
    expect(response.headers.location, url).toBe(location);
  }
  for (const [url, body] of [
    ['/', 'home'],
    ['/news', 'news'],
    ['/news/3', 'news 3'],
    ['/en/product/1', 'product 1 en'],
  ] as const) {
    expect((await t.app.inject(url)).body, url).toBe(body);
  }
});

test('a malformed address is a client error', async () => {
  expect((await t.app.inject('/%E0%A4%A')).statusCode).toBe(400);
});

test('a swapped symlink is served from the next request on', async () => {
  await publishBuild('two', { 'index.html': 'home, second build' });
  expect((await t.app.inject('/')).body).toBe('home, second build');
});

test('pages and scripts go out compressed to browsers that accept it', async () => {
  const script = `export const text = "${'industrial '.repeat(400)}";`;
  await publishBuild('compressed', { 'index.html': 'home', '_astro/big.abc.js': script });
  const response = await t.app.inject({ url: '/_astro/big.abc.js', headers: { 'accept-encoding': 'gzip' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(response.rawPayload).toString()).toBe(script);
});

test('files the build precompressed go out as they are, in the best encoding the browser takes', async () => {
  const script = `export const text = "${'industrial '.repeat(400)}";`;
  await publishBuild('precompressed', {
    'index.html': 'home',
    '_astro/big.abc.js': script,
    '_astro/big.abc.js.br': 'brotli bytes of the build',
    '_astro/big.abc.js.gz': 'gzip bytes of the build',
  });
  const get = (acceptEncoding: string) =>
    t.app.inject({ url: '/_astro/big.abc.js', headers: { 'accept-encoding': acceptEncoding } });

  for (const [accepted, encoding, body] of [
    ['gzip, deflate, br, zstd', 'br', 'brotli bytes of the build'],
    ['gzip', 'gzip', 'gzip bytes of the build'],
  ] as const) {
    const response = await get(accepted);
    expect(response.statusCode, accepted).toBe(200);
    expect(response.headers['content-encoding'], accepted).toBe(encoding);
    expect(response.headers['content-type'], accepted).toContain('javascript');
    expect(response.headers.vary, accepted).toContain('accept-encoding');
    expect(response.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
    expect(response.body, accepted).toBe(body);
  }
  const plain = await get('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

test('the search pages and Pagefind’s files may compile WebAssembly, no other page may; Pagefind’s gzip goes out as it was written', async () => {
  const fragment = gzipSync(Buffer.from('pagefind_dcd{"url":"/news/a","content":"Сварщики","meta":{}}'));
  const entry = JSON.stringify({
    version: '1.6.0',
    languages: { ru: { hash: 'ru_1', wasm: 'ru', page_count: 1 } },
    filler: 'x'.repeat(2000),
  });
  await publishBuild('search', {
    'index.html': 'home',
    'search.html': 'search ru',
    'en/search.html': 'search en',
    'searching.html': 'a page named otherwise',
    'pagefind/pagefind.js': 'export {}',
    'pagefind/pagefind-entry.json': entry,
  });
  await writeFile(join(t.dataDir, 'site', 'search', 'pagefind', 'ru_abc1234.pf_fragment'), fragment);
  const scripts = async (url: string) =>
    /script-src ([^;]*)/
      .exec(String((await t.app.inject(url)).headers['content-security-policy']))?.[1]
      ?.split(' ');
  for (const url of [
    '/search',
    '/search?q=%D1%81',
    '/en/search?q=x',
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-entry.json',
  ]) {
    expect(await scripts(url), url).toEqual(["'self'", ...SITE_SCRIPT_HASHES, "'wasm-unsafe-eval'"]);
  }
  for (const url of ['/', '/searching', '/en/news']) {
    expect(await scripts(url), url).not.toContain("'wasm-unsafe-eval'");
  }
  // Already gzip, which Pagefind's script unpacks itself: a Content-Encoding would have the browser unpack it first.
  const served = await t.app.inject({
    url: '/pagefind/ru_abc1234.pf_fragment',
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-encoding']).toBeUndefined();
  expect(served.headers['content-type']).toBe('application/gzip');
  expect(served.rawPayload.equals(fragment)).toBe(true);
  // Its entry file is JSON like any other, compressed on the way.
  const entryServed = await t.app.inject({
    url: '/pagefind/pagefind-entry.json?ts=1',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(entryServed.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(entryServed.rawPayload).toString()).version).toBe('1.6.0');
});
