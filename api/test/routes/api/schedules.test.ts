import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { news } from '../../../src/db/schema/index.ts';
import { story as newsItem, staffApp } from '../../helper.ts';

// Only the look at start runs by itself: the tests look for due schedules when they choose.
const t = staffApp({ env: { SCHEDULE_POLL_MS: '3600000' } });

const story = (ru: string) => newsItem({ ru, en: `${ru} (EN)` });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

async function create(body: object) {
  const response = await t.callAs('editor', 'POST', '/api/news', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number; publishAt: string | null };
}

const read = async (id: number) => (await t.callAs('admin', 'GET', `/api/news/${id}`)).json().data;
const publicNews = async () =>
  ((await t.callAs(null, 'GET', '/api/news?lang=en')).json().data as { id: number }[]).map((row) => row.id);

describe('setting a schedule', () => {
  test('a draft takes a time to go public and one to be withdrawn; staff read them, visitors do not', async () => {
    const publishAt = inSeconds(3600);
    const unpublishAt = inSeconds(7200);
    const created = await create({ ...story('Эмбарго'), status: 'draft', publishAt, unpublishAt });
    expect(created).toMatchObject({ publishAt, unpublishAt });
    expect(await read(created.id)).toMatchObject({ status: 'draft', publishAt, unpublishAt });
    const published = await create({ ...story('Открытая'), unpublishAt });
    const visitor = (await t.callAs(null, 'GET', `/api/news/${published.id}`)).json().data;
    expect(visitor.id).toBe(published.id);
    expect(visitor).not.toHaveProperty('unpublishAt');
    expect(visitor).not.toHaveProperty('publishAt');
  });

  test.each([
    ['a time gone by', { status: 'draft', publishAt: hourAgo() }, 'schedule.past', 'publishAt'],
    ['a publish time on a published item', { publishAt: inSeconds(600) }, 'schedule.published', 'publishAt'],
    [
      'a withdrawal of a draft never to be published',
      { status: 'draft', unpublishAt: inSeconds(600) },
      'schedule.unpublish_draft',
      'unpublishAt',
    ],
    [
      'a withdrawal before the publish',
      { status: 'draft', publishAt: inSeconds(600), unpublishAt: inSeconds(300) },
      'schedule.order',
      'unpublishAt',
    ],
    ['not a time', { status: 'draft', publishAt: 'tomorrow at nine' }, 'field.type', 'publishAt'],
  ])('refuses %s, saving nothing', async (_case, schedule, code, field) => {
    const response = await t.callAs('editor', 'POST', '/api/news', {
      ...story(`Отказ ${code}`),
      ...schedule,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect(response.json().params.field).toContain(field);
    const found = (
      await t.callAs('admin', 'GET', `/api/news?q=${encodeURIComponent(`Отказ ${code}`)}`)
    ).json();
    expect(found.data).toEqual([]);
  });

  test('publishing or withdrawing by hand drops the time that would have done it', async () => {
    const created = await create({
      ...story('Вручную'),
      status: 'draft',
      publishAt: inSeconds(600),
      unpublishAt: inSeconds(1200),
    });
    const published = await t.callAs('editor', 'PUT', `/api/news/${created.id}`, {
      status: 'published',
      version: 1,
    });
    expect(published.json().data).toMatchObject({
      status: 'published',
      publishAt: null,
      unpublishAt: expect.any(String),
    });
    const withdrawn = await t.callAs('editor', 'PUT', `/api/news/${created.id}`, {
      status: 'draft',
      version: 2,
    });
    expect(withdrawn.json().data).toMatchObject({ status: 'draft', publishAt: null, unpublishAt: null });
  });

  test('a form sending the whole record back keeps the time it did not change; a translator may not change it', async () => {
    const created = await create({ ...story('Перевод'), status: 'draft', publishAt: inSeconds(600) });
    const record = await read(created.id);
    const kept = await t.callAs('translator', 'PUT', `/api/news/${created.id}`, {
      ...record,
      name: { ...record.name, kk: 'Аударма' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.publishAt).toBe(record.publishAt);
    const moved = await t.callAs('translator', 'PUT', `/api/news/${created.id}`, {
      publishAt: inSeconds(900),
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().code).toBe('role.translations_only');
    expect((await read(created.id)).publishAt).toBe(record.publishAt);
  });
});

describe('when the time comes', () => {
  test('the draft goes public through the save path, in the name of who scheduled it, once', async () => {
    const other = await t.instance();
    const created = await create({ ...story('По расписанию'), status: 'draft', publishAt: inSeconds(1) });
    expect(await publicNews()).not.toContain(created.id);
    await sleep(1100);
    // Two instances look at the same moment: one save wins, the other is refused and lets it be.
    const looks = await Promise.all([t.app.schedules.fireDue(), other.schedules.fireDue()]);
    expect(looks.flat().filter((entry) => entry.id === created.id)).toHaveLength(1);
    expect(await read(created.id)).toMatchObject({ status: 'published', publishAt: null, version: 2 });
    expect(await publicNews()).toContain(created.id);
    const revisions = (await t.callAs('admin', 'GET', `/api/news/${created.id}/revisions`)).json().data;
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ version: 2, author: 'editor.role@example.kz' });
    const filter = encodeURIComponent(JSON.stringify({ q: 'editor.role' }));
    const log = (await t.callAs('admin', 'GET', `/api/audit?filter=${filter}&range=[0,99]`)).json().data;
    const entry = log.find(
      (row: { itemId: number; action: string }) => row.itemId === created.id && row.action === 'update',
    );
    expect(entry.details).toMatchObject({ scheduled: 'publish', title: 'По расписанию' });
    expect(entry.details).not.toHaveProperty('late');
    expect(t.published).toContain(`news ${created.id}: scheduled publish`);
  });

  test('a time that passed while the product was down fires at the next start, marked late', async () => {
    const created = await create({ ...story('Пока сервер спал'), unpublishAt: inSeconds(600) });
    await t.db.update(news).set({ unpublishAt: hourAgo() }).where(eq(news.id, created.id));
    await t.instance();
    expect(await read(created.id)).toMatchObject({ status: 'draft', unpublishAt: null });
    expect(await publicNews()).not.toContain(created.id);
    const log = (await t.callAs('admin', 'GET', '/api/audit?range=[0,20]')).json().data;
    const entry = log.find((row: { itemId: number }) => row.itemId === created.id);
    expect(entry.details).toMatchObject({ scheduled: 'unpublish', late: true });
  });

  test('an item saved a moment before its time is left as saved', async () => {
    const created = await create({
      ...story('Сохранено раньше'),
      status: 'draft',
      publishAt: inSeconds(600),
    });
    await t.db.update(news).set({ publishAt: hourAgo() }).where(eq(news.id, created.id));
    const fired = await t.app.schedules.fireDue();
    expect(fired.map((entry) => entry.id)).toContain(created.id);
    // Nothing due any more: a second look fires nothing.
    expect((await t.app.schedules.fireDue()).map((entry) => entry.id)).not.toContain(created.id);
  });
});

describe('what is coming', () => {
  test('lists the next changes soonest first, with who set them, in the company time zone', async () => {
    const later = await create({ ...story('Позже'), status: 'draft', publishAt: inSeconds(7200) });
    const sooner = await create({ ...story('Раньше'), unpublishAt: inSeconds(5400) });
    const response = await t.callAs('editor', 'GET', '/api/schedules');
    expect(response.statusCode).toBe(200);
    const { timeZone, upcoming } = response.json().data;
    expect(timeZone).toBe('Asia/Almaty');
    const mine = upcoming.filter((entry: { id: number }) => [later.id, sooner.id].includes(entry.id));
    expect(mine).toEqual([
      expect.objectContaining({
        resource: 'news',
        id: sooner.id,
        title: 'Раньше',
        action: 'unpublish',
        by: 'editor.role@example.kz',
      }),
      expect.objectContaining({ resource: 'news', id: later.id, title: 'Позже', action: 'publish' }),
    ]);
    expect((await t.callAs(null, 'GET', '/api/schedules')).statusCode).toBe(401);
  });

  test('the time zone is an administrator’s setting, checked', async () => {
    const wrong = await t.callAs('admin', 'PUT', '/api/settings/server', { timeZone: 'Asia/Nowhere' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().params.field).toBe('timeZone');
    const set = await t.callAs('admin', 'PUT', '/api/settings/server', { timeZone: 'Asia/Aqtobe' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.callAs('editor', 'GET', '/api/schedules')).json().data.timeZone).toBe('Asia/Aqtobe');
  });
});
