import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '../../../src/db/schema/index.ts';
import { bearer, build, type TestApp } from '../../helper.ts';

let t: TestApp;
const tokens = {} as Record<Role, string>;
let itemId: number;
beforeAll(async () => {
  t = await build();
  for (const role of ['admin', 'editor', 'translator'] as const)
    tokens[role] = (await t.loginAs(role)).accessToken;
  const created = await call('admin', 'POST', '/api/projects', {
    name: { ru: 'Насосная станция', en: 'Pumping station' },
    description: { ru: 'Монтаж насосов' },
    location: { ru: 'Атырау' },
    specialistsCount: 5,
  });
  itemId = created.json().data.id;
});
afterAll(() => t.close());

function call(role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: bearer(tokens[role]),
    ...(payload === undefined ? {} : { payload }),
  });
}

const project = () => ({
  name: { ru: `Проект ${Math.random()}` },
  description: { ru: 'Описание' },
  location: { ru: 'Актау' },
  specialistsCount: 2,
});

/** Each kind of call, and the status each role gets: administrators, editors, translators. */
const RULES: [string, (role: Role) => ReturnType<typeof call>, Record<Role, number>][] = [
  ['read drafts', (role) => call(role, 'GET', '/api/projects'), { admin: 200, editor: 200, translator: 200 }],
  [
    'create content',
    (role) => call(role, 'POST', '/api/projects', project()),
    { admin: 201, editor: 201, translator: 403 },
  ],
  [
    'read an item’s history',
    (role) => call(role, 'GET', `/api/projects/${itemId}/revisions`),
    { admin: 200, editor: 200, translator: 200 },
  ],
  [
    'restore a version',
    (role) => call(role, 'POST', `/api/projects/${itemId}/revisions/1/restore`, {}),
    { admin: 200, editor: 200, translator: 403 },
  ],
  ['open the trash', (role) => call(role, 'GET', '/api/trash'), { admin: 200, editor: 200, translator: 403 }],
  [
    'upload a file',
    (role) => call(role, 'POST', '/api/upload', {}),
    { admin: 415, editor: 415, translator: 403 },
  ],
  [
    'read customer requests',
    (role) => call(role, 'GET', '/api/requests'),
    { admin: 200, editor: 200, translator: 403 },
  ],
  [
    'see the publishing state',
    (role) => call(role, 'GET', '/api/publish/status'),
    { admin: 200, editor: 200, translator: 200 },
  ],
  [
    'rebuild the site',
    (role) => call(role, 'POST', '/api/publish'),
    { admin: 202, editor: 202, translator: 403 },
  ],
  [
    'read the action log',
    (role) => call(role, 'GET', '/api/audit'),
    { admin: 200, editor: 403, translator: 403 },
  ],
  [
    'open a preview',
    (role) => call(role, 'POST', `/api/projects/${itemId}/preview`),
    { admin: 201, editor: 201, translator: 201 },
  ],
];

describe.each(RULES)('%s', (_kind, request, expected) => {
  test.each(['admin', 'editor', 'translator'] as const)('as %s', async (role) => {
    const response = await request(role);
    expect(response.statusCode, response.body).toBe(expected[role]);
    if (expected[role] === 403) {
      expect(response.json()).toMatchObject({ error: 'Forbidden', code: 'role.forbidden' });
    }
  });
});

describe('a translator', () => {
  const read = async () => (await call('admin', 'GET', `/api/projects/${itemId}`)).json().data;

  test('changes the Kazakh and English of an item, keeping its Russian', async () => {
    const before = await read();
    const response = await call('translator', 'PUT', `/api/projects/${itemId}`, {
      name: { ru: before.name.ru, en: 'Pump station', kk: 'Сорғы станциясы' },
      location: { ...before.location, kk: 'Атырау' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read()).name).toEqual({ ru: before.name.ru, en: 'Pump station', kk: 'Сорғы станциясы' });
  });

  test('may not change the Russian, a number, the status or delete: 403 and nothing saved', async () => {
    const before = await read();
    for (const [payload, field] of [
      [{ name: { ...before.name, ru: 'Другое название' } }, 'name.ru'],
      [{ specialistsCount: 99 }, 'specialistsCount'],
      [{ status: 'draft' }, 'status'],
    ] as const) {
      const response = await call('translator', 'PUT', `/api/projects/${itemId}`, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'role.translations_only', params: { field } });
    }
    expect((await call('translator', 'DELETE', `/api/projects/${itemId}`)).statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });

  test('signs out like anyone', async () => {
    expect((await call('translator', 'POST', '/api/auth/logout', {})).statusCode).toBe(200);
  });
});

test('without a token, staff calls are 401, not 403', async () => {
  for (const url of ['/api/trash', '/api/audit', '/api/requests']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }
});
