import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { services } from '../../../src/db/schema/index.ts';
import { bearer, build, type TestApp } from '../../helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await build({ env: { REVISIONS_KEEP: '5' } });
  token = (await t.login()).accessToken;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

const project = (ru: string) => ({
  name: { ru, en: `${ru} EN` },
  description: { ru: `Описание: ${ru}` },
  location: { ru: 'Атырау' },
  specialistsCount: 12,
});

async function createProject(ru: string) {
  const response = await call('POST', '/api/projects', project(ru));
  expect(response.statusCode).toBe(201);
  return response.json().data as Record<string, unknown> & { id: number; version: number };
}

describe('versions and stale writes', () => {
  test('a record starts at version 1 and every change raises it', async () => {
    const created = await createProject('Версии');
    expect(created.version).toBe(1);
    const first = await call('PUT', `/api/projects/${created.id}`, { specialistsCount: 13, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    const read = await call('GET', `/api/projects/${created.id}`);
    expect(read.json().data.version).toBe(2);
  });

  test('a change made on an older version is refused with 409 and changes nothing', async () => {
    const created = await createProject('Устаревшая правка');
    expect(
      (await call('PUT', `/api/projects/${created.id}`, { location: { ru: 'Актау' }, version: 1 }))
        .statusCode,
    ).toBe(200);

    const stale = await call('PUT', `/api/projects/${created.id}`, {
      location: { ru: 'Уральск' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'Conflict',
      message: expect.stringContaining('the item is now at version 2'),
      code: 'version.stale',
      params: { version: 2 },
    });
    const stored = (await call('GET', `/api/projects/${created.id}`)).json().data;
    expect(stored).toMatchObject({ location: { ru: 'Актау' }, version: 2 });
    expect(t.published.filter((reason) => reason === `projects ${created.id} updated`)).toHaveLength(1);
  });

  test('If-Match carries the version as well, quoted or not; the body wins when both are sent', async () => {
    const created = await createProject('If-Match');
    const staleHeader = await call(
      'PUT',
      `/api/projects/${created.id}`,
      { specialistsCount: 1 },
      { 'if-match': '"7"' },
    );
    expect(staleHeader.statusCode).toBe(409);
    const header = await call(
      'PUT',
      `/api/projects/${created.id}`,
      { specialistsCount: 2 },
      { 'if-match': '"1"' },
    );
    expect(header.statusCode).toBe(200);
    const bare = await call(
      'PUT',
      `/api/projects/${created.id}`,
      { specialistsCount: 3 },
      { 'if-match': '2' },
    );
    expect(bare.statusCode).toBe(200);
    const both = await call(
      'PUT',
      `/api/projects/${created.id}`,
      { specialistsCount: 4, version: 3 },
      { 'if-match': '"1"' },
    );
    expect(both.statusCode).toBe(200);
    const malformed = await call(
      'PUT',
      `/api/projects/${created.id}`,
      { specialistsCount: 5 },
      { 'if-match': 'W/"abc"' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('if-match');
  });

  test('a client that sends no version is served as before', async () => {
    const created = await createProject('Без версии');
    for (const count of [20, 21]) {
      const response = await call('PUT', `/api/projects/${created.id}`, { specialistsCount: count });
      expect(response.statusCode).toBe(200);
    }
    expect((await call('GET', `/api/projects/${created.id}`)).json().data).toMatchObject({
      specialistsCount: 21,
      version: 3,
    });
  });

  test('of several changes sent at once on the same version, exactly one wins', async () => {
    const created = await createProject('Гонка');
    const names = ['Первый', 'Второй', 'Третий', 'Четвёртый'];
    const responses = await Promise.all(
      names.map((ru) => call('PUT', `/api/projects/${created.id}`, { name: { ru }, version: 1 })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().data;
    const stored = (await call('GET', `/api/projects/${created.id}`)).json().data;
    expect(stored.version).toBe(2);
    expect(stored.name).toEqual(winner.name);
    const history = (await call('GET', `/api/projects/${created.id}/revisions`)).json().data;
    expect(history.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
  });

  test('a stale version on an unknown or deleted item is still a 404', async () => {
    expect((await call('PUT', '/api/projects/999999', { version: 1, specialistsCount: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('history', () => {
  test('create and every change keep a revision: who, when and what changed, per language', async () => {
    const created = await createProject('История');
    await call('PUT', `/api/projects/${created.id}`, {
      name: { ru: 'История', en: 'History', kk: 'Тарих' },
      specialistsCount: 30,
      version: 1,
    });
    const response = await call('GET', `/api/projects/${created.id}/revisions`);
    expect(response.statusCode).toBe(200);
    const [latest, first] = response.json().data;
    expect(first).toMatchObject({ version: 1, action: 'create', changes: [], author: 'admin@example.kz' });
    expect(latest).toMatchObject({
      version: 2,
      action: 'update',
      author: 'admin@example.kz',
      changes: ['name.en', 'name.kk', 'specialistsCount'],
    });
    expect(typeof latest.authorId).toBe('number');
    expect(new Date(latest.createdAt).toISOString()).toBe(latest.createdAt);
    expect(latest).not.toHaveProperty('snapshot');

    const one = await call('GET', `/api/projects/${created.id}/revisions/1`);
    expect(one.json().data.snapshot).toMatchObject({
      name: { ru: 'История', en: 'История EN' },
      specialistsCount: 12,
      status: 'published',
      position: 0,
    });
  });

  test('restoring a version saves it again as the newest one and publishes', async () => {
    const created = await createProject('До правки');
    await call('PUT', `/api/projects/${created.id}`, {
      name: { ru: 'После правки' },
      specialistsCount: 99,
      version: 1,
    });
    const restored = await call('POST', `/api/projects/${created.id}/revisions/1/restore`, { version: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({
      name: { ru: 'До правки', en: 'До правки EN' },
      specialistsCount: 12,
      version: 3,
    });
    const history = (await call('GET', `/api/projects/${created.id}/revisions`)).json().data;
    expect(history[0]).toMatchObject({
      version: 3,
      action: 'restore',
      changes: ['name.ru', 'name.en', 'specialistsCount'],
    });
    expect(t.published).toContain(`projects ${created.id} restored to version 1`);

    // A restore on a version that moved on since is refused like any stale change.
    const stale = await call('POST', `/api/projects/${created.id}/revisions/2/restore`, { version: 2 });
    expect(stale.statusCode).toBe(409);
    const missing = await call('POST', `/api/projects/${created.id}/revisions/77/restore`, {});
    expect(missing.statusCode).toBe(404);
  });

  test('the built-in content gets its first version when it is first changed', async () => {
    // As the seed adds it: straight into the table, without the API.
    const [seeded] = await t.db
      .insert(services)
      .values({ name: { ru: 'Встроенная' }, description: { ru: 'Описание' } })
      .returning({ id: services.id });
    const id = seeded?.id as number;
    await call('PUT', `/api/services/${id}`, { name: { ru: 'Изменённая' } });
    const history = (await call('GET', `/api/services/${id}/revisions`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'initial']);
    expect(history[1].author).toBeNull();
    const restored = await call('POST', `/api/services/${id}/revisions/1/restore`, {});
    expect(restored.json().data.name).toEqual({ ru: 'Встроенная' });
  });

  test('only the last REVISIONS_KEEP versions of an item are kept', async () => {
    const created = await createProject('Много правок');
    for (let count = 1; count <= 7; count++) {
      await call('PUT', `/api/projects/${created.id}`, { specialistsCount: count });
    }
    const history = (await call('GET', `/api/projects/${created.id}/revisions`)).json().data;
    expect(history.map((entry: { version: number }) => entry.version)).toEqual([8, 7, 6, 5, 4]);
    expect((await call('GET', `/api/projects/${created.id}/revisions/3`)).statusCode).toBe(404);
  });

  test('the history is for staff only', async () => {
    const created = await createProject('Закрытая история');
    for (const url of [`/api/projects/${created.id}/revisions`, `/api/projects/${created.id}/revisions/1`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${created.id}/revisions/1/restore`,
      payload: {},
    });
    expect(restore.statusCode).toBe(401);
  });
});
