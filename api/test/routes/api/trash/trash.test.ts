import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { revisions } from '../../../../src/db/schema/index.ts';
import { signedInApp } from '../../../helper.ts';

// The purge job looks at the trash every second here (hourly by default).
const t = signedInApp({ env: { TRASH_PURGE_INTERVAL_MS: '1000' } });

const visit = (url: string) => t.app.inject({ method: 'GET', url });

async function uploadImage(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b0322a' } })
    .png()
    .toBuffer();
  const boundary = 'trash-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.call('POST', '/api/upload', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.url;
}

async function createService(ru: string, extra: object = {}) {
  const response = await t.call('POST', '/api/services', {
    name: { ru, en: `${ru} EN` },
    description: { ru: `Описание: ${ru}` },
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; img: string | null };
}

describe('the trash', () => {
  test('a deleted item leaves every read, list, search and count, and goes to the trash', async () => {
    const unique = `Корзинная услуга ${Date.now()}`;
    const item = await createService(unique);
    const removed = await t.call('DELETE', `/api/services/${item.id}`);
    expect(removed.statusCode).toBe(200);
    expect(t.published).toContain(`services ${item.id} deleted`);

    for (const url of [`/api/services/${item.id}`, `/api/services/${item.id}?lang=en`]) {
      expect((await visit(url)).statusCode, url).toBe(404);
      expect((await t.call('GET', url)).statusCode, `${url} with a token`).toBe(404);
    }
    const query = encodeURIComponent(JSON.stringify({ q: unique }));
    for (const response of [
      await visit(`/api/services?filter=${query}`),
      await t.call('GET', `/api/services?filter=${query}`),
    ]) {
      expect(response.json().data).toEqual([]);
      expect(response.headers['content-range']).toBe('services */0');
    }
    const all = (await t.call('GET', '/api/services')).json().data as { id: number }[];
    expect(all.map((row) => row.id)).not.toContain(item.id);
    expect((await t.call('PUT', `/api/services/${item.id}`, { name: { ru: 'x' } })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/services/${item.id}`)).statusCode).toBe(404);

    const trash = await t.call('GET', '/api/trash');
    expect(trash.statusCode).toBe(200);
    const entry = trash
      .json()
      .data.find(
        (row: { id: number; resource: string }) => row.resource === 'services' && row.id === item.id,
      );
    expect(entry).toMatchObject({ name: { ru: unique, en: `${unique} EN` }, status: 'published' });
    const days = (Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)) / 86_400_000;
    expect(days).toBe(30);
  });

  test('restoring brings the item back as it was, with its image, and publishes it', async () => {
    const img = await uploadImage();
    const item = await createService('Вернётся', { img, imgAlt: { ru: 'Насос на раме' } });
    await t.call('DELETE', `/api/services/${item.id}`);
    // The uploaded file stays while the item is in the trash.
    expect((await visit(`/api${img}`)).statusCode).toBe(200);

    const restored = await t.call('POST', `/api/trash/services/${item.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(t.published).toContain(`services ${item.id} restored from the trash`);
    const back = await visit(`/api/services/${item.id}?lang=ru`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ name: 'Вернётся', img });
    expect((await visit(`/api${img}`)).statusCode).toBe(200);
    const trash = (await t.call('GET', '/api/trash')).json().data as { id: number; resource: string }[];
    expect(trash.some((row) => row.resource === 'services' && row.id === item.id)).toBe(false);
    expect((await t.call('POST', `/api/trash/services/${item.id}/restore`)).statusCode).toBe(404);
  });

  test('a draft that is deleted or restored does not rebuild the site', async () => {
    const item = await createService('Черновик в корзине', { status: 'draft' });
    await t.call('DELETE', `/api/services/${item.id}`);
    await t.call('POST', `/api/trash/services/${item.id}/restore`);
    expect(t.published.filter((reason) => reason.startsWith(`services ${item.id} `))).toEqual([]);
  });

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

  test('the trash is for staff only, and names known resources only', async () => {
    expect((await visit('/api/trash')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/trash/services/1/restore' })).statusCode).toBe(
      401,
    );
    const unknown = await t.call('POST', '/api/trash/users/1/restore');
    expect(unknown.statusCode).toBe(400);
  });
});
