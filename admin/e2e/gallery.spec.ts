import { test } from '@playwright/test';
import { adminAuthorization, createRecord, expect, pngFile, signIn, uniqueName } from './session.ts';

// A gallery (#41): staff add photos, each uploaded beside its alt text, and order them by dragging
// (here with the keyboard: space, arrow, space) before saving.
test.describe.configure({ timeout: 120_000 });

test('two photos are added to a project’s gallery, described, reordered by dragging and saved', async ({
  page,
  request,
}) => {
  const headers = await adminAuthorization(request);
  const project = await createRecord(request, headers, 'projects', {
    name: { ru: uniqueName('E2E галерея') },
    description: { ru: 'Проект с фотографиями' },
    location: { ru: 'Атырау' },
    specialistsCount: 4,
  });
  await signIn(page, `/admin/projects/${project.id}`);
  const gallery = page.getByRole('group', { name: 'Фотогалерея' });
  for (const [number, color] of [
    [1, '#b0322a'],
    [2, '#2a5bb0'],
  ] as const) {
    await gallery.getByRole('button', { name: 'Добавить фото' }).click();
    await page
      .getByLabel(`Выбрать файл: Фото ${number}`)
      .setInputFiles(await pngFile(`photo-${number}.png`, color));
    await expect(page.getByRole('img', { name: `Предпросмотр: Фото ${number}` })).toBeVisible();
  }

  // A photo without its Russian description is not saved.
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  const firstAlt = page.getByRole('textbox', { name: 'Описание: Фото 1 (RU)' });
  await expect(firstAlt).toHaveAccessibleDescription(/Опишите изображение на русском/);
  await firstAlt.fill('Первое фото: резервуар');
  await page.getByRole('textbox', { name: 'Описание: Фото 1 (EN)' }).fill('First photo: a tank');
  await page.getByRole('textbox', { name: 'Описание: Фото 2 (RU)' }).fill('Второе фото: эстакада');

  const handle = page.getByRole('button', { name: 'Перетащить «Фото 1»' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(page.getByRole('textbox', { name: 'Описание: Фото 1 (RU)' })).toHaveValue(
    'Второе фото: эстакада',
  );

  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByText('Сохранено', { exact: false }).first()).toBeVisible();
  const saved = await request.get(`/api/projects/${project.id}`, { headers });
  const { gallery: photos } = (await saved.json()).data as {
    gallery: { img: string; alt: Record<string, string> }[];
  };
  expect(photos.map((photo) => photo.alt)).toEqual([
    { ru: 'Второе фото: эстакада' },
    { ru: 'Первое фото: резервуар', en: 'First photo: a tank' },
  ]);
  for (const photo of photos) expect(photo.img).toMatch(/^\/uploads\/[\w.-]+\.(png|webp)$/);
});
