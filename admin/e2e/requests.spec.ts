import { readFile } from 'node:fs/promises';
import { pages } from '@industrial/content-seed/pages';
import { test } from '@playwright/test';
import { DICTIONARIES, hydrated } from '../../site/e2e/support.ts';
import { expect, sendRequest, signIn, uniqueName } from './session.ts';

const kk = DICTIONARIES.kk;

// A request goes through the site's form (proof of work included), then through the back office.
test.describe.configure({ timeout: 180_000 });

/** The version of the privacy policy the site was built with (the seed's), and the language it was read in. */
const AGREED = /редакция 1 от \d{1,2} [а-я]+ \d{4} г\., язык казахский/;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a request sent from /kk/contacts reaches the inbox: open, download, take up, export, delete', async ({
  page,
}) => {
  const name = uniqueName('Ержан');
  const message = 'Бағасын жіберіңіз. <b>белгі емес</b>';

  await page.goto('/kk/contacts');
  const form = page.locator('form.request-form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'form.request-form');
  await form.getByLabel(kk['request.name']).fill(name);
  await form.getByLabel(kk['request.company'], { exact: false }).fill('ТОО «Жайық»');
  await form.getByLabel(kk['request.email']).fill('erzhan@example.kz');
  await form.getByLabel(kk['request.message']).fill(message);
  await form.getByLabel(kk['request.attachment'], { exact: false }).setInputFiles({
    name: 'смета.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: kk['request.submit'] }).click();
  await expect(form.getByRole('status')).toContainText(kk['request.success'], { timeout: 30_000 });
  await expect(form.getByLabel(kk['request.name'])).toHaveValue('');

  // The dashboard counts it and says that mail is off (no SMTP on this server).
  await signIn(page, '/admin/');
  await expect(page.getByTestId('new-requests')).not.toHaveText('—');
  expect(Number(await page.getByTestId('new-requests').textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('notifications-off')).toContainText(
    'Уведомления о заявках по почте выключены',
  );

  await page.getByRole('menuitem', { name: 'Заявки' }).click();
  await expect(page).toHaveURL(/\/admin\/requests/);
  await page.getByRole('textbox', { name: 'Поиск заявок' }).fill(name);
  // The debounced search has put its filter in the address: otherwise it could land after the click
  // on Открыть below and take the page back to the list.
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('новая');
  await expect(row).toContainText('выключено');
  await expect(row).toContainText('смета.pdf');

  // The CSV opens in Excel: a byte-order mark, semicolons, the Cyrillic intact.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Экспорт в CSV' }).click(),
  ]);
  const exported = await readFile(await csv.path());
  expect(exported.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = exported.toString('utf8');
  expect(text).toContain(
    '"№";"Получена";"Статус";"Имя";"Компания";"Телефон";"Электронная почта";"Сообщение";"Позиция";"Раздел и номер позиции";"Страница отправки";"Источник";"Канал (utm_medium)";"Кампания";"Первая страница визита";"Файл";"Уведомление";"Политика конфиденциальности"',
  );
  expect(text.split('\n').find((line) => line.includes(name))).toMatch(AGREED);
  expect(text).toContain(`;"новая";"${name}";"ТОО «Жайық»";"";"erzhan@example.kz";`);

  await row.getByRole('link', { name: 'Открыть' }).click();
  await expect(page.getByRole('heading', { name: 'Заявка', level: 1 })).toBeVisible();
  // What the visitor typed is shown as text, never as markup.
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.locator('main b', { hasText: 'белгі емес' })).toHaveCount(0);
  await expect(page.getByText('казахский', { exact: true })).toBeVisible();
  // The version of the privacy policy the form showed, in the page's language, and its text.
  const consent = page.getByText('Согласие с политикой конфиденциальности:');
  await expect(consent).toHaveText(AGREED);
  await page.getByRole('button', { name: 'Открыть текст этой редакции' }).click();
  const policy = page.getByRole('dialog', {
    name: 'Политика конфиденциальности, редакция 1, язык казахский',
  });
  await expect(policy.getByRole('heading', { name: pages.privacy.heroTitle.kk })).toBeVisible();
  await expect(policy).toContainText(pages.privacy.sections[0]?.title.kk ?? '');
  await policy.getByRole('button', { name: 'Закрыть' }).click();
  await expect(policy).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Скачать смета\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('смета.pdf');
  expect(await readFile(await download.path())).toEqual(PDF);

  await page.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(page.getByText('Статус заявки изменён')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Закрыть заявку' })).toBeVisible();
  await expect(page.locator('main').getByText('в работе', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Удалить заявку' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Подтвердить|Удалить/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/requests(\?.*)?$/);
  await page.getByRole('textbox', { name: 'Поиск заявок' }).fill(name);
  // The debounced search has put its filter in the address: otherwise it could land after the click
  // on Открыть below and take the page back to the list.
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
});

test('the CSV export keeps what a visitor typed as text, also a formula after a comma (review L8)', async ({
  page,
  request,
}) => {
  const name = uniqueName('Ivan');
  await sendRequest(request, {
    name: `${name},=cmd|' /C calc'!A0`,
    company: "ACME,=HYPERLINK('https://evil.example','open')",
    phone: '+7 701 555 12 34',
    message: '@SUM(1+1)\n-2+3; =1+1',
  });

  await signIn(page, '/admin/requests');
  await page.getByRole('textbox', { name: 'Поиск заявок' }).fill(name);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Экспорт в CSV' }).click(),
  ]);
  const text = (await readFile(await csv.path())).toString('utf8');
  // Every cell quoted, so a spreadsheet that splits on commas keeps each whole; and no cell, nor any
  // part after a separator, starts a formula.
  expect(text).toContain(
    `;"новая";"${name},'=cmd|' /C calc'!A0";"ACME,'=HYPERLINK('https://evil.example','open')";"'+7 701 555 12 34";"";"'@SUM(1+1)\n'-2+3;' =1+1";`,
  );
});
