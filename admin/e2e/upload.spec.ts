import { type Page, test } from '@playwright/test';
import { expect, pngFile, signIn, storedAccessToken, uniqueName } from './session.ts';

// Each test signs in, fills a form and uploads: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** Staff read Russian: no Latin letter in what the server's refusal became. */
const CYRILLIC_ONLY = /^[^A-Za-z]+$/;

/** Signs in on a new record's form and fills in its Russian name and description. */
async function openNewRecord(page: Page, path: string, name: string) {
  await signIn(page, path);
  await page.getByRole('textbox', { name: 'Название (RU)', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Описание (RU)', exact: true }).fill('Описание');
}

/** The reason inside spec 8's upload failure text. */
const UPLOAD_FAILURE =
  /^Ошибка загрузки изображения: (.+)\. Проверьте настройки сервера и права доступа к папке uploads\.$/;

test('a file that is not an image is refused with the spec message and nothing is saved', async ({
  page,
}) => {
  const name = uniqueName('E2E refused upload');
  await openNewRecord(page, '/admin/products/new', name);
  await page.getByLabel('Выбрать файл: Изображение').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is plain text, not a picture'),
  });
  await page.getByRole('textbox', { name: 'Описание изображения (RU)', exact: true }).fill('Станок');
  await page.getByRole('button', { name: 'Создать' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Ошибка загрузки изображения' });
  await expect(alert).toContainText(UPLOAD_FAILURE);
  // The server's 415, in Russian.
  const [, reason] = ((await alert.textContent()) ?? '').match(UPLOAD_FAILURE) ?? [];
  expect(reason).toBe('файл не является изображением');
  expect(reason).toMatch(CYRILLIC_ONLY);
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('button', { name: 'Создать' })).toBeEnabled();

  const token = await storedAccessToken(page);
  const search = await page.request.get(`/api/products?q=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await search.json()).data).toEqual([]);
});

test('a file over the size limit is refused in Russian (413), and so is a record that is gone (404)', async ({
  page,
}) => {
  await signIn(page, '/admin/news/new');
  await page.getByRole('textbox', { name: 'Заголовок (RU)', exact: true }).fill(uniqueName('E2E big upload'));
  await page.getByRole('textbox', { name: 'Краткое описание (RU)', exact: true }).fill('Анонс');
  await page.locator('[data-language="ru"] .ProseMirror').fill('Текст');
  // Past the server's 10 MB limit (UPLOAD_MAX_BYTES): refused before it is read as an image.
  await page.getByLabel('Выбрать файл: Изображение').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await page.getByRole('textbox', { name: 'Описание изображения (RU)', exact: true }).fill('Цех');
  await page.getByRole('button', { name: 'Создать' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Ошибка загрузки изображения' });
  await expect(alert).toContainText(UPLOAD_FAILURE);
  const [, reason] = ((await alert.textContent()) ?? '').match(UPLOAD_FAILURE) ?? [];
  expect(reason).toBe('файл больше 10 МБ');
  expect(reason).toMatch(CYRILLIC_ONLY);

  await page.goto('/admin/products/987654');
  const missing = page.getByRole('alert');
  await expect(missing).toHaveText('Запись не найдена — возможно, её уже удалили');
  expect(await missing.textContent()).toMatch(CYRILLIC_ONLY);
});

test('services name the failed picture: an icon that is not an image stops the save', async ({ page }) => {
  const name = uniqueName('E2E refused icon');
  await openNewRecord(page, '/admin/services/new', name);
  await page.getByLabel('Выбрать файл: Иконка').setInputFiles({
    name: 'icon.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an icon'),
  });
  await page.getByLabel('Выбрать файл: Изображение').setInputFiles(await pngFile('main.png'));
  await page.getByRole('textbox', { name: 'Описание изображения (RU)', exact: true }).fill('Монтаж');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ошибка загрузки иконки' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services\/new$/);
});

test('removing a chosen image clears the preview and stores no image', async ({ page }) => {
  const name = uniqueName('E2E no image');
  await openNewRecord(page, '/admin/projects/create', name);
  await page.getByRole('textbox', { name: 'Местоположение (RU)', exact: true }).fill('Атырау');
  await page.getByLabel('Выбрать файл: Изображение').setInputFiles(await pngFile('project.png'));
  await expect(page.getByRole('img', { name: 'Предпросмотр: Изображение' })).toBeVisible();
  await page.getByRole('button', { name: 'Удалить изображение' }).click();
  await expect(page.getByRole('img', { name: 'Предпросмотр: Изображение' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/admin\/projects(\?.*)?$/);

  const token = await storedAccessToken(page);
  const found = await page.request.get(`/api/projects?q=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [project] = (await found.json()).data;
  expect(project.img).toBeNull();
  expect(project.specialistsCount).toBe(0);
});
