import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { DICTIONARIES, hydrated, published } from '../../site/e2e/support.ts';
import { expect, signIn, uniqueName } from './session.ts';

const en = DICTIONARIES.en;

// A request goes through the site's form (proof of work included), then through the back office.
test.describe.configure({ timeout: 180_000 });

test('a quote asked from a workshop page names the workshop, and the inbox shows it with where the visit came from', async ({
  page,
}) => {
  const [workshop] = await published<{ id: number; name: string }>('products', 'en');
  if (!workshop) throw new Error('the built-in content has workshops');
  const name = uniqueName('Aigerim');

  // The visit starts on /en/production from a campaign's link, then goes to a workshop's page.
  await page.goto('/en/production?utm_source=test&utm_campaign=spring');
  await page.getByRole('link', { name: workshop.name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(workshop.name);
  const workshopPath = new URL(page.url()).pathname;

  // «Request a quote» is a plain link to the form, carrying the workshop.
  await page.getByRole('link', { name: `${en['quote.label'].replace('{item}', workshop.name)}` }).click();
  await expect(page).toHaveURL(/\/en\/contacts\?item=products%3A\d+&.*#request$/);
  const form = page.locator('form.request-form');
  await hydrated(page, 'form.request-form');
  await expect(form.locator('.request-item')).toContainText(`${en['request.item']} ${workshop.name}`);

  // The item can be taken off the request…
  const remove = form.getByRole('button', {
    name: en['request.itemRemove'].replace('{item}', workshop.name),
  });
  await remove.click();
  await expect(form.locator('.request-item')).toHaveCount(0);
  await expect(form.getByLabel(en['request.name'])).toBeFocused();
  // …and is there again when the link is followed again; this time it stays.
  await page.reload();
  await hydrated(page, 'form.request-form');
  await expect(form.locator('.request-item')).toContainText(workshop.name);
  await form.getByLabel(en['request.name']).fill(name);
  await form.getByLabel(en['request.email']).fill('aigerim@example.kz');
  await form.getByLabel(en['request.message']).fill('Please quote 40 m of galvanised ducts.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: en['request.submit'] }).click();
  await expect(form.getByRole('status')).toContainText(en['request.success'], { timeout: 30_000 });

  // The dashboard counts it by source, campaign, first page and item.
  await signIn(page, '/admin/');
  const origins = page.getByTestId('request-origins');
  await expect(origins.getByRole('table', { name: 'Источник' })).toContainText('test');
  await expect(origins.getByRole('table', { name: 'Кампания' })).toContainText('spring');
  await expect(origins.getByRole('table', { name: 'Первая страница визита' })).toContainText(
    '/en/production',
  );
  await expect(origins.getByRole('table', { name: 'Заявки со страниц позиций' })).toContainText(
    `${workshop.name} (цех №${workshop.id})`,
  );

  await page.getByRole('menuitem', { name: 'Заявки' }).click();
  await page.getByRole('textbox', { name: 'Поиск заявок' }).fill(name);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${workshop.name} (цех №${workshop.id})`);

  // The CSV carries the item and the source.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Экспорт в CSV' }).click(),
  ]);
  const line = (await readFile(await csv.path(), 'utf8')).split('\n').find((text) => text.includes(name));
  expect(line).toContain(
    `"${workshop.name}";"цех №${workshop.id}";"${workshopPath}";"test";"";"spring";"/en/production";`,
  );

  await row.getByRole('link', { name: 'Открыть' }).click();
  const origin = page.getByTestId('request-origin');
  await expect(origin).toContainText(`${workshop.name} (цех №${workshop.id})`);
  await expect(origin).toContainText('test');
  await expect(origin).toContainText('spring');
  await expect(origin).toContainText('/en/production');
  await expect(origin.getByRole('link', { name: 'Открыть в панели управления' })).toHaveAttribute(
    'href',
    new RegExp(`/products/${workshop.id}$`),
  );
  await expect(origin.getByRole('link', { name: 'Открыть страницу на сайте' })).toHaveAttribute(
    'href',
    workshopPath,
  );

  // The inbox keeps to this workshop's requests.
  await origin.getByRole('link', { name: 'Все заявки по этой позиции' }).click();
  await expect(page.getByText(`Показаны заявки по позиции: ${workshop.name}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
