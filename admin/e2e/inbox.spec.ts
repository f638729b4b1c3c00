import { readFile } from 'node:fs/promises';
import { type APIRequestContext, test } from '@playwright/test';
import { expect, sendRequest, signIn, uniqueName } from './session.ts';

test.describe.configure({ timeout: 120_000 });

/** A request from the English contacts page. */
const sendEnglishRequest = (request: APIRequestContext, name: string) =>
  sendRequest(request, {
    name,
    phone: '+7 (701) 555-12-34',
    email: 'buyer@example.kz',
    message: 'Please quote 40 m of ducts.',
    locale: 'en',
  });

test('a request: call or answer it from its page, assign it to a colleague, leave a note', async ({
  page,
}) => {
  const id = await sendEnglishRequest(page.request, uniqueName('Buyer'));
  await signIn(page, `/admin/requests/${id}/show`);

  await expect(page.getByRole('link', { name: '+7 (701) 555-12-34' })).toHaveAttribute(
    'href',
    'tel:+77015551234',
  );
  // The reply's subject names the request in the language the visitor wrote in.
  await expect(page.getByRole('link', { name: 'buyer@example.kz' })).toHaveAttribute(
    'href',
    `mailto:buyer@example.kz?subject=${encodeURIComponent(`Your request No. ${id}`)}`,
  );

  await page.getByRole('combobox', { name: 'Ответственный' }).click();
  await page.getByRole('option', { name: 'editor@example.kz (редактор)' }).click();
  await expect(page.getByText('Ответственный назначен')).toBeVisible();

  const note = `Позвонили, ждут смету ${uniqueName('№')}`;
  await page.getByRole('textbox', { name: 'Новая заметка' }).fill(note);
  await page.getByRole('button', { name: 'Добавить заметку' }).click();
  const notes = page.getByRole('region', { name: 'Внутренние заметки' });
  await expect(notes.getByText(note)).toBeVisible();
  await expect(notes.getByText(/admin@example\.kz/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Новая заметка' })).toHaveValue('');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Ответственный' })).toHaveText(
    'editor@example.kz (редактор)',
  );
  await expect(page.getByRole('region', { name: 'Внутренние заметки' }).getByText(note)).toBeVisible();

  for (const width of [375, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/screens/request-${width}.png`, fullPage: true });
  }
});

test('the action log is exported as CSV with every entry the filters select, formulas kept as text', async ({
  page,
}) => {
  // A failed sign-in records the address as typed: a cell that a spreadsheet would run as a formula.
  const typed = `=1+2${Date.now()}@example.kz`;
  const failed = await page.request.post('/api/auth/login', { data: { email: typed, password: 'wrong' } });
  expect(failed.status()).toBe(401);

  await signIn(page, '/admin/audit');
  await page.getByLabel('Действие').click();
  await page.getByRole('option', { name: 'Неудачный вход', exact: true }).click();
  // The filter reaches the list (and the export) after the form's pause: the address says when it has.
  await expect(page).toHaveURL(/sign_in_failed/);
  await expect(page.getByRole('row').filter({ hasText: 'Неудачный вход' }).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Экспорт в CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFF"Когда";"Сотрудник";"Действие";"Запись";"IP-адрес"\r\n')).toBe(true);
  const lines = csv.split('\r\n').slice(1);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.includes(';"Неудачный вход";'))).toBe(true);
  expect(csv).toContain(`"'${typed}"`);
  expect(csv).not.toContain(`"${typed}"`);
});
