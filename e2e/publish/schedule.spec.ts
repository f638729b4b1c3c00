import { expect } from '@playwright/test';
import { createRecord, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

const story = (name: string, en: string) => ({
  name: { ru: name, en },
  description: { ru: 'Анонс по расписанию.', en: 'A scheduled preview.' },
  mainContent: { ru: '<p>Текст.</p>', en: '<p>Text.</p>' },
  // Newer than every other item: first on /news.
  date: '2026-12-31',
});

test('a news item scheduled ahead appears on /news and /en/news by itself, and one set to be withdrawn disappears', async ({
  request,
  headers,
}) => {
  const coming = uniqueName('Выйдет сама');
  const going = uniqueName('Снимется сама');
  const pageText = async (path: string) => {
    const response = await request.get(path);
    return response.ok() ? await response.text() : `HTTP ${response.status()}`;
  };
  const leaving = await createRecord(request, headers, 'news', story(going, `${going} EN`));
  await expect.poll(() => pageText('/news'), REBUILT).toContain(going);

  const at = new Date(Date.now() + 15_000).toISOString();
  await createRecord(request, headers, 'news', {
    ...story(coming, `${coming} EN`),
    status: 'draft',
    publishAt: at,
  });
  const withdrawn = await request.put(`/api/news/${leaving.id}`, {
    headers,
    data: { unpublishAt: at, version: leaving.version },
  });
  expect(withdrawn.status()).toBe(200);
  expect(await pageText('/news')).not.toContain(coming);

  // Nobody touches the admin from here on.
  await expect.poll(() => pageText('/news'), REBUILT).toContain(coming);
  await expect.poll(() => pageText('/en/news'), REBUILT).toContain(`${coming} EN`);
  await expect.poll(() => pageText('/news'), REBUILT).not.toContain(going);
  expect(Date.now()).toBeGreaterThan(Date.parse(at));
});

// The browser is in Berlin: the form still speaks the company's time (Asia/Almaty).
test.use({ timezoneId: 'Europe/Berlin' });

test('staff set a time in the company time zone in the form, and the dashboard lists what comes next', async ({
  page,
  request,
  headers,
}) => {
  const name = uniqueName('Эмбарго');
  const { id } = await createRecord(request, headers, 'news', {
    ...story(name, `${name} EN`),
    status: 'draft',
  });
  await signIn(page, `/admin/news/${id}`);
  const publishAt = page.getByLabel('Опубликовать автоматически');
  await expect(publishAt).toBeVisible();
  await expect(
    page.getByText('Время — по часовому поясу компании: Asia/Almaty (UTC+5).').first(),
  ).toBeVisible();
  await publishAt.fill('2099-03-01T09:30');
  // «Дата публикации» follows the scheduled day, until someone sets it by hand (issue 45, E5).
  const shownDate = page.getByLabel('Дата публикации');
  await expect(shownDate).toHaveValue('2099-03-01');
  await publishAt.fill('2099-03-02T09:30');
  await expect(shownDate).toHaveValue('2099-03-02');
  await shownDate.fill('2099-02-20');
  await publishAt.fill('2099-03-01T09:30');
  await expect(shownDate).toHaveValue('2099-02-20');
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/news(\?.*)?$/);
  // The save says when the draft goes public, in the company's time zone (issue 45, E4).
  await expect(
    page.getByText('Сохранено как черновик. На сайте запись появится сама 1 марта 2099 г. в 09:30.'),
  ).toBeVisible();

  const saved = await (await request.get(`/api/news/${id}`, { headers })).json();
  // 09:30 in Almaty (UTC+5) is 04:30 UTC, whatever zone the browser is in.
  expect(saved.data).toMatchObject({ status: 'draft', publishAt: '2099-03-01T04:30:00.000Z' });

  await page.goto('/admin/');
  const upcoming = page.getByRole('region', { name: 'Запланировано' });
  await expect(upcoming).toContainText(`Новость: «${name}»`);
  await expect(upcoming).toContainText('1 марта 2099 г. в 09:30 · Публикация');
  await upcoming.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news/${id}$`));
  await expect(page.getByLabel('Опубликовать автоматически')).toHaveValue('2099-03-01T09:30');

  await page.goto('/admin/news');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
    'опубликуется 01.03.2099, 09:30',
  );

  // On a phone the form, its schedule and its history's table keep to the screen's width.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/news/${id}`);
  await expect(page.getByRole('table', { name: 'История изменений' })).toBeVisible();
  await expect(page.getByLabel('Опубликовать автоматически')).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
});
