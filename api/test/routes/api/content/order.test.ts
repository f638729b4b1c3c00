import { describe, expect, test } from 'vitest';
import { staffApp } from '../../../helper.ts';

const t = staffApp();
const call = t.callAs;

interface Row {
  id: number;
  position: number;
  version: number;
  status: string;
}

/** The items as staff see them (drafts too), in the order of the site. */
async function staffList(resource: string): Promise<Row[]> {
  return (await call('editor', 'GET', `/api/${resource}`)).json().data;
}
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

async function reorderEntries(): Promise<
  { resource: string; itemId: number | null; details: { moved: number[] } }[]
> {
  const filter = encodeURIComponent(JSON.stringify({ action: 'reorder' }));
  return (await call('admin', 'GET', `/api/audit?filter=${filter}`)).json().data;
}

/** Three certificates of the test's own, at the end of the order. */
async function certificates(prefix: string, status: 'published' | 'draft' = 'published'): Promise<Row[]> {
  const last = Math.max(0, ...(await staffList('certificates')).map((row) => row.position));
  const created: Row[] = [];
  for (const [index, name] of ['А', 'Б', 'В'].entries()) {
    const response = await call('editor', 'POST', '/api/certificates', {
      title: { ru: `${prefix} ${name}` },
      status,
      position: last + index + 1,
    });
    expect(response.statusCode).toBe(201);
    created.push(response.json().data);
  }
  return created;
}

