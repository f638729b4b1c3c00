import { type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminAuthorization, createRecord, expect, pngFile, signIn, uniqueName } from './session.ts';

// Each test signs in, fills a long form and uploads: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [375, 1280, 1440] as const;
const TEXT_FILE = {
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('plain text, not a picture'),
};
/** The spec's text for an upload the server failed (not the file's fault). */
const SERVER_FAULT =
  /^Ошибка загрузки изображения: .+\. Проверьте настройки сервера и права доступа к папке uploads\.$/;

/** Whether the element is on screen where the person is, not above or below it. */
async function inViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + Math.min(box.height, 80) <= height;
}

/** What sits at the middle of the element, as a person clicking there would hit it. */
async function elementAtCentre(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + Math.min(height / 2, 20));
    return hit !== null && node.contains(hit);
  });
}

async function newProduct(page: Page) {
  const headers = await adminAuthorization(page.request);
  const product = await createRecord(page.request, headers, 'products', {
    status: 'draft',
    name: { ru: uniqueName('Длинная форма') },
    description: { ru: 'Описание' },
    info: { ru: ['Первый пункт', 'Второй пункт', 'Третий пункт'] },
    info2: { ru: ['Возможность'] },
    characteristics: { ru: [{ name: 'Толщина', value: '0,5–20 мм' }] },
  });
  return { id: product.id as number, headers };
}

const picker = (page: Page, label = 'Изображение') => page.getByLabel(`Выбрать файл: ${label}`);
/** The image field's own part of the form (the form has a sharing image too). */
const imageField = (page: Page) => page.getByRole('group', { name: 'Изображение', exact: true });

for (const width of WIDTHS) {
  test(`at ${width} px a wrong file is named beside its field, and a save refused by a colleague's save is in view`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    const { id, headers } = await newProduct(page);
    await signIn(page, `/admin/products/${id}/edit`);
    const name = page.getByRole('textbox', { name: 'Название (RU)', exact: true });
    await expect(name).not.toHaveValue('');

    // The file is judged when chosen, and the message says what is wrong with it, beside the
    // button the person clicked to choose it.
    await imageField(page).getByText('Выбрать файл', { exact: true }).scrollIntoViewIfNeeded();
    await picker(page).setInputFiles(TEXT_FILE);
    const refused = page.getByRole('alert').filter({ hasText: 'notes.png' });
    await expect(refused).toHaveText('Файл «notes.png» не загружен: файл не является изображением.');
    expect(await inViewport(page, refused)).toBe(true);
    await expect(imageField(page).getByText('Изображение не выбрано')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`image-error-${width}.png`) });

    // A colleague saves the product meanwhile.
    const colleague = await page.request.put(`/api/products/${id}`, {
      headers,
      data: { name: { ru: uniqueName('Сохранено коллегой') }, description: { ru: 'Описание' } },
    });
    expect(colleague.status()).toBe(200);

    await page.getByRole('textbox', { name: 'Описание (RU)', exact: true }).fill('Мои правки');
    const save = page.locator('form').getByRole('button', { name: 'Обновить' });
    await save.scrollIntoViewIfNeeded();
    expect(await inViewport(page, save)).toBe(true);
    await save.click();

    const stale = page.getByRole('alert').filter({ hasText: 'после того, как вы открыли форму' });
    await expect(stale).toBeVisible();
    await expect.poll(() => inViewport(page, stale), { timeout: 5000 }).toBe(true);
    await expect.poll(() => elementAtCentre(stale)).toBe(true);
    await expect(stale).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Описание (RU)', exact: true })).toHaveValue('Мои правки');
    await page.screenshot({ path: info.outputPath(`stale-${width}.png`) });
  });
}

test('a file too heavy or too large is named with its size, in megabytes or pixels', async ({ page }) => {
  await signIn(page, '/admin/news/new');
  await picker(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'huge.png' })).toHaveText(
    'Файл «huge.png» не загружен: он весит 11 МБ, а можно не больше 10 МБ.',
  );

  const giant = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  await picker(page).setInputFiles({ name: 'giant.png', mimeType: 'image/png', buffer: giant });
  await expect(page.getByRole('alert').filter({ hasText: 'giant.png' })).toHaveText(
    'Файл «giant.png» не загружен: изображение слишком большое: 7000 × 6000 пикселей, а можно не больше 40 млн пикселей.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'huge.png' })).toHaveCount(0);
  await expect(imageField(page).getByText('Изображение не выбрано')).toBeVisible();
});

