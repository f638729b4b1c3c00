import { expect } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

import { pngFile, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILD_TIMEOUT, REBUILT } from './rebuild.ts';

test('a partner added with a logo in the admin and dragged first leads the footer strip after the rebuild, which the admin announces; the home page shows the published certificates', async ({
  page,
  request,
  headers,
}) => {
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

  // Only https links are kept: the form says so beside the field and saves nothing.
  const link = page.getByRole('textbox', { name: 'Ссылка на сайт' });
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Ссылка должна начинаться с https://', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/partners\/new$/);
  await link.fill('https://partner.example.kz/');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/admin\/partners(\?.*)?$/);
  await expect(page.getByText('Сохранено. Запись опубликована', { exact: false })).toBeVisible();

  // The list is in the strip's order, a new partner at its end; dragged by its handle, it goes first.
  await page.setViewportSize({ width: 1440, height: 2200 });
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Orkenline');
  await expect(rows.last()).toContainText(name);
  const handle = (await page.getByRole('button', { name: `Перетащить «${name}»` }).boundingBox()) as Box;
  const target = (await rows.first().boundingBox()) as Box;
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, handle.y - 20, { steps: 5 });
  await page.mouse.move(x, target.y + 5, { steps: 25 });
  await page.mouse.up();
  await expect(rows.first()).toContainText(name);
  await expect(rows.nth(1)).toContainText('Orkenline');
  await expect(page.getByText('Порядок сохранён — сайт обновляется', { exact: false })).toBeVisible();
  // The admin says when the rebuild carrying the new order is live, without a trip to the dashboard.
  await expect(page.getByText('Сайт обновлён: изменения уже видны посетителям.')).toBeVisible({
    timeout: REBUILD_TIMEOUT,
  });
  // Saved: read again, the list keeps it.
  await page.reload();
  await expect(rows.first()).toContainText(name);

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
  // Every published partner follows it: the 13 built-in ones and any other spec's (drafts never).
  const partners = (await (await request.get('/api/partners?lang=ru')).json()).data as unknown[];
  expect(partners.length).toBeGreaterThanOrEqual(14);
  await expect(strip.locator('img')).toHaveCount(partners.length);

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
