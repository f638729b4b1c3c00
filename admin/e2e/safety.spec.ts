import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_DATA_DIR } from '../../e2e/env.ts';
import { expect, pngFile, signIn, uniqueName } from './session.ts';

/** A bearer header for calls the test makes itself (creating the records it then edits). */
async function apiAuth(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  return { Authorization: `Bearer ${(await login.json()).data.accessToken}` };
}

async function create(request: APIRequestContext, resource: string, data: object): Promise<number> {
  const response = await request.post(`/api/${resource}`, { headers: await apiAuth(request), data });
  expect(response.status()).toBe(201);
  return (await response.json()).data.id;
}

const submit = (page: Page) => page.locator('form').getByRole('button', { name: 'Обновить' }).click();

test('a draft news item is previewed in Kazakh before it is published; its public page is 404', async ({
  page,
  request,
}) => {
  const headline = uniqueName('Жоба жаңалығы');
  const id = await create(request, 'news', {
    status: 'draft',
    name: { ru: uniqueName('Черновик новости'), kk: headline },
    description: { ru: 'Анонс черновика', kk: 'Жоба туралы қысқаша' },
    mainContent: { ru: '<p>Текст</p>', kk: '<p>Қазақша мәтін: цех пен монтаж.</p>' },
    date: '2026-05-01',
  });

  await signIn(page, `/admin/news/${id}/edit`);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Предпросмотр на казахском' }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(new RegExp(`/preview/news/${id}/kk\\?token=`));
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(preview.getByText('Қазақша мәтін: цех пен монтаж.')).toBeVisible();
  await expect(preview.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(preview.getByRole('status')).toContainText('Алдын ала қарау');

  // The same page in Russian, from the preview's own language links.
  await preview.getByRole('link', { name: 'RU', exact: true }).click();
  await expect(preview).toHaveURL(new RegExp(`/preview/news/${id}/ru\\?token=`));
  await expect(preview.getByText('Анонс черновика')).toBeVisible();

  const link = new URL(preview.url());
  const response = await request.get(`${link.pathname}${link.search}`);
  // The Russian preview is a page like the others, not a 404 that happens to show it (review L3).
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toContain('noindex');
  expect(response.headers()['cache-control']).toBe('no-store');
  const scripts = /script-src [^;]*/.exec(response.headers()['content-security-policy'] ?? '')?.[0];
  expect(scripts).toMatch(/'sha256-/);
  expect(scripts).not.toContain('unsafe-inline');
  // Without the signed link, or with a forged one, nothing is shown; the public page does not exist.
  expect((await request.get(link.pathname)).status()).toBe(401);
  expect((await request.get(`${link.pathname}?token=${link.searchParams.get('token')}x`)).status()).toBe(401);
  expect((await request.get(`/kk/news/${id}`)).status()).toBe(404);
  const sitemap = await request.get('/sitemap-0.xml');
  expect(await sitemap.text()).not.toContain('/preview/');
});

test('a preview in every language leaves out an image that does not load, as the build does (review L2, L3)', async ({
  request,
}) => {
  const headers = await apiAuth(request);
  const picture = await pngFile('lost.png');
  const uploaded = await request.post('/api/upload', { headers, multipart: { file: picture } });
  expect(uploaded.status()).toBe(201);
  const img: string = (await uploaded.json()).data.url;
  const name = uniqueName('Проект с пропавшим снимком');
  const id = await create(request, 'projects', {
    status: 'draft',
    name: { ru: name, en: `${name} EN`, kk: `${name} KK` },
    description: { ru: 'Монтаж вентиляции' },
    location: { ru: 'Атырау' },
    specialistsCount: 4,
    img,
    imgAlt: { ru: 'Цех после монтажа' },
  });
  // The upload is lost after the save (a deleted file, a volume restored without it).
  await rm(join(E2E_DATA_DIR, img.replace(/^\/(api\/)?/, '')));

  const links = await request.post(`/api/projects/${id}/preview`, { headers });
  const { urls } = (await links.json()).data;
  for (const locale of ['ru', 'en', 'kk']) {
    const page = await request.get(urls[locale]);
    expect(page.status(), locale).toBe(200);
    const html = await page.text();
    expect(html, locale).toContain(locale === 'ru' ? name : `${name} ${locale.toUpperCase()}`);
    expect(html, locale).not.toContain(img.split('/').pop() as string);
  }
});

test('a product edited twice is restored to its first version from the history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const first = uniqueName('Цех первый');
  const id = await create(request, 'products', {
    status: 'draft',
    name: { ru: first, en: `${first} EN` },
    description: { ru: 'Описание первой версии' },
  });
  await signIn(page, `/admin/products/${id}/edit`);
  const name = page.getByRole('textbox', { name: 'Название (RU)', exact: true });
  for (const edit of ['Цех второй', 'Цех третий']) {
    await expect(name).not.toHaveValue('');
    await name.fill(edit);
    await submit(page);
    await expect(page).toHaveURL(/\/admin\/products(\?.*)?$/);
    await page.goto(`/admin/products/${id}/edit`);
  }
  await expect(name).toHaveValue('Цех третий');

  const history = page.getByRole('table', { name: 'История изменений' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('Изменение: Название (RU)');
  await expect(history.getByRole('row').nth(1)).toContainText(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Сравнить версию 1 с текущей' }).click();
  const comparison = page.getByRole('dialog');
  const changed = comparison.getByRole('row', { name: /Название \(RU\)/ });
  await expect(changed).toContainText(first);
  await expect(changed).toContainText('Цех третий');
  await expect(changed).toContainText('изменено');
  // Only the changed lines at first; every line on demand.
  const english = comparison.getByRole('row', { name: /Название \(EN\)/ });
  await expect(english).toHaveCount(0);
  await comparison.getByLabel('Только изменённые поля').uncheck();
  await expect(english).toContainText(`${first} EN`);
  await expect(english).not.toContainText('изменено');
  // Nothing of the translations would change: restoring the Russian alone is not offered.
  await expect(comparison.getByRole('button', { name: 'Восстановить только русский текст' })).toHaveCount(0);
  await comparison.getByRole('button', { name: 'Восстановить', exact: true }).click();
  await expect(page.getByText('Версия 1 восстановлена и сохранена как новая')).toBeVisible();
  await expect(name).toHaveValue(first);
  await expect(history.getByRole('row').nth(1)).toContainText('Восстановление');

  const stored = await request.get(`/api/products/${id}`, { headers: await apiAuth(request) });
  expect((await stored.json()).data).toMatchObject({ name: { ru: first }, version: 4 });
});

test('restoring the Russian of an earlier version keeps the translation written since', async ({
  page,
  request,
}) => {
  const first = uniqueName('Услуга первая');
  const id = await create(request, 'services', {
    status: 'draft',
    name: { ru: first, en: 'First service' },
    description: { ru: 'Описание' },
  });
  const headers = await apiAuth(request);
  const changed = await request.put(`/api/services/${id}`, {
    headers,
    data: { name: { ru: 'Услуга вторая', en: 'Second service, translated since' } },
  });
  expect(changed.status()).toBe(200);
  await signIn(page, `/admin/services/${id}/edit`);
  await page.getByRole('button', { name: 'Сравнить версию 1 с текущей' }).click();
  const comparison = page.getByRole('dialog');
  await expect(comparison.getByTestId('translations-restored')).toContainText('Название (EN)');
  await comparison.getByRole('button', { name: 'Восстановить только русский текст' }).click();
  await expect(page.getByText('Русский текст версии 1 восстановлен, переводы сохранены')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Название (RU)', exact: true })).toHaveValue(first);
  await expect(page.getByRole('textbox', { name: 'Название (EN)', exact: true })).toHaveValue(
    'Second service, translated since',
  );
});

test('of two people editing one project, the second save is refused and keeps its text', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await create(request, 'projects', {
    status: 'draft',
    name: { ru: uniqueName('Общий проект') },
    description: { ru: 'Описание' },
    location: { ru: 'Атырау' },
    specialistsCount: 10,
  });
  const [alice, bob] = await Promise.all([browser.newPage(), browser.newPage()]);
  try {
    await signIn(alice, `/admin/projects/${id}/edit`);
    await signIn(bob, `/admin/projects/${id}/edit`);
    const aliceLocation = alice.getByRole('textbox', { name: 'Местоположение (RU)', exact: true });
    const bobLocation = bob.getByRole('textbox', { name: 'Местоположение (RU)', exact: true });
    await expect(aliceLocation).toHaveValue('Атырау');
    await expect(bobLocation).toHaveValue('Атырау');

    await aliceLocation.fill('Актау');
    await submit(alice);
    await expect(alice).toHaveURL(/\/admin\/projects(\?.*)?$/);

    await bobLocation.fill('Уральск, промзона');
    await submit(bob);
    // It names who saved first, and when (issue 45, E12).
    const alert = bob.getByRole('alert').filter({ hasText: 'после того, как вы открыли форму' });
    await expect(alert).toContainText(`Эту запись изменил(а) ${ADMIN_EMAIL} (`);
    await expect(bob).toHaveURL(new RegExp(`/admin/projects/${id}/edit$`));
    await expect(bobLocation).toHaveValue('Уральск, промзона');

    const newer = bob.context().waitForEvent('page');
    await alert.getByRole('link', { name: 'Открыть новую версию в новой вкладке' }).click();
    const tab = await newer;
    await expect(tab.getByRole('textbox', { name: 'Местоположение (RU)', exact: true })).toHaveValue('Актау');
    await tab.close();

    const stored = await request.get(`/api/projects/${id}`, { headers: await apiAuth(request) });
    expect((await stored.json()).data.location).toEqual({ ru: 'Актау' });
  } finally {
    await Promise.all([alice.close(), bob.close()]);
  }
});

test('a save cut off by the network keeps everything typed; leaving with changes asks first', async ({
  page,
  request,
}) => {
  const id = await create(request, 'services', {
    status: 'draft',
    name: { ru: uniqueName('Услуга без потерь') },
    description: { ru: 'Описание' },
  });
  await signIn(page, `/admin/services/${id}/edit`);
  const description = page.getByRole('textbox', { name: 'Описание (EN)', exact: true });
  await description.fill('Typed before the network went down');

  await page.route(`**/api/services/${id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await submit(page);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${id}/edit$`));
  await expect(description).toHaveValue('Typed before the network went down');

  // Leaving asks, in Russian; staying keeps the text.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Отмена' }).click();
  await expect.poll(() => asked).toEqual([expect.stringContaining('несохранённые изменения')]);
  await expect(page).toHaveURL(new RegExp(`/admin/services/${id}/edit$`));
  await expect(description).toHaveValue('Typed before the network went down');

  await page.unroute(`**/api/services/${id}`);
  await submit(page);
  await expect(page).toHaveURL(/\/admin\/services(\?.*)?$/);
  const stored = await request.get(`/api/services/${id}?lang=en`, { headers: await apiAuth(request) });
  expect((await stored.json()).data.description).toBe('Typed before the network went down');
});
