import { gzipSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';
import { localized, wakeIslands } from './support.ts';

// A phone viewport, where the header shows the mobile menu's button.
test.use({ viewport: { width: 390, height: 844 } });

const BUDGET_BYTES = 80 * 1024;

for (const path of ['', 'news', 'contacts']) {
  test(`${localized('en', path)} loads at most 80 KB of gzipped JavaScript`, async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(localized('en', path));
    // Scroll through the page so every island that waits to be visible loads (those that wait to be
    // used, client:interaction, load nothing until a visitor reaches for them).
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    // Bodies are read here, inside the test: a read left running in the event handler can outlive it.
    const scripts = await Promise.all(responses.map((response) => response.body()));
    const inline = await page.locator('script:not([src])').allTextContents();
    const total = [...scripts, ...inline.map((code) => Buffer.from(code))].reduce(
      (sum, code) => sum + gzipSync(code).length,
      0,
    );
    // The page's own inline scripts (the language switcher's) at least: the count caught them.
    expect(scripts.length + inline.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test('the page and its scripts arrive compressed ahead of time with brotli', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['document', 'script'].includes(response.request().resourceType())) responses.push(response);
  });
  await page.goto('/');
  // The header's islands (the phone menu, the video) load their scripts when first used, and Astro
  // then drops the island's `ssr` mark. Network quiet alone can come first on a busy machine.
  await expect(page.locator('header astro-island')).not.toHaveCount(0);
  await wakeIslands(page);
  await page.waitForLoadState('networkidle');
  let transferred = 0;
  for (const response of responses) {
    const body = await response.body();
    const { responseBodySize } = await response.request().sizes();
    if (response.request().resourceType() === 'script') transferred += responseBodySize;
    // Files under a kilobyte are not worth compressing.
    if (body.length < 1024) continue;
    expect(response.headers()['content-encoding'], response.url()).toBe('br');
    // The build's best quality beats gzip at its best, which on-the-fly compression never reaches.
    expect(responseBodySize, response.url()).toBeLessThan(gzipSync(body, { level: 9 }).length);
  }
  expect(transferred).toBeGreaterThan(0);
  expect(transferred).toBeLessThanOrEqual(BUDGET_BYTES);
});
