import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../e2e/env.ts';
import { type RunningNginx, startNginx } from '../../e2e/nginx.ts';
import { signIn } from './session.ts';

// The redirect is served as the site is: by the app, and by the deploy proxy in front of it.
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx({ siteDir: join(E2E_DATA_DIR, 'site', 'current'), appPort: E2E_PORT });
});
test.afterAll(() => nginx?.stop());

test('staff redirect an old site’s address to a page, it answers 301 through the app and nginx, and a chain is refused in Russian', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, '/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'Переадресации' })).toBeVisible();
  await page.getByRole('link', { name: 'Добавить переадресацию' }).first().click();
  await page.getByLabel('Старый адрес').fill('/o-kompanii/');
  // The hint speaks of any address, not of the one typed (issue 45, E13).
  await expect(page.getByLabel('Старый адрес')).toHaveAccessibleDescription(
    /Если по нему уже открывается страница сайта, переадресация не нужна\.$/,
  );
  await page.getByLabel('Куда вести').fill('/contacts');
  await page.locator('form').getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Переадресация создана')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/redirects(\?.*)?$/);
  const row = page.getByRole('row').filter({ hasText: '/o-kompanii' });
  await expect(row).toContainText('/contacts');

  for (const origin of [baseURL as string, nginx.url]) {
    const client = await playwright.request.newContext({ baseURL: origin, maxRedirects: 0 });
    const moved = await client.get('/o-kompanii?utm_source=card');
    expect(moved.status(), origin).toBe(301);
    expect(moved.headers().location, origin).toBe('/contacts?utm_source=card');
    await client.dispose();
  }

  // Leading to an address that is redirected itself would make a chain: the form says where to lead instead.
  await page.getByRole('link', { name: 'Добавить переадресацию' }).first().click();
  await page.getByLabel('Старый адрес').fill('/staraya-stranitsa');
  await page.getByLabel('Куда вести').fill('/o-kompanii');
  await page.locator('form').getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('С этого адреса уже есть переадресация — на /contacts').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/redirects\/create$/);

  // On a phone the list keeps to the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/redirects');
  await expect(page.getByText('/o-kompanii').first()).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
});
