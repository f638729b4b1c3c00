import { readFileSync } from 'node:fs';
import { pages } from '@industrial/content-seed/pages';
import { expect } from '@playwright/test';
import { createRecord, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

const DATASHEET = readFileSync(new URL('../../content-seed/documents/workshop-2-ru.pdf', import.meta.url));

test('a document uploaded in the admin and attached to a workshop and a certificate is listed on their pages after the rebuild, and downloads as that PDF', async ({
  page,
  request,
  headers,
}) => {
  // A workshop of this test's own, so that the built-in ones stay as the other specs expect.
  const name = uniqueName('Цех гибки');
  const workshop = await createRecord(request, headers, 'products', {
    status: 'published',
    name: { ru: name, en: `${name} EN`, kk: `${name} KK` },
    description: { ru: 'Гибка листа.', en: 'Sheet bending.', kk: 'Табақты ию.' },
  });
  const title = uniqueName('Паспорт цеха гибки');
  const certificate = (await (await request.get('/api/certificates/1?lang=ru')).json()).data;

  await signIn(page, '/admin/documents/new');
  const file = page.getByLabel('Выбрать файл: Файл');
  // A page named .pdf is refused in Russian, and nothing is kept in the form.
  await file.setInputFiles({
    name: 'datasheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>x</body></html>'),
  });
  await expect(page.getByRole('alert')).toContainText('не является документом');
  await expect(page.getByTestId('document-file')).toHaveText('Файл не выбран');

  await file.setInputFiles({ name: 'Паспорт цеха.pdf', mimeType: 'application/pdf', buffer: DATASHEET });
  await expect(page.getByTestId('document-file')).toContainText('Паспорт цеха.pdf, 35 КБ');
  await page.getByRole('textbox', { name: 'Название (RU)' }).fill(title);
  await page.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('checkbox', { name: certificate.title, exact: true }).check();
  await page.locator('form').getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/, { timeout: 30_000 });

  await expect
    .poll(async () => (await request.get(`/product/${workshop.id}`)).text(), REBUILT)
    .toContain(title);
  await page.goto(`/product/${workshop.id}`);
  const link = page.getByRole('region', { name: 'Документы' }).getByRole('link', { name: title });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Паспорт цеха.pdf');
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  expect(bytes.equals(DATASHEET)).toBe(true);
  const href = (await link.getAttribute('href')) as string;

  // The certificate on the home page opens its PDF as well as its picture.
  await expect.poll(async () => (await request.get('/')).text(), REBUILT).toContain(title);
  await page.goto('/');
  const quality = page.getByRole('region', { name: pages.home.qualityTitle.ru });
  await expect(quality.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', href);
});
