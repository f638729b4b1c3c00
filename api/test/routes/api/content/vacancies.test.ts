import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { staffApp } from '../../../helper.ts';

// What every resource does (create, lists, drafts, trash, history, translations) is in
// contract.test.ts; this is what a vacancy does beyond it. Only the look at start runs by itself:
// the tests look for due schedules when they choose.
const t = staffApp({ env: { SCHEDULE_POLL_MS: '3600000' } });

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** A vacancy with its required texts in Russian. */
const vacancy = (title: string, extra: object = {}) => ({
  title: { ru: title },
  description: { ru: 'Сварка металлоконструкций на производственной базе.' },
  body: { ru: '<p>Опыт работы от трёх лет.</p>' },
  location: { ru: 'Актобе' },
  ...extra,
});

async function create(body: object) {
  const response = await t.callAs('editor', 'POST', '/api/vacancies', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

/** The ids of the vacancies whose Russian title holds `q`, drafts included. */
const found = async (q: string) =>
  (
    (await t.callAs('admin', 'GET', `/api/vacancies?q=${encodeURIComponent(q)}`)).json().data as {
      id: number;
    }[]
  ).map((row) => row.id);
const publicIds = async () =>
  ((await t.callAs(null, 'GET', '/api/vacancies?lang=kk')).json().data as { id: number }[]).map(
    (row) => row.id,
  );

describe('vacancies: the salary', () => {
  test('is a range in whole tenge, either end optional, kept as sent', async () => {
    const both = await create(vacancy('Сварщик', { salary: { from: 350_000, to: 450_000 } }));
    expect(both).toMatchObject({ salary: { from: 350_000, to: 450_000 } });
    const from = await create(vacancy('Слесарь', { salary: { from: 300_000, to: null } }));
    expect(from).toMatchObject({ salary: { from: 300_000, to: null } });
    const none = await create(vacancy('Швея'));
    expect(none).toMatchObject({ salary: { from: null, to: null } });
    const same = await t.callAs('editor', 'PUT', `/api/vacancies/${from.id}`, {
      salary: { from: 300_000, to: 300_000 },
    });
    expect(same.statusCode, same.body).toBe(200);
    const read = await t.callAs(null, 'GET', `/api/vacancies/${both.id}?lang=en`);
    expect(read.json().data.salary).toEqual({ from: 350_000, to: 450_000 });
  });

  test.each([
    ['letters', { from: '300 тысяч' }, 'field.type', 'salary.from'],
    ['a negative sum', { from: 100_000, to: -5 }, 'field.too_small', 'salary.to'],
    ['a fraction', { from: 100_000.5 }, 'field.type', 'salary.from'],
    ['an upper end below the lower', { from: 400_000, to: 300_000 }, 'range.order', 'salary.to'],
  ])(
    'refuses %s with a 400 naming the end, on create and on update, storing nothing',
    async (problem, salary, code, field) => {
      const title = `Отказ зарплаты: ${problem}`;
      const created = await t.callAs('editor', 'POST', '/api/vacancies', vacancy(title, { salary }));
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toMatchObject({ error: 'Bad Request', code, params: { field } });
      expect(created.json().message).toContain(field);
      expect(await found(title)).toEqual([]);

      const kept = await create(vacancy(`${title} (есть)`, { salary: { from: 100_000, to: 200_000 } }));
      const updated = await t.callAs('editor', 'PUT', `/api/vacancies/${kept.id}`, {
        salary,
        version: kept.version,
      });
      expect(updated.statusCode, updated.body).toBe(400);
      expect(updated.json()).toMatchObject({ code, params: { field } });
      const read = (await t.callAs('admin', 'GET', `/api/vacancies/${kept.id}`)).json().data;
      expect(read).toMatchObject({ salary: { from: 100_000, to: 200_000 }, version: kept.version });
    },
  );
});

describe('vacancies: required texts', () => {
  test('a vacancy without its Russian title is refused, nothing stored', async () => {
    const { title: _title, ...rest } = vacancy('Без названия');
    const response = await t.callAs('editor', 'POST', '/api/vacancies', {
      ...rest,
      title: { en: 'Welder', kk: 'Дәнекерлеуші' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'field.required', params: { field: 'title.ru' } });
    expect(await found('Welder')).toEqual([]);
  });
});

describe('vacancies: the closing date', () => {
  test('a closing date gone by is refused on save, nothing stored', async () => {
    const title = 'Закрытая заранее';
    const response = await t.callAs(
      'editor',
      'POST',
      '/api/vacancies',
      vacancy(title, { unpublishAt: hourAgo() }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'schedule.past', params: { field: 'unpublishAt' } });
    expect(await found(title)).toEqual([]);
  });

  test('visitors read it; on the day it comes the vacancy leaves the site by itself', async () => {
    const closes = inSeconds(1);
    const created = await create(vacancy('Монтажник на вахту', { employment: 'shift', unpublishAt: closes }));
    const visitor = (await t.callAs(null, 'GET', `/api/vacancies/${created.id}?lang=ru`)).json().data;
    expect(visitor).toMatchObject({ employment: 'shift', unpublishAt: closes });
    expect(visitor).not.toHaveProperty('publishAt');
    expect(await publicIds()).toContain(created.id);

    await sleep(1100);
    const fired = await t.app.schedules.fireDue();
    expect(fired.filter((entry) => entry.resource === 'vacancies' && entry.id === created.id)).toMatchObject([
      { action: 'unpublish', title: 'Монтажник на вахту' },
    ]);
    expect(await publicIds()).not.toContain(created.id);
    expect((await t.callAs(null, 'GET', `/api/vacancies/${created.id}`)).statusCode).toBe(404);
    const staff = (await t.callAs('admin', 'GET', `/api/vacancies/${created.id}`)).json().data;
    expect(staff).toMatchObject({ status: 'draft', unpublishAt: null });
  });
});
