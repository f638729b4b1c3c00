import { describe, expect, test } from 'vitest';
import { services } from '../../../../src/db/schema/index.ts';
import { signedInApp } from '../../../helper.ts';

const t = signedInApp({ env: { REVISIONS_KEEP: '5' } });

const project = (ru: string) => ({
  name: { ru, en: `${ru} EN` },
  description: { ru: `Описание: ${ru}` },
  location: { ru: 'Атырау' },
  specialistsCount: 12,
});

async function createProject(ru: string) {
  const response = await t.call('POST', '/api/projects', project(ru));
  expect(response.statusCode).toBe(201);
  return response.json().data as Record<string, unknown> & { id: number; version: number };
}

describe('versions and stale writes', () => {
  test('a record starts at version 1 and every change raises it', async () => {
    const created = await createProject('Версии');
    expect(created.version).toBe(1);
    const first = await t.call('PUT', `/api/projects/${created.id}`, { specialistsCount: 13, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    const read = await t.call('GET', `/api/projects/${created.id}`);
    expect(read.json().data.version).toBe(2);
  });

  test('a change made on an older version is refused with 409 and changes nothing', async () => {
    const created = await createProject('Устаревшая правка');
    expect(
      (await t.call('PUT', `/api/projects/${created.id}`, { location: { ru: 'Актау' }, version: 1 }))
        .statusCode,
    ).toBe(200);

    const stale = await t.call('PUT', `/api/projects/${created.id}`, {
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
    const stored = (await t.call('GET', `/api/projects/${created.id}`)).json().data;
    expect(stored).toMatchObject({ location: { ru: 'Актау' }, version: 2 });
    expect(t.published.filter((reason) => reason === `projects ${created.id} updated`)).toHaveLength(1);
  });

  test('If-Match carries the version as well, quoted or not; the body wins when both are sent', async () => {
    const created = await createProject('If-Match');
    // In order: a stale header, a quoted one, a bare one, and one the body's version overrides.
    for (const [body, ifMatch, status] of [
      [{ specialistsCount: 1 }, '"7"', 409],
      [{ specialistsCount: 2 }, '"1"', 200],
      [{ specialistsCount: 3 }, '2', 200],
      [{ specialistsCount: 4, version: 3 }, '"1"', 200],
    ] as const) {
      const response = await t.call('PUT', `/api/projects/${created.id}`, body, { 'if-match': ifMatch });
      expect(response.statusCode, `If-Match: ${ifMatch}`).toBe(status);
    }
    const malformed = await t.call(
      'PUT',
      `/api/projects/${created.id}`,
      { specialistsCount: 5 },
      { 'if-match': 'W/"abc"' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('if-match');
  });

  test("a record's ETag is accepted back as If-Match; an older one is 409 version.stale; garbage is 400", async () => {
    const { id } = await createProject('Предусловие');
    const read = await t.call('GET', `/api/projects/${id}`);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"v1\.[\w-]+"$/);

    const change = await t.call('PUT', `/api/projects/${id}`, { specialistsCount: 4 }, { 'if-match': etag });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data.version).toBe(2);

    // The same tag again: the record has moved on since.
    const stale = await t.call('PUT', `/api/projects/${id}`, { specialistsCount: 5 }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version.stale', params: { version: 2 } });

    // The new tag, as a proxy may weaken it, and as the compressed representation's tag.
    const reread = await t.call('GET', `/api/projects/${id}?lang=ru`, undefined, {
      'accept-encoding': 'gzip',
    });
    const current = reread.headers.etag as string;
    expect(current).toMatch(/^"v2\./);
    const weak = await t.call(
      'PUT',
      `/api/projects/${id}`,
      { specialistsCount: 6 },
      { 'if-match': `W/${current}` },
    );
    expect(weak.statusCode, weak.body).toBe(200);
    const any = await t.call('PUT', `/api/projects/${id}`, { specialistsCount: 7 }, { 'if-match': '*' });
    expect(any.statusCode, any.body).toBe(200);

    for (const garbage of ['"abc"', 'v', '"1"; drop']) {
      const refused = await t.call(
        'PUT',
        `/api/projects/${id}`,
        { specialistsCount: 8 },
        { 'if-match': garbage },
      );
      expect(refused.statusCode, garbage).toBe(400);
    }
    expect((await t.call('GET', `/api/projects/${id}`)).json().data.specialistsCount).toBe(7);
  });

  test('a client that sends no version is served as before', async () => {
    const created = await createProject('Без версии');
    for (const count of [20, 21]) {
      const response = await t.call('PUT', `/api/projects/${created.id}`, { specialistsCount: count });
      expect(response.statusCode).toBe(200);
    }
    expect((await t.call('GET', `/api/projects/${created.id}`)).json().data).toMatchObject({
      specialistsCount: 21,
      version: 3,
    });
  });

  test('of several changes sent at once on the same version, exactly one wins', async () => {
    const created = await createProject('Гонка');
    const names = ['Первый', 'Второй', 'Третий', 'Четвёртый'];
    const responses = await Promise.all(
      names.map((ru) => t.call('PUT', `/api/projects/${created.id}`, { name: { ru }, version: 1 })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().data;
    const stored = (await t.call('GET', `/api/projects/${created.id}`)).json().data;
    expect(stored.version).toBe(2);
    expect(stored.name).toEqual(winner.name);
    const history = (await t.call('GET', `/api/projects/${created.id}/revisions`)).json().data;
    expect(history.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
  });

  test('a stale version on an unknown or deleted item is still a 404', async () => {
    expect(
      (await t.call('PUT', '/api/projects/999999', { version: 1, specialistsCount: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('history', () => {
  test('create and every change keep a revision: who, when and what changed, per language', async () => {
    const created = await createProject('История');
    await t.call('PUT', `/api/projects/${created.id}`, {
      name: { ru: 'История', en: 'History', kk: 'Тарих' },
      specialistsCount: 30,
      version: 1,
    });
    const response = await t.call('GET', `/api/projects/${created.id}/revisions`);
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

    const one = await t.call('GET', `/api/projects/${created.id}/revisions/1`);
    expect(one.json().data.snapshot).toMatchObject({
      name: { ru: 'История', en: 'История EN' },
      specialistsCount: 12,
      status: 'published',
      position: 0,
    });
  });

  test('restoring a version saves it again as the newest one and publishes', async () => {
    const created = await createProject('До правки');
    await t.call('PUT', `/api/projects/${created.id}`, {
      name: { ru: 'После правки' },
      specialistsCount: 99,
      version: 1,
    });
    const restored = await t.call('POST', `/api/projects/${created.id}/revisions/1/restore`, { version: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({
      name: { ru: 'До правки', en: 'До правки EN' },
      specialistsCount: 12,
      version: 3,
    });
    const history = (await t.call('GET', `/api/projects/${created.id}/revisions`)).json().data;
    expect(history[0]).toMatchObject({
      version: 3,
      action: 'restore',
      changes: ['name.ru', 'name.en', 'specialistsCount'],
    });
    expect(t.published).toContain(`projects ${created.id} restored to version 1`);

    // A restore on a version that moved on since is refused like any stale change.
    const stale = await t.call('POST', `/api/projects/${created.id}/revisions/2/restore`, { version: 2 });
    expect(stale.statusCode).toBe(409);
    const missing = await t.call('POST', `/api/projects/${created.id}/revisions/77/restore`, {});
    expect(missing.statusCode).toBe(404);
  });

  test('the built-in content gets its first version when it is first changed', async () => {
    // As the seed adds it: straight into the table, without the API.
    const [seeded] = await t.db
      .insert(services)
      .values({ name: { ru: 'Встроенная' }, description: { ru: 'Описание' } })
      .returning({ id: services.id });
    const id = seeded?.id as number;
    await t.call('PUT', `/api/services/${id}`, { name: { ru: 'Изменённая' } });
    const history = (await t.call('GET', `/api/services/${id}/revisions`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'initial']);
    expect(history[1].author).toBeNull();
    const restored = await t.call('POST', `/api/services/${id}/revisions/1/restore`, {});
    expect(restored.json().data.name).toEqual({ ru: 'Встроенная' });
  });

  test('only the last REVISIONS_KEEP versions of an item are kept', async () => {
    const created = await createProject('Много правок');
    for (let count = 1; count <= 7; count++) {
      await t.call('PUT', `/api/projects/${created.id}`, { specialistsCount: count });
    }
    const history = (await t.call('GET', `/api/projects/${created.id}/revisions`)).json().data;
    expect(history.map((entry: { version: number }) => entry.version)).toEqual([8, 7, 6, 5, 4]);
    expect((await t.call('GET', `/api/projects/${created.id}/revisions/3`)).statusCode).toBe(404);
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
