import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { localized } from './support.ts';

// A phone viewport, so the mobile menu island loads too; Russian keeps `/` on the Russian home page.
test.use({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });

const BUDGET_BYTES = 80 * 1024;

for (const path of ['', 'news', 'contacts']) {
  test(`${localized('en', path)} loads at most 80 KB of gzipped JavaScript`, async ({ page }) => {
    const scripts: Buffer[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.body());
    });
    await page.goto(localized('en', path));
    // Scroll through the page so every island that waits to be visible loads.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    const inline = await page.locator('script:not([src])').allTextContents();
    const total = [...scripts, ...inline.map((code) => Buffer.from(code))].reduce(
      (sum, code) => sum + gzipSync(code).length,
      0,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
