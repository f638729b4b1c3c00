import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from '../../e2e/env.ts';
import { type RunningNginx, startNginx } from '../../e2e/nginx.ts';
import { LANGUAGES, localized, published, wakeIslands } from './support.ts';

// The admin keeps its tokens in local storage: every page of the origin runs only the scripts its
// policy names, whether the app serves it or the deploy proxy (deploy/nginx.conf in a real nginx).
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx({ siteDir: join(E2E_DATA_DIR, 'site', 'current'), appPort: E2E_PORT });
});
test.afterAll(() => nginx?.stop());

/** The headers a page shares with the app's: every one but HSTS, which only an https request gets. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

for (const server of ['app', 'nginx'] as const) {
  test(`${server}: the home page and a news page in each language run their islands under a script policy without 'unsafe-inline', and violate nothing`, async ({
    browser,
  }) => {
    const origin = server === 'app' ? BASE_URL : nginx.url;
    for (const locale of LANGUAGES) {
      const [story] = await published<{ id: number; slug: string }>('news', locale);
      for (const address of [localized(locale), localized(locale, `news/${story?.slug}`)]) {
        const context = await browser.newContext({ baseURL: origin });
        const page = await context.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
        });
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(`Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI}`),
          ),
        );
        const response = await page.goto(address);
        const policy = response?.headers()['content-security-policy'] ?? '';
        expect(/script-src [^;]*/.exec(policy)?.[0], address).toMatch(/^script-src 'self' 'sha256-/);
        expect(policy, address).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        // The header's islands, woken by Astro's inline loader and the client:interaction script.
        await wakeIslands(page);
        await page.waitForLoadState('networkidle');
        expect(violations, `${server} ${address}`).toEqual([]);
        await context.close();
      }
    }
  });
}

test('nginx sends the pages it serves itself with the app’s security headers, and adds none to what it passes on', async ({
  playwright,
}) => {
  const app = await playwright.request.newContext({ baseURL: BASE_URL });
  const proxy = await playwright.request.newContext({ baseURL: nginx.url });
  // The results pages and Pagefind's files add WebAssembly to the policy; the other pages do not.
  for (const address of [
    '/',
    '/en/news',
    '/kk/product/99999',
    '/en/search',
    '/search?q=x',
    '/pagefind/pagefind.js',
  ]) {
    const [fromApp, fromProxy] = await Promise.all([app.get(address), proxy.get(address)]);
    expect(fromProxy.status(), address).toBe(fromApp.status());
    for (const header of SECURITY_HEADERS) {
      expect(fromProxy.headers()[header], `${address} ${header}`).toBe(fromApp.headers()[header]);
    }
    expect(fromProxy.headers()['strict-transport-security'], address).toBeUndefined();
  }
  // Behind the TLS-terminating load balancer, browsers are told to keep to https.
  const secure = await proxy.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(secure.headers()['strict-transport-security']).toMatch(/^max-age=\d{8}/);

  // The app's own answers (the API's stricter policy, the admin's) pass through once each.
  for (const address of ['/api/health', '/admin/']) {
    const response = await proxy.get(address, { headers: { 'X-Forwarded-Proto': 'https' } });
    const names = response.headersArray().map((header) => header.name.toLowerCase());
    for (const header of [...SECURITY_HEADERS, 'strict-transport-security']) {
      expect(names.filter((name) => name === header).length, `${address} ${header}`).toBeLessThanOrEqual(1);
    }
    expect(response.headers()['content-security-policy'], address).toBe(
      (await app.get(address)).headers()['content-security-policy'],
    );
    expect(response.headers()['strict-transport-security'], address).toBeDefined();
  }
});
