import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../../../src/db/schema/index.ts';
import { ADMIN, signedInApp } from '../../../helper.ts';

const t = signedInApp();

const readLog = async (filter?: object, range = '[0,99]') => {
  const query = new URLSearchParams({ range, ...(filter && { filter: JSON.stringify(filter) }) });
  const response = await t.call('GET', `/api/audit?${query}`);
  expect(response.statusCode).toBe(200);
  return { entries: response.json().data, range: response.headers['content-range'] };
};

const project = {
  name: { ru: 'Котельная в Актобе' },
  description: { ru: 'Монтаж котлов' },
  location: { ru: 'Актобе' },
  specialistsCount: 12,
};

describe('the action log', () => {
  test('records who signed in, and a failed sign-in with the address typed, from which address', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Nobody@Example.kz', password: 'wrong password' },
      remoteAddress: '203.0.113.7',
    });
    expect(failed.statusCode).toBe(401);
    const { entries } = await readLog();
    expect(entries[0]).toMatchObject({
      action: 'sign_in_failed',
      actorId: null,
      actorEmail: 'nobody@example.kz',
      address: '203.0.113.7',
    });
    expect(entries[1]).toMatchObject({ action: 'sign_in', actorId: 1, actorEmail: ADMIN.email });
  });

  test('records every change to content with the item, its title and the person', async () => {
    const created = await t.call('POST', '/api/projects', project);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (await t.call('PUT', `/api/projects/${id}`, { location: { ru: 'Актобе, промзона' } })).statusCode,
    ).toBe(200);
    expect((await t.call('POST', `/api/projects/${id}/revisions/1/restore`, {})).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/projects/${id}`)).statusCode).toBe(200);
    expect((await t.call('POST', `/api/trash/projects/${id}/restore`)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/projects/${id}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/trash/projects/${id}`)).statusCode).toBe(200);

    const { entries } = await readLog({ actorId: 1 });
    const about = entries.filter((entry: { itemId: number | null }) => entry.itemId === id).reverse();
    expect(about.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'update',
      'restore',
      'delete',
      'restore',
      'delete',
      'destroy',
    ]);
    for (const entry of about) {
      expect(entry).toMatchObject({ resource: 'projects', actorEmail: ADMIN.email, address: '127.0.0.1' });
      expect(entry.details.title).toBe('Котельная в Актобе');
    }
    expect(about[2].details).toMatchObject({ restoredVersion: 1, version: 3 });
  });

  test('records a rebuild an administrator asks for', async () => {
    expect((await t.call('POST', '/api/publish')).statusCode).toBe(202);
    const { entries } = await readLog({ action: 'publish' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'publish', actorEmail: ADMIN.email });
  });

  test('filters by person, kind and days, pages with Content-Range', async () => {
    const updates = await readLog({ action: 'update' });
    expect(updates.entries.length).toBeGreaterThan(0);
    expect(updates.entries.every((entry: { action: string }) => entry.action === 'update')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const all = await readLog({ from: today, to: today });
    expect(all.entries.length).toBeGreaterThanOrEqual(10);
    expect((await readLog({ to: '2000-01-01' })).entries).toEqual([]);
    expect((await readLog({ actorId: 999 })).entries).toEqual([]);
    const byEmail = await readLog({ q: 'ADMIN@example' });
    expect(byEmail.entries.length).toBeGreaterThan(0);
    expect(byEmail.entries.every((entry: { actorEmail: string }) => entry.actorEmail === ADMIN.email)).toBe(
      true,
    );
    expect((await readLog({ q: 'admin%' })).entries).toEqual([]);

    const page = await readLog(undefined, '[0,1]');
    expect(page.entries).toHaveLength(2);
    expect(page.range).toBe(`audit 0-1/${all.entries.length}`);
  });

  test('refuses a filter it cannot read with 400, and strangers with 401', async () => {
    for (const filter of ['{"action":"edit"}', '{"from":"yesterday"}', '{"who":1}', 'not json']) {
      const response = await t.call('GET', `/api/audit?filter=${encodeURIComponent(filter)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', code: 'query.invalid' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  test('cannot be changed through the API', async () => {
    const [entry] = (await readLog()).entries;
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.call(method, `/api/audit/${entry.id}`, {});
      expect(response.statusCode).toBe(404);
    }
    expect((await t.call('POST', '/api/audit', { action: 'sign_in' })).statusCode).toBe(404);
  });

  test('forgets entries older than the retention period, a year by default', async () => {
    await t.db.execute(
      sql`update ${auditLog} set at = now() - interval '366 days' where action = 'sign_in_failed'`,
    );
    const before = (await readLog()).entries.length;
    expect(await t.app.audit.purge()).toBe(1);
    const after = await readLog();
    expect(after.entries).toHaveLength(before - 1);
    expect(after.entries.some((entry: { action: string }) => entry.action === 'sign_in_failed')).toBe(false);
  });
});
