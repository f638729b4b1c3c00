import { test } from '@playwright/test';
import { expect, sendRequest, signIn, uniqueName } from './session.ts';

// An application comes through the API as the vacancy page's form sends it (proof of work included).
test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** An application to vacancy 1 with a PDF CV; answers its id. */
function apply(request: Parameters<typeof sendRequest>[0], name: string) {
  return sendRequest(
    request,
    {
      vacancyId: '1',
      vacancyTitle: 'Сварщик',
      name,
      phone: '+7 701 555 12 34',
      message: 'Опыт сварки 8 лет. <b>не разметка</b>',
    },
    {
      path: '/api/applications',
      files: { cv: { name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: PDF } },
    },
  );
}

test('an administrator finds an application in «Отклики», opens the CV (logged), notes and closes it', async ({
  page,
  request,
}) => {
  const name = uniqueName('Ерлан');
  const id = await apply(request, name);

  await signIn(page, '/admin/');
  await page.getByRole('menuitem', { name: 'Отклики' }).click();
  await expect(page).toHaveURL(/\/admin\/applications/);
  await page.getByRole('textbox', { name: 'Поиск откликов' }).fill(name);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('новый');
  await expect(row).toContainText('Сварщик');

  await row.getByRole('link', { name: 'Открыть' }).click();
  await expect(page.getByRole('heading', { name: 'Отклик', level: 1 })).toBeVisible();
  await expect(page.getByText('Опыт сварки 8 лет. <b>не разметка</b>', { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Скачать резюме Резюме\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Резюме.pdf');

  await page.getByLabel('Внутренние заметки').fill('Пригласить на собеседование');
  await page.getByRole('button', { name: 'Сохранить заметки' }).click();
  await expect(page.getByText('Заметки сохранены')).toBeVisible();
  await page.getByRole('button', { name: 'Закрыть отклик' }).click();
  await expect(page.getByText('Статус отклика изменён')).toBeVisible();

  // The opening is in the action log, linked to the application.
  await page.goto('/admin/audit');
  await expect(page.getByRole('link', { name: `Отклик №${id} — Резюме.pdf` }).first()).toBeVisible();
});

test('an editor sees no «Отклики» and cannot open one by its address', async ({ page, request }) => {
  const id = await apply(request, uniqueName('Айдана'));
  await signIn(page, '/admin/', 'editor');
  await expect(page.getByRole('menuitem', { name: 'Заявки' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Отклики' })).toHaveCount(0);
  await page.goto(`/admin/applications/${id}/show`);
  await expect(page.getByText('Опыт сварки 8 лет.', { exact: false })).toHaveCount(0);
});
