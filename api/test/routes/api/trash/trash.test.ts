import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { revisions } from '../../../../src/db/schema/index.ts';
import { signedInApp } from '../../../helper.ts';

// The purge job looks at the trash every second here (hourly by default).
const t = signedInApp({ env: { TRASH_PURGE_INTERVAL_MS: '1000' } });

const visit = (url: string) => t.app.inject({ method: 'GET', url });

async function createService(ru: string, extra: object = {}) {
  const response = await t.call('POST', '/api/services', {
    name: { ru, en: `${ru} EN` },
    description: { ru: `Описание: ${ru}` },
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}

describe('the trash', () => {
  test('delete for good removes the item and its history; only items in the trash can go', async () => {
    const item = await createService('Навсегда');
    expect((await t.call('DELETE', `/api/trash/services/${item.id}`)).statusCode).toBe(404);
    await t.call('DELETE', `/api/services/${item.id}`);
    const gone = await t.call('DELETE', `/api/trash/services/${item.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ resource: 'services', id: item.id });
    expect((await t.call('POST', `/api/trash/services/${item.id}/restore`)).statusCode).toBe(404);
    const kept = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.resource, 'services'), eq(revisions.itemId, item.id)));
    expect(kept).toEqual([]);
  });

  test('the trash empties itself, by a periodic job, of items deleted more than 30 days ago', async () => {
    const old = await createService('Давно удалённая');
    const recent = await createService('Недавно удалённая');
    const almost = await createService('Удалённая 29 дней назад');
    for (const item of [old, recent, almost]) await t.call('DELETE', `/api/services/${item.id}`);
    await t.db.execute(sql`update services set deleted_at = now() - interval '31 days' where id = ${old.id}`);
    await t.db.execute(
      sql`update services set deleted_at = now() - interval '29 days' where id = ${almost.id}`,
    );

    const trashedServices = async () =>
      ((await t.call('GET', '/api/trash')).json().data as { id: number; resource: string }[])
        .filter((row) => row.resource === 'services')
        .map((row) => row.id);
    await expect
      .poll(async () => (await trashedServices()).includes(old.id), { timeout: 10_000 })
      .toBe(false);
    expect(await trashedServices()).toEqual(expect.arrayContaining([recent.id, almost.id]));
    expect((await t.call('POST', `/api/trash/services/${old.id}/restore`)).statusCode).toBe(404);
  });

  test('the trash names who deleted each item, from the action log', async () => {
    const item = await createService('Удалена сотрудником');
    expect((await t.call('DELETE', `/api/services/${item.id}`)).statusCode).toBe(200);
    const { email } = (await t.call('GET', '/api/auth/me')).json().data;
    const listed = (await t.call('GET', '/api/trash')).json().data as {
      id: number;
      resource: string;
      deletedBy: string | null;
    }[];
    expect(listed.find((row) => row.resource === 'services' && row.id === item.id)).toMatchObject({
      deletedBy: email,
    });
  });

  test('the trash is for staff only, and names known resources only', async () => {
    expect((await visit('/api/trash')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/trash/services/1/restore' })).statusCode).toBe(
      401,
    );
    const unknown = await t.call('POST', '/api/trash/users/1/restore');
    expect(unknown.statusCode).toBe(400);
  });
});
