import { test } from '@playwright/test';
import { createRecord, expect, pngFile, signIn, storedAuthorization, uniqueName } from './session.ts';

test.describe.configure({ timeout: 120_000 });

const editors = (page: import('@playwright/test').Page) => ({
  ru: page.getByRole('textbox', { name: 'Основной текст (RU)' }),
  en: page.getByRole('textbox', { name: 'Основной текст (EN)' }),
  kk: page.getByRole('textbox', { name: 'Основной текст (KK)' }),
});

test('the news body: Russian beside the translation being typed, stacked on a phone; headings, a picture and a table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/admin/');
  const headers = await storedAuthorization(page);
  const russian = 'Цех №2 выпустил первую партию воздуховодов. '.repeat(4);
  const { id } = await createRecord(page.request, headers, 'news', {
    name: { ru: uniqueName('Новость для перевода') },
    description: { ru: 'Анонс' },
    mainContent: { ru: `<p>${russian}</p>` },
    date: '2026-01-15',
    status: 'draft',
  });
  await page.goto(`/admin/news/${id}`);
  const body = editors(page);
  await expect(body.ru).toBeVisible();

  // Side by side: the Russian on the left, in view while English and then Kazakh are typed.
  await body.en.click();
  await page.keyboard.type('Workshop 2 shipped its first batch of ducts.');
  const [ru, en] = [await body.ru.boundingBox(), await body.en.boundingBox()];
  expect(ru && en && ru.x + ru.width <= en.x).toBe(true);
  await expect(body.ru).toBeInViewport();
  await body.kk.click();
  await page.keyboard.type('№2 цех алғашқы ауа құбырларын шығарды.');
  await expect(body.ru).toBeInViewport();
  await expect(body.kk).toBeInViewport();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/screens/news-form-${width}.png` });
  }

  // No code button; headings are two named buttons that say whether they are pressed.
  const toolbar = page.locator('[data-language="en"]');
  await expect(toolbar.getByRole('button', { name: 'Код' })).toHaveCount(0);
  await body.en.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Results');
  const heading = toolbar.getByRole('button', { name: 'Заголовок', exact: true });
  await expect(heading).toHaveAttribute('aria-pressed', 'false');
  await heading.click();
  await expect(heading).toHaveAttribute('aria-pressed', 'true');
  await expect(body.en.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();

  // A table under the heading, from the table menu. The menu closed without a choice gives focus
  // back to its button; a table inserted leaves the cursor in its first cell.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const tableButton = toolbar.getByRole('button', { name: 'Таблица' });
  await tableButton.click();
  await page.keyboard.press('Escape');
  await expect(tableButton).toBeFocused();
  await body.en.click();
  await page.keyboard.press('Control+End');
  await tableButton.click();
  await page.getByRole('menuitem', { name: 'Вставить таблицу 3 × 3' }).click();
  await expect(body.en.getByRole('table')).toBeVisible();
  await expect(body.en).toBeFocused();
  await page.keyboard.type('Product');

  // A picture: uploaded at once, not inserted without its description.
  await body.ru.click();
  await page.keyboard.press('Control+End');
  await page.locator('[data-language="ru"]').getByRole('button', { name: 'Вставить изображение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вставить изображение' });
  await dialog.locator('input[type="file"]').setInputFiles(await pngFile('ducts.png'));
  await dialog.getByRole('button', { name: 'Вставить', exact: true }).click();
  await expect(dialog.getByText('Опишите изображение: без описания оно не сохранится')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Описание изображения' }).fill('Воздуховоды на складе цеха');
  await dialog.getByRole('button', { name: 'Вставить', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(body.ru.getByRole('img', { name: 'Воздуховоды на складе цеха' })).toBeVisible();
  await expect(body.ru).toBeFocused();

  await page.locator('form').getByRole('button', { name: 'Обновить', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const saved = (await (await page.request.get(`/api/news/${id}`, { headers })).json()).data.mainContent;
  expect(saved.en).toContain('<h2>Results</h2>');
  expect(saved.en).toMatch(/<table><tbody><tr><th><p>Product<\/p><\/th>/);
  expect(saved.ru).toMatch(/<img src="\/api\/uploads\/[\w.-]+" alt="Воздуховоды на складе цеха" \/>/);
  expect(saved.kk).toContain('№2 цех');

  // On a phone the three stack, Russian first.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/news/${id}`);
  await expect(body.ru).toBeVisible();
  const [phoneRu, phoneEn] = [await body.ru.boundingBox(), await body.en.boundingBox()];
  expect(phoneRu && phoneEn && phoneRu.y + phoneRu.height <= phoneEn.y).toBe(true);
  await page.screenshot({ path: '.tmp/screens/news-form-375.png', fullPage: true });
});
