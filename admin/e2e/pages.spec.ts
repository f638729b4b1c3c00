import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import { expect, pngFile, signIn } from './session.ts';

test.describe.configure({ timeout: 120_000 });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('login, dashboard, a list and a form have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page);
  await expect(page.getByTestId('api-version')).toHaveText('v1.0.0');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/products');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/news/new');
  // The editor is the biggest chunk of the back office and loads only now.
  await expect(page.locator('#news-body-panel-ru .ProseMirror')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sidebar names the sections and the dashboard links to each list and form', async ({ page }) => {
  await signIn(page);
  const menu = ['Панель управления', 'Продукты', 'Услуги', 'Проекты', 'Новости'];
  for (const label of menu) await expect(page.getByRole('menuitem', { name: label })).toBeVisible();

  await page
    .getByRole('link', { name: /Услуги/ })
    .filter({ hasText: /\d/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole('heading', { name: 'Услуги', level: 1 })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Панель управления' }).click();
  await page.getByRole('link', { name: 'Новая новость' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  await page.getByRole('link', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
});

test('a search without matches suggests changing the query', async ({ page }) => {
  await signIn(page, '/admin/projects');
  await page.getByLabel('Поиск проектов').fill('no project is called like this 9f8e7d');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await expect(page.getByText('Попробуйте изменить поисковый запрос.')).toBeVisible();
});

test('the list table keeps the spec widths on a phone, with the menu in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, '/admin/products');
  const table = page.locator('table').first();
  await expect(table).toBeVisible();
  expect((await table.boundingBox())?.width).toBeGreaterThanOrEqual(800);
  // Spec 9: every column at least 150px wide, the actions column 120px.
  const widths = await table
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((cell) => [cell.className, cell.getBoundingClientRect().width] as const),
    );
  expect(widths.length).toBeGreaterThan(3);
  for (const [className, width] of widths)
    expect(width, className).toBeGreaterThanOrEqual(className.includes('column-actions') ? 120 : 150);
  await expect(page.getByRole('menuitem', { name: 'Продукты' })).toBeHidden();
  await page.getByRole('button', { name: /меню/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Продукты' })).toBeVisible();
});

test('the image test page shows an uploaded image through both addresses', async ({ page }) => {
  await signIn(page, '/admin/image-test');
  await page.getByLabel('Загрузить пробное изображение').setInputFiles(await pngFile('sample.png'));
  const images = page.getByRole('main').getByRole('img');
  await expect(images).toHaveCount(2);
  const sources = await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  expect(sources[0]).toMatch(/^\/api\/uploads\//);
  expect(sources[1]).toMatch(/^http:\/\/[^/]+\/api\/uploads\//);
  await expect
    .poll(() => images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).naturalWidth)))
    .toEqual([48, 48]);
});