test('a server fault keeps the spec’s sentence, when choosing and when saving, and nothing is saved', async ({
  page,
}) => {
  await page.route('**/api/upload', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Internal Server Error","message":"x"}',
    }),
  );
  const name = uniqueName('E2E сбой сервера');
  await signIn(page, '/admin/products/new');
  await page.getByRole('textbox', { name: 'Название (RU)', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Описание (RU)', exact: true }).fill('Описание');
  await picker(page).setInputFiles(await pngFile('plant.png'));
  const beside = page.getByRole('alert').filter({ hasText: 'Ошибка загрузки изображения' });
  await expect(beside).toHaveText(SERVER_FAULT);
  // The file stays chosen: the save tries it again, and stops when that fails too.
  await expect(page.getByRole('img', { name: 'Предпросмотр: Изображение' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Описание изображения (RU)', exact: true }).fill('Цех');
  const save = page.locator('form').getByRole('button', { name: 'Создать' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  // The message above the form (the one beside the picker stays too).
  const above = page.locator('[role="alert"][tabindex="-1"]');
  await expect(above).toHaveText(SERVER_FAULT);
  await expect.poll(() => inViewport(page, above), { timeout: 5000 }).toBe(true);
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  const found = await page.request.get(`/api/products?q=${encodeURIComponent(name)}`, {
    headers: await adminAuthorization(page.request),
  });
  expect((await found.json()).data).toEqual([]);
});

test('an SVG logo is drawn as a picture by the server: previewed, then saved and served as PNG', async ({
  page,
}, info) => {
  const name = uniqueName('E2E SVG партнёр');
  await signIn(page, '/admin/partners/new');
  await page.getByRole('textbox', { name: 'Название (RU)', exact: true }).fill(name);
  await picker(page, 'Логотип').setInputFiles({
    name: 'partner.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0a4d8c"/><script>alert(1)</script></svg>',
    ),
  });
  const preview = page.getByRole('img', { name: 'Предпросмотр: Логотип' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2000);
  const src = (await preview.getAttribute('src')) as string;
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/png');
  await page.screenshot({ path: info.outputPath('svg-preview.png') });

  await page.getByRole('textbox', { name: 'Описание логотипа (RU)', exact: true }).fill('Логотип партнёра');
  await page.locator('form').getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/admin\/partners(\?.*)?$/);
  const found = await page.request.get(`/api/partners?q=${encodeURIComponent(name)}`, {
    headers: await adminAuthorization(page.request),
  });
  const [partner] = (await found.json()).data;
  expect(partner.logo).toBe(src.replace(/^\/api/, ''));
  expect(partner.logo).not.toMatch(/svg/);
});

test('replacing an image asks for its description again', async ({ page }, info) => {
  const headers = await adminAuthorization(page.request);
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { file: await pngFile('old.png') },
  });
  const { url } = (await upload.json()).data;
  const project = await createRecord(page.request, headers, 'projects', {
    status: 'draft',
    name: { ru: uniqueName('E2E замена изображения') },
    description: { ru: 'Описание' },
    location: { ru: 'Атырау' },
    specialistsCount: 3,
    img: url,
    imgAlt: { ru: 'Старый цех', en: 'Old workshop' },
  });
  await signIn(page, `/admin/projects/${project.id}/edit`);
  const russian = page.getByRole('textbox', { name: 'Описание изображения (RU)', exact: true });
  const english = page.getByRole('textbox', { name: 'Описание изображения (EN)', exact: true });
  await expect(russian).toHaveValue('Старый цех');

  await picker(page).setInputFiles(await pngFile('new.png', '#2a8c3a'));
  await expect(page.getByRole('img', { name: 'Предпросмотр: Изображение' })).toHaveAttribute(
    'src',
    /\/api\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await expect(russian).toHaveValue('');
  await expect(english).toHaveValue('');
  await expect(page.getByText('Изображение заменено, а прежнее описание относилось к старому')).toBeVisible();

  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByText('Опишите изображение на русском')).toBeVisible();
  await page.screenshot({ path: info.outputPath('describe-again.png') });
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${project.id}/edit$`));

  await russian.fill('Новый цех');
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/projects(\?.*)?$/);
  const stored = await page.request.get(`/api/projects/${project.id}`, { headers });
  const data = (await stored.json()).data;
  expect(data.imgAlt.ru).toBe('Новый цех');
  expect(data.imgAlt.en ?? '').toBe('');
  expect(data.img).not.toBe(url);
});
