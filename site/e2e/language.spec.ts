import { type Browser, type BrowserContextOptions, expect, test } from '@playwright/test';
import { localized } from './support.ts';

/** The first page of a new visit, from a browser with these settings (its language, say). */
async function firstVisit(browser: Browser, settings: BrowserContextOptions, path: string) {
  const context = await browser.newContext(settings);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test('the switcher opens the same page in the chosen language and the choice sticks', async ({ page }) => {
  await page.goto('/production');
  // Each language by its address's code, as the back office names them too (Kazakh is KK, not KZ).
  await expect(page.locator('.language-switcher a span[aria-hidden="true"]')).toHaveText(['RU', 'EN', 'KK']);
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

test('the home page follows the browser language when nothing is stored', async ({ browser }) => {
  for (const [browserLocale, expected] of [
    ['kk-KZ', localized('kk')],
    ['en-US', localized('en')],
    ['ru-RU', '/'],
  ] as const) {
    const { context, page } = await firstVisit(browser, { locale: browserLocale }, '/');
    await expect(page).toHaveURL(expected);
    await context.close();
  }
});

test('the first page of a visit follows the browser language, whichever page it is', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, { locale: 'en-US' }, '/production');
  await expect(page).toHaveURL(localized('en', 'production'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Later in the visit a Russian address stands: only the first page follows the browser.
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await context.close();
});

test('an English or Kazakh address is a choice already: a Russian browser arriving there stays', async ({
  browser,
}) => {
  const { context, page } = await firstVisit(browser, { locale: 'ru-RU' }, localized('kk', 'projects'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(localized('kk', 'projects'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await context.close();
});

test('a choice made with the switcher wins over the browser language', async ({ browser }) => {
  const { context, page } = await firstVisit(browser, { locale: 'kk-KZ' }, '/news');
  await expect(page).toHaveURL(localized('kk', 'news'));
  await page.locator('.language-switcher a[hreflang="ru"]').click();
  await expect(page).toHaveURL('/news');
  // A new visit (a new tab): the stored choice, not the Kazakh browser, decides.
  const next = await context.newPage();
  await next.goto(localized('kk', 'projects'));
  await expect(next).toHaveURL('/projects');
  await context.close();
});

test('search engines see each page in its own language, whatever their browser says', async ({ browser }) => {
  for (const userAgent of [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  ]) {
    for (const address of ['/', '/production']) {
      // A fresh context each time: every page a robot renders is the first of its visit.
      const { context, page } = await firstVisit(browser, { locale: 'en-US', userAgent }, address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await context.close();
    }
  }
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
