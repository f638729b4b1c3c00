import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { adminAuthorization, signIn } from '../../admin/e2e/session.ts';
import { DICTIONARIES, LANGUAGES, localized } from '../../site/e2e/support.ts';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from '../env.ts';
import { type RunningNginx, startNginx } from '../nginx.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

/**
 * Analytics, optional and honest (issue 42): an administrator turns one service on in Настройки
 * сайта, the whole site is rebuilt with it, and the pages' policy admits exactly its hosts, from the
 * app and from the deploy proxy. Yandex Metrica and Google Analytics load only after the visitor
 * allows it. The services' hosts are outside the product (and this machine is offline): the browser
 * routes them to stand-ins and records what was asked.
 */
test.describe.configure({ mode: 'serial' });

const STATS_HOST = 'stats.example.kz';
const SCREENS = '.tmp/screens';

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx({ siteDir: join(E2E_DATA_DIR, 'site', 'current'), appPort: E2E_PORT });
});
test.afterAll(() => nginx?.stop());

/** Saves the analytics settings through the API, as the administrator. */
async function turnOn(request: APIRequestContext, headers: Record<string, string>, values: object) {
  const saved = await request.put('/api/settings', { headers, data: values });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Waits for the rebuild: the home page served carries `marker` (or, with `absent`, no longer does). */
async function rebuilt(request: APIRequestContext, marker: string, absent = false) {
  const poll = expect.poll(async () => (await request.get('/')).text(), REBUILT);
  await (absent ? poll.not.toContain(marker) : poll.toContain(marker));
}

/** Every address outside the product the page asks for, stand-ins answering for the services' hosts. */
async function recordThirdParties(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '/* stand-in */' });
    },
  );
  return asked;
}

const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

/** The hosts a page's policy admits beyond its own origin and the inline scripts' hashes. */
async function admitted(origin: string, path: string) {
  const response = await fetch(new URL(path, origin));
  const policy = response.headers.get('content-security-policy') ?? undefined;
  const others = (name: string) => directive(policy, name)?.filter((source) => !source.startsWith("'"));
  return { policy, script: others('script-src'), connect: others('connect-src') };
}

test.afterAll(async ({ request }) => {
  // Off again for the specs after this one: the pages return to sending nothing to anyone.
  const headers = await adminAuthorization(request);
  await turnOn(request, headers, { analyticsService: 'none' });
  await rebuilt(request, 'id="analytics"', true);
});

test('off by default: the pages ask no other host, show no bar, and their policy admits no other host', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const asked = await recordThirdParties(context);
  const page = await context.newPage();
  for (const locale of LANGUAGES) {
    for (const path of ['', 'production', 'contacts']) {
      await page.goto(localized(locale, path));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#consent-bar, #analytics, [data-consent-open]')).toHaveCount(0);
    }
  }
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBeNull();
  for (const origin of [BASE_URL, nginx.url]) {
    expect(await admitted(origin, '/production')).toMatchObject({ script: [], connect: [] });
  }
  await context.close();
});

test('a bogus id is refused in Russian in the admin, and nothing is saved', async ({
  page,
  request,
  headers,
}) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await page.getByRole('radio', { name: 'Google Analytics 4 (cookie, с согласия посетителя)' }).check();
  await page.getByLabel('Идентификатор сайта или счётчика', { exact: true }).fill('UA-12345-1');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(
    page.getByText('Идентификатор потока Google Analytics 4 — вида G-XXXXXXXXXX').first(),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Umami (на своём сервере, без cookie)' }).check();
  await page
    .getByLabel('Адрес скрипта статистики на вашем сервере', { exact: true })
    .fill('http://stats.example.kz/script.js');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Некоторые поля заполнены неверно (2)').first()).toBeVisible();
  mkdirSync(SCREENS, { recursive: true });
  const section = page.getByText('Сервис статистики', { exact: true }).first();
  for (const width of [375, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/settings-analytics-${width}.png` });
  }
  const stored = (await (await request.get('/api/settings', { headers })).json()).data;
  expect(stored).toMatchObject({ analyticsService: 'none', analyticsSiteId: '' });
});

test('a cookie-free service: its script is asked from its host on every page, no bar, and the policy names exactly that host', async ({
  browser,
  request,
  headers,
}) => {
  await turnOn(request, headers, {
    analyticsService: 'umami',
    analyticsScriptUrl: `https://${STATS_HOST}/script.js`,
    analyticsSiteId: '4f9b2c1e-8a7d-4e6f-9b0a-1c2d3e4f5a6b',
  });
  await rebuilt(request, `https://${STATS_HOST}/script.js`);

  const context = await browser.newContext();
  const asked = await recordThirdParties(context);
  const page = await context.newPage();
  for (const locale of LANGUAGES) {
    await page.goto(localized(locale, 'production'));
    await expect(page.locator(`script[src="https://${STATS_HOST}/script.js"]`)).toHaveAttribute(
      'data-website-id',
      '4f9b2c1e-8a7d-4e6f-9b0a-1c2d3e4f5a6b',
    );
    await expect(page.locator('#consent-bar, [data-consent-open]')).toHaveCount(0);
  }
  // Each page asked for the script (the browser may answer a later one from its cache), nothing else.
  await expect.poll(() => new Set(asked)).toEqual(new Set([`https://${STATS_HOST}/script.js`]));
  for (const origin of [BASE_URL, nginx.url]) {
    expect(await admitted(origin, '/production'), origin).toMatchObject({
      script: [`https://${STATS_HOST}`],
      connect: [`https://${STATS_HOST}`],
    });
  }
  // The proxy sends the app's policy word for word.
  expect((await admitted(nginx.url, '/en/services')).policy).toBe(
    (await admitted(BASE_URL, '/en/services')).policy,
  );
  await context.close();
});

