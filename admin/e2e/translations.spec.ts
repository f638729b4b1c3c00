import { test } from '@playwright/test';
import {
  adminAuthorization,
  createRecord,
  expect,
  signIn,
  storedAuthorization,
  uniqueName,
} from './session.ts';

test('an item saved in Russian only waits for translation until staff translate it; a changed Russian outdates it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('E2E перевод');
  await signIn(page, '/admin/');
  const headers = await storedAuthorization(page);
  const { id } = await createRecord(page.request, headers, 'projects', {
    name: { ru: name },
    description: { ru: 'Описание', en: 'Description', kk: 'Сипаттама' },
    location: { ru: 'Атырау', en: 'Atyrau', kk: 'Атырау' },
    specialistsCount: 3,
    status: 'draft',
  });

  // The dashboard counts it for both languages and links to the filtered list.
  await page.reload();
  const waiting = page.getByRole('link', { name: /^Проекты: ждут перевода на английский/ });
  await expect(waiting).toHaveText(/^[1-9]\d*$/);
  await waiting.click();
  await expect(page).toHaveURL(/\/admin\/projects\?filter=.*needsTranslation/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // It counts the fields: only the name lacks a translation (issue 45, T1).
  await expect(row.getByText('EN: 1 поле без перевода')).toBeVisible();
  await expect(row.getByText('KK: 1 поле без перевода')).toBeVisible();

  // The form marks the missing fields; translating them clears the marks.
  await page.goto(`/admin/projects/${id}`);
  await expect(page.getByText('Английский: нет перевода')).toBeVisible();
  await page.getByRole('textbox', { name: 'Название (EN)', exact: true }).fill(`${name} EN`);
  await page.getByRole('textbox', { name: 'Название (KK)', exact: true }).fill(`${name} KK`);
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/projects(\?.*)?$/);
  await page.goto(`/admin/projects?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('EN есть')).toBeVisible();

  // The Russian changes: both translations are outdated until re-saved or checked.
  await page.goto(`/admin/projects/${id}`);
  await page.getByRole('textbox', { name: 'Название (RU)', exact: true }).fill(`${name} (изменено)`);
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/projects(\?.*)?$/);
  await page.goto(`/admin/projects/${id}`);
  await expect(page.getByText(/Английский: перевод устарел/)).toBeVisible();
  // The translator sees what changed in the Russian since they translated it: the words added.
  const change = page.locator('[data-translation="name.en.outdated"]').getByTestId('russian-change');
  await expect(change.locator('ins')).toHaveText(/изменено/);
  await expect(change).toContainText(name);
  await expect(change.locator('del')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Название (EN)', exact: true }).fill(`${name} EN (changed)`);
  await page.getByRole('checkbox', { name: 'Название (KK): перевод проверен, менять не нужно' }).check();
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/projects(\?.*)?$/);

  const stored = await page.request.get(`/api/projects/${id}`, { headers });
  const { translations } = (await stored.json()).data;
  expect(translations.en).toMatchObject({ missing: [], outdated: [] });
  expect(translations.kk).toMatchObject({ missing: [], outdated: [] });
  expect((await page.request.delete(`/api/projects/${id}`, { headers })).status()).toBe(200);
});

test('a translated list has a row per Russian row, numbered as it is; only the Russian adds and removes rows', async ({
  page,
}) => {
  const headers = await adminAuthorization(page.request);
  const { id } = await createRecord(page.request, headers, 'products', {
    name: { ru: uniqueName('E2E цех списка'), en: 'List workshop', kk: 'Тізім цехы' },
    description: { ru: 'Описание', en: 'Description', kk: 'Сипаттама' },
    info: { ru: ['Балки', 'Фермы', 'Колонны'], en: ['Beams'] },
    status: 'draft',
  });
  await signIn(page, `/admin/products/${id}`, 'translator');
  const english = page.getByRole('group', { name: 'Производимая продукция (EN)' });
  await expect(english.getByRole('textbox')).toHaveCount(3);
  await expect(english.getByRole('button', { name: /Добавить|Удалить/ })).toHaveCount(0);
  await english.getByRole('textbox', { name: 'Изделие 2' }).fill('Trusses');
  await english.getByRole('textbox', { name: 'Изделие 3' }).fill('Columns');
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);
  const stored = await page.request.get(`/api/products/${id}`, { headers });
  expect((await stored.json()).data.info).toMatchObject({
    ru: ['Балки', 'Фермы', 'Колонны'],
    en: ['Beams', 'Trusses', 'Columns'],
  });
});
