import { expect, test } from '@playwright/test';
import { localized } from './support.ts';

// The entry page follows the browser language; Russian keeps `/` on the Russian home page.
test.use({ locale: 'ru-RU' });

test('the switcher opens the same page in the chosen language and the choice sticks', async ({ page }) => {
  await page.goto('/production');
  // Followed at once: the choice must stick without waiting for any script to load.
  await page.locator('.language-switcher a[hreflang="en"]').click();
  await expect(page).toHaveURL(localized('en', 'production'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(page).toHaveURL(localized('en', 'production'));

  // A Russian address now leads to the stored language before the page is shown.
  await page.goto('/services');
  await expect(page).toHaveURL(localized('en', 'services'));
  await page.goto('/');
  await expect(page).toHaveURL(localized('en'));

  await page.locator('.language-switcher a[hreflang="kk"]').click();
  await expect(page).toHaveURL(localized('kk'));
  await page.goto('/news');
  await expect(page).toHaveURL(localized('kk', 'news'));
});

test('the entry page follows the browser language when nothing is stored', async ({ browser }) => {
  for (const [browserLocale, expected] of [
    ['kk-KZ', localized('kk')],
    ['en-US', localized('en')],
    ['ru-RU', '/'],
  ] as const) {
    const context = await browser.newContext({ locale: browserLocale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(expected);
    await context.close();
  }
});

test('the browser language does not move a visitor off any other page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/production');
  await expect(page).toHaveURL('/production');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // Nor off the home page later in the visit: it is no longer the entry page.
  await page.locator('header a[href="/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await context.close();
});

test('pages declare their language versions for search engines', async ({ page }) => {
  await page.goto(localized('kk', 'services'));
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(4);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/services$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kk\/services$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'kk_KZ');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
});
