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
});