/** Waits until the page has asked for nothing new for a moment, and answers what it asked. */
async function settled(page: Page, asked: string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return [...asked];
}

test('Google Analytics: nothing before consent, nothing after «Отказаться», loaded after «Разрешить»; the choice holds across pages and changes from the footer', async ({
  browser,
  request,
  headers,
}) => {
  await turnOn(request, headers, { analyticsService: 'googleAnalytics', analyticsSiteId: 'G-TEST123456' });
  await rebuilt(request, 'G-TEST123456');
  for (const origin of [BASE_URL, nginx.url]) {
    expect(await admitted(origin, '/'), origin).toMatchObject({
      script: ['https://*.googletagmanager.com'],
      connect: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    });
  }

  const context = await browser.newContext();
  const asked = await recordThirdParties(context);
  const page = await context.newPage();
  await page.goto('/');
  const bar = page.getByRole('region', { name: DICTIONARIES.ru['consent.label'] });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Google Analytics');
  expect(await settled(page, asked)).toEqual([]);

  // Declined: the bar goes, nothing is loaded, on this page or the next.
  await bar.getByRole('button', { name: 'Отказаться' }).click();
  await expect(bar).toBeHidden();
  await page.goto('/production');
  await expect(page.locator('#consent-bar')).toBeHidden();
  expect(await settled(page, asked)).toEqual([]);

  // The footer's link opens the bar again, from the keyboard; allowing loads the service at once.
  const footerLink = page.getByRole('button', { name: 'Cookie и статистика' });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Разрешить' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(footerLink).toBeFocused();
  await expect.poll(() => asked).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123456']);

  // Remembered: the next page loads it without asking.
  await page.goto('/en/contacts');
  await expect(page.locator('#consent-bar')).toBeHidden();
  await expect.poll(() => asked.length).toBe(2);

  // Withdrawn from the footer: the service's cookies go, and the page reloads without it.
  await page.evaluate(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: a stand-in for the cookie gtag.js would set.
    document.cookie = '_ga=GA1.1.123.456; path=/';
  });
  await page.getByRole('button', { name: DICTIONARIES.en['consent.settings'] }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Decline' }).click()]);
  expect(await page.evaluate(() => document.cookie)).not.toContain('_ga=');
  await page.goto('/kk/');
  expect(await settled(page, asked)).toHaveLength(2);
  await context.close();
});

test('the consent bar in each language: axe finds nothing, the page keeps room for it, screenshots at 375, 1280 and 1440', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SCREENS, { recursive: true });
  for (const locale of LANGUAGES) {
    const context = await browser.newContext();
    await recordThirdParties(context);
    const page = await context.newPage();
    await page.goto(localized(locale, 'production'));
    const bar = page.getByRole('region', { name: DICTIONARIES[locale]['consent.label'] });
    await expect(bar).toContainText(DICTIONARIES[locale]['consent.text.googleAnalytics'].slice(0, 20));
    await expect(bar.getByRole('button', { name: DICTIONARIES[locale]['consent.accept'] })).toBeVisible();
    await expect(bar.getByRole('button', { name: DICTIONARIES[locale]['consent.decline'] })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    for (const width of [375, 1280, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      // The end of the page scrolls clear of the bar: the body keeps its height as room below
      // (set again once the bar has taken its height at this width).
      const room = () =>
        page.evaluate(() => {
          const barHeight = document.getElementById('consent-bar')?.offsetHeight ?? 0;
          return { barHeight, padding: Number.parseFloat(getComputedStyle(document.body).paddingBottom) };
        });
      await expect
        .poll(async () => {
          const { barHeight, padding } = await room();
          return padding === barHeight;
        })
        .toBe(true);
      expect((await room()).barHeight).toBeLessThan(width === 375 ? 260 : 140);
      await page.screenshot({ path: `${SCREENS}/consent-bar-${locale}-${width}.png` });
    }
    await context.close();
  }
});

test('Yandex Metrica: nothing before consent, its tag after «Разрешить»; another service asks again', async ({
  browser,
  request,
  headers,
}) => {
  await turnOn(request, headers, { analyticsService: 'yandexMetrica', analyticsSiteId: '98765432' });
  await rebuilt(request, '98765432');
  const context = await browser.newContext();
  const asked = await recordThirdParties(context);
  const page = await context.newPage();
  // A choice made for another service does not count for this one.
  await page.goto('/kk/production');
  await page.evaluate(() =>
    localStorage.setItem(
      'analytics-consent',
      JSON.stringify({ for: 'googleAnalytics:G-TEST123456', choice: 'granted' }),
    ),
  );
  await page.reload();
  const bar = page.getByRole('region', { name: DICTIONARIES.kk['consent.label'] });
  await expect(bar).toContainText('Яндекс Метрика');
  expect(await settled(page, asked)).toEqual([]);
  await bar.getByRole('button', { name: DICTIONARIES.kk['consent.accept'] }).click();
  await expect.poll(() => asked).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
  expect((await admitted(nginx.url, '/kk/production')).script).toEqual([
    'https://mc.yandex.ru',
    'https://yastatic.net',
  ]);
  await context.close();
});
