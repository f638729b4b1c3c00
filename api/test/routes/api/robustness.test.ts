import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bearer, build, type TestApp } from '../../helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await build();
  token = (await t.login()).accessToken;
});
afterAll(() => t.close());

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
          headers: bearer(token),
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
        const response = await t.app.inject({ url, headers: withToken ? bearer(token) : {} });
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
          headers: { ...bearer(token), 'content-type': type },
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
