import { expect } from '@playwright/test';
import { signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILD_TIMEOUT } from './rebuild.ts';

/** The built-in story about the welders' qualification, and its picture's seeded descriptions. */
const STORY = 4;
const RUSSIAN_ALT = 'Сварщик в маске сваривает деталь на рабочем столе';
const KAZAKH_ALT = 'Маска киген дәнекерлеуші жұмыс үстелінде бөлшекті дәнекерлеп жатыр';

test('an English alt text given to a news image in the admin describes it on /en/news/{id} after the rebuild; an image is never saved undescribed', async ({
  page,
  request,
}) => {
  await signIn(page, '/admin/news');
  // The list's thumbnails say what they show.
  const thumbnails = page.locator('table img');
  await expect(thumbnails.first()).toBeVisible();
  await expect(page.locator('table img[alt=""]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: RUSSIAN_ALT })).toBeVisible();

  await page.goto(`/admin/news/${STORY}`);
  const russian = page.getByRole('textbox', { name: 'Описание изображения (RU)', exact: true });
  await expect(russian).toHaveValue(RUSSIAN_ALT, { timeout: 30_000 });
  // Without its Russian description the image is not saved: the form says why, beside the field.
  await russian.fill('');
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByText('Опишите изображение на русском', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/news/${STORY}$`));

  const english = uniqueName('A welder in a grey mask joins two steel plates');
  await russian.fill(RUSSIAN_ALT);
  await page.getByRole('textbox', { name: 'Описание изображения (EN)', exact: true }).fill(english);
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/news(\?.*)?$/);

  const articleImage = (path: string) => async () => {
    const html = await (await request.get(path)).text();
    return /<img class="article-image"[^>]*\balt="([^"]*)"/.exec(html)?.[1];
  };
  await expect
    .poll(articleImage(`/en/news/${STORY}`), { timeout: REBUILD_TIMEOUT, intervals: [2_000] })
    .toBe(english);
  await page.goto(`/en/news/${STORY}`);
  await expect(page.locator('main').getByRole('img', { name: english })).toBeVisible();
  // The other languages keep their own descriptions.
  expect(await articleImage(`/kk/news/${STORY}`)()).toBe(KAZAKH_ALT);
  expect(await articleImage(`/news/${STORY}`)()).toBe(RUSSIAN_ALT);

  // The news page's cards describe their pictures too.
  await page.goto('/en/news');
  await expect(page.locator('main img').first()).toBeVisible();
  await expect(page.locator('main img[alt=""]')).toHaveCount(0);
});