describe('PUT /api/{resource}/order: the manual order, set by hand in one request', () => {
  test('moves the items, keeps the others in place, and publishes once with one action-log entry', async () => {
    const [a, b, c] = (await certificates('Порядок')) as [Row, Row, Row];
    const before = await staffList('certificates');
    const published = t.published.length;
    const entries = (await reorderEntries()).length;

    const response = await call('editor', 'PUT', '/api/certificates/order', { ids: [a.id, c.id, b.id] });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Row[];
    expect(ids(rows)).toEqual([a.id, c.id, b.id]);
    // The three held places between them; the first stays where it was, the other two swap.
    expect(rows.map((row) => row.position)).toEqual([a.position, b.position, c.position]);
    expect(rows.map((row) => row.version)).toEqual([1, 2, 2]);

    const after = await staffList('certificates');
    const expected = ids(before);
    expected.splice(expected.indexOf(b.id), 2, c.id, b.id);
    expect(ids(after)).toEqual(expected);
    // Visitors see the new order too.
    const publicIds = ids((await call(null, 'GET', '/api/certificates')).json().data);
    expect(publicIds.slice(-3)).toEqual([a.id, c.id, b.id]);

    // One publish and one entry for the request; a revision per item moved, naming the position.
    expect(t.published.slice(published)).toEqual(['certificates reordered']);
    const logged = await reorderEntries();
    expect(logged).toHaveLength(entries + 1);
    expect(logged[0]).toMatchObject({ resource: 'certificates', itemId: null });
    expect([...(logged[0]?.details.moved ?? [])].sort()).toEqual([b.id, c.id].sort());
    const history = (await call('editor', 'GET', `/api/certificates/${c.id}/revisions`)).json().data;
    expect(history[0]).toMatchObject({ version: 2, action: 'update', changes: ['position'] });
    expect((await call('editor', 'GET', `/api/certificates/${a.id}/revisions`)).json().data).toHaveLength(1);
  });

  test('the same order again changes nothing: no version, entry or publish', async () => {
    const [a, b, c] = (await certificates('Без изменений')) as [Row, Row, Row];
    const published = t.published.length;
    const entries = (await reorderEntries()).length;
    const response = await call('editor', 'PUT', '/api/certificates/order', { ids: [a.id, b.id, c.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: Row) => row.version)).toEqual([1, 1, 1]);
    expect(t.published.length).toBe(published);
    expect(await reorderEntries()).toHaveLength(entries);
  });

  test('drafts take part in the order; moving only drafts publishes nothing', async () => {
    const [a, b] = (await certificates('Черновик', 'draft')) as [Row, Row, Row];
    const published = t.published.length;
    const response = await call('editor', 'PUT', '/api/certificates/order', { ids: [b.id, a.id] });
    expect(response.statusCode).toBe(200);
    expect(ids(await staffList('certificates')).filter((id) => id === a.id || id === b.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect(t.published.length).toBe(published);
    // Still a change staff made: logged.
    expect((await reorderEntries())[0]?.details.moved).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  test('items that share a position are numbered anew, in the order given', async () => {
    const [a, b, c] = (await certificates('Ничья')) as [Row, Row, Row];
    for (const row of [a, b, c]) {
      expect((await call('editor', 'PUT', `/api/certificates/${row.id}`, { position: 0 })).statusCode).toBe(
        200,
      );
    }
    const response = await call('editor', 'PUT', '/api/certificates/order', { ids: [c.id, b.id, a.id] });
    expect(response.statusCode).toBe(200);
    const all = await staffList('certificates');
    expect(ids(all).slice(0, 3)).toEqual([c.id, b.id, a.id]);
    expect(all.map((row) => row.position)).toEqual(all.map((_, index) => index + 1));
  });

  test('editors and administrators may; translators and visitors may not, and nothing moves', async () => {
    const [a, b] = (await certificates('Роли')) as [Row, Row, Row];
    const swap = { ids: [b.id, a.id] };
    expect((await call(null, 'PUT', '/api/certificates/order', swap)).statusCode).toBe(401);
    const translator = await call('translator', 'PUT', '/api/certificates/order', swap);
    expect(translator.statusCode).toBe(403);
    expect(translator.json().code).toBe('role.forbidden');
    const unchanged = ids(await staffList('certificates'));
    expect(unchanged.indexOf(a.id)).toBeLessThan(unchanged.indexOf(b.id));
    expect((await call('admin', 'PUT', '/api/certificates/order', swap)).statusCode).toBe(200);
  });

  test.each([
    ['no ids', { ids: [] }],
    ['an id twice', { ids: [1, 1] }],
    ['an id that is not a number', { ids: ['first'] }],
    ['a negative id', { ids: [-1] }],
    ['no ids at all', {}],
    ['a version that is not a number', { ids: [1], versions: { 1: 'new' } }],
  ])('refuses %s with 400', async (_, body) => {
    const response = await call('editor', 'PUT', '/api/partners/order', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', code: expect.any(String) });
  });

  test('an item that is gone (unknown, or in the trash) is a stale list: 409, nothing written', async () => {
    const [a, b, c] = (await certificates('Корзина')) as [Row, Row, Row];
    expect((await call('editor', 'DELETE', `/api/certificates/${c.id}`)).statusCode).toBe(200);
    const before = await staffList('certificates');
    for (const gone of [c.id, 2_000_000]) {
      const response = await call('editor', 'PUT', '/api/certificates/order', { ids: [b.id, gone, a.id] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'order.stale', params: { id: gone } });
    }
    expect(await staffList('certificates')).toEqual(before);
  });

  test('with the versions the client read, a list changed meanwhile is refused with 409', async () => {
    const [a, b] = (await certificates('Версии')) as [Row, Row, Row];
    const versions = { [a.id]: a.version, [b.id]: b.version };
    // Someone edits one of them meanwhile.
    expect(
      (await call('editor', 'PUT', `/api/certificates/${b.id}`, { title: { ru: 'Версии Б, исправлено' } }))
        .statusCode,
    ).toBe(200);
    const stale = await call('editor', 'PUT', '/api/certificates/order', { ids: [b.id, a.id], versions });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'order.stale', params: { id: b.id } });
    const order = ids(await staffList('certificates'));
    expect(order.indexOf(a.id)).toBeLessThan(order.indexOf(b.id));

    const fresh = await call('editor', 'PUT', '/api/certificates/order', {
      ids: [b.id, a.id],
      versions: { ...versions, [b.id]: b.version + 1 },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.map((row: Row) => [row.id, row.version])).toEqual([
      [b.id, b.version + 2],
      [a.id, a.version + 1],
    ]);
  });

  test('the news feed, ordered by date, has no manual order', async () => {
    const response = await call('editor', 'PUT', '/api/news/order', { ids: [1] });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
