import { expect, test } from '@playwright/test';
import { adminAuthorization, pngFile, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { REBUILD_TIMEOUT, REBUILT } from './rebuild.ts';

test('a partner added with a logo in the admin and moved first leads the footer strip after the rebuild; the home page shows the published certificates', async ({
  page,
  request,
}) => {
  test.setTimeout(2 * REBUILD_TIMEOUT + 120_000);
  const headers = await adminAuthorization(request);
  // A draft certificate: saved, but never on the public page.
  const draftTitle = uniqueName('Черновик сертификата');
  const draft = await request.post('/api/certificates', {
    headers,
    data: {
      status: 'draft',
      title: { ru: draftTitle },
      image: '/uploads/certificates-1-image.webp',
      imageAlt: { ru: 'Скан черновика сертификата' },
      position: -1,
    },
  });
  expect(draft.status()).toBe(201);
  // Its preview is the home page, where it would lead the gallery once published.
  const preview = await request.post(`/api/certificates/${(await draft.json()).data.id}/preview`, {
    headers,
  });
  expect(preview.status()).toBe(201);
  await page.goto((await preview.json()).data.urls.ru);
  await expect(page.locator('.certificate-title').first()).toHaveText(draftTitle);

  // A published certificate gets its issuer and validity date, which the gallery shows under it.
  const [shown] = (await (await request.get('/api/certificates')).json()).data;
  const issuer = uniqueName('ТОО «Казахстанский институт стандартизации»');
  expect(
    (
      await request.put(`/api/certificates/${shown.id}`, {
        headers,
        data: { issuer: { ru: issuer }, validUntil: '2027-03-01' },
      })
    ).status(),
  ).toBe(200);

  const name = uniqueName('Партнёр');
  await signIn(page, '/admin/partners/new');
  await page.getByRole('textbox', { name: 'Название (RU)', exact: true }).fill(name);
  await page.getByLabel('Выбрать файл: Логотип').setInputFiles(await pngFile('logo.png', '#1f5f99'));
  await expect(page.getByRole('img', { name: 'Предпросмотр: Логотип' })).toBeVisible();
  // A logo says its owner's name to those who cannot see it.
  await page.getByRole('textbox', { name: 'Описание логотипа (RU)', exact: true }).fill(name);
  await page.getByLabel('Порядок').fill('99');

  // Only https links are kept: the form says so beside the field and saves nothing.
  const link = page.getByRole('textbox', { name: 'Ссылка на сайт' });
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Ссылка должна начинаться с https://', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/partners\/new$/);
  await link.fill('https://partner.example.kz/');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/admin\/partners(\?.*)?$/);

  // Moved first: the list is in the strip's order, where the new partner does not lead until then.
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Orkenline');
  await page.getByLabel('Поиск партнёров').fill(name);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Редактировать' }).click();
  await page.getByLabel('Порядок').fill('-1');
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/partners(\?.*)?$/);
  await page.goto('/admin/partners?filter=%7B%7D');
  await expect(firstRow).toContainText(name);

  const homePage = async () => {
    const response = await request.get('/');
    return response.ok() ? await response.text() : `HTTP ${response.status()}`;
  };
  // Saves in a row may give more than one build: wait for the one where the partner leads the strip.
  const firstLogo = async () => /<ul class="logo-row">\s*<li>.*?alt="([^"]*)"/s.exec(await homePage())?.[1];
  await expect.poll(firstLogo, REBUILT).toBe(name);

  await page.goto('/');
  const strip = page.locator('.logo-row').first();
  const first = strip.locator('li').first();
  await expect(first.getByRole('img', { name })).toBeVisible();
  await expect(first.locator('a')).toHaveAttribute('href', 'https://partner.example.kz/');
  // The logo is served by the site itself, resized at build time.
  expect(await first.locator('img').getAttribute('src')).toMatch(/^\/_astro\//);
  // The 13 built-in partners follow it.
  await expect(strip.locator('img')).toHaveCount(14);

  const published = (await (await request.get('/api/certificates?lang=ru')).json()).data as {
    title: string;
  }[];
  expect(published.length).toBeGreaterThan(0);
  await expect(page.locator('.certificate-title')).toHaveText(published.map((item) => item.title));
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  const details = page
    .locator('.certificates li')
    .filter({ hasText: shown.title.ru })
    .locator('.certificate-details');
  await expect(details).toContainText(`Кем выдан: ${issuer}`);
  await expect(details).toContainText('Действителен до 01.03.2027');
  await page.goto('/en/');
  await expect(page.locator('.certificate-details').first()).toContainText('Valid until');
});
