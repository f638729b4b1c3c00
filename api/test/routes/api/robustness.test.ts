import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { bearer, build, signedInApp } from '../../helper.ts';

const t = signedInApp();

const resources = ['products', 'services', 'projects', 'news'];
const jsonish = fc.jsonValue({ maxDepth: 4 });
const localized = fc.record(
  { ru: fc.oneof(fc.string(), jsonish), en: fc.oneof(fc.string(), jsonish), kk: fc.string() },
  { requiredKeys: [] },
);
const body = fc.oneof(
  jsonish,
  fc.record(
    {
      name: localized,
      description: localized,
      location: localized,
      mainContent: localized,
      list: localized,
      info: localized,
      characteristics: fc.oneof(
        localized,
        fc.record({ ru: fc.array(fc.record({ name: jsonish, value: jsonish })) }),
      ),
      specialistsCount: fc.oneof(fc.integer(), fc.double(), fc.string(), jsonish),
      date: fc.oneof(
        fc.string(),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      ),
      img: fc.oneof(fc.string(), fc.webUrl()),
      status: fc.oneof(fc.constant('published'), fc.string()),
      position: fc.oneof(fc.integer(), jsonish),
    },
    { requiredKeys: [] },
  ),
);

test("every route's schemas compile, which the app otherwise does on each route's first use", async () => {
  const eager = await build({ eagerSchemas: true });
  await eager.close();
});

test('random bodies never produce a 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...resources),
      fc.constantFrom('POST', 'PUT'),
      fc.oneof(fc.constant('1'), fc.string()),
      body,
      async (resource, method, id, payload) => {
        const url = method === 'POST' ? `/api/${resource}` : `/api/${resource}/${encodeURIComponent(id)}`;
        const response = await t.app.inject({
          method,
          url,
          headers: bearer(t.token),
          payload: JSON.stringify(payload),
        });
        expect(
          response.statusCode,
          `${method} ${url} ${JSON.stringify(payload)} -> ${response.body}`,
        ).toBeLessThan(500);
        expect(response.json()).toHaveProperty(response.statusCode < 400 ? 'data' : 'message');
        // Every refusal names its rule, which the back office words in Russian.
        if (response.statusCode >= 400) expect(response.json().code).toMatch(/^[a-z_.]+$/);
      },
    ),
    { numRuns: 300 },
  );
});

test('random query strings never produce a 500', async () => {
  const parameter = fc.oneof(
    fc.string(),
    jsonish.map((value) => JSON.stringify(value)),
    fc.tuple(fc.string(), fc.constantFrom('ASC', 'DESC', 'x')).map((sort) => JSON.stringify(sort)),
    fc.tuple(fc.integer(), fc.integer()).map((range) => JSON.stringify(range)),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...resources),
      fc.dictionary(fc.constantFrom('sort', 'range', 'filter', 'q', 'lang', 'other'), parameter),
      fc.boolean(),
      async (resource, query, withToken) => {
        const url = `/api/${resource}?${new URLSearchParams(query)}`;
        const response = await t.app.inject({ url, headers: withToken ? bearer(t.token) : {} });
        expect(response.statusCode, `${url} -> ${response.body}`).toBeLessThan(500);
      },
    ),
    { numRuns: 300 },
  );
});

test('random raw bodies and content types never produce a 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        '/api/products',
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/upload',
        '/api/auth/logout',
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=latin1',
      ),
      fc.string({ maxLength: 300 }),
      async (url, type, raw) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(t.token), 'content-type': type },
          payload: raw,
        });
        expect(response.statusCode, `${url} ${type} ${JSON.stringify(raw)} -> ${response.body}`).toBeLessThan(
          500,
        );
      },
    ),
    { numRuns: 200 },
  );
});

describe('text no one types and bodies built to hurt', () => {
  // The fuzzing above may have signed this file's session out: a session of these tests' own.
  beforeAll(async () => {
    t.token = (await t.login()).accessToken;
  });
  const write = (payload: string | object, url = '/api/projects') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(t.token), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const project = (name: string) =>
    JSON.stringify({
      name: { ru: name },
      description: { ru: 'x' },
      location: { ru: 'x' },
      specialistsCount: 1,
    });

  test('NUL characters and lone surrogates in a JSON text are a 400 naming the field, not a 500', async () => {
    for (const name of ['a\\u0000b', 'a\\ud800b', 'a\\udfffb']) {
      const response = await write(
        project(name).replace('"x"', '"x"').replace(JSON.stringify(name), `"${name}"`),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Bad Request',
        code: 'text.malformed',
        params: { field: 'name.ru' },
      });
    }
    // A surrogate pair that belongs together is an ordinary character.
    expect((await write(project('Котельная 🏭'))).statusCode).toBe(201);
  });

  test('in a query string, a filter and the sign-in fields too', async () => {
    for (const url of [
      '/api/news?q=%00',
      `/api/news?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`,
      '/api/news?lang=%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request' });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"admin@example.kz\\u0000","password":"x\\ud800"}',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().code).toBe('text.malformed');
  });

  test('JSON nested deeper than any record is refused before it is parsed', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await write(deep);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('body.too_deep');
    // Brackets inside strings do not count.
    expect((await write(project('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['))).statusCode).toBe(201);
  });

  test('a body no route reads is a 415 naming its type, and a JSON array a 400, for content and customer requests alike', async () => {
    for (const url of ['/api/products', '/api/requests']) {
      const html = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(t.token), 'content-type': 'text/html' },
        payload: '<p>hi</p>',
      });
      expect(html.statusCode, url).toBe(415);
      expect(html.json(), url).toMatchObject({ error: 'Unsupported Media Type', code: 'json_only' });
      const array = await write('[1, 2]', url);
      expect(array.statusCode, url).toBe(400);
      expect(array.json().error, url).toBe('Bad Request');
    }
  });

  test('an empty upload is a 400, not a 500', async () => {
    const boundary = 'empty-file';
    const response = await t.call(
      'POST',
      '/api/upload',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\r\n--${boundary}--\r\n`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('file_empty');
  });
});
