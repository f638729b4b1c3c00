import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hydrated, LANGUAGES, localized, published, SECTION_PATHS } from './support.ts';

/** Scans the page at `path`, or the page as it is now (an island's state the test has brought about). */
async function expectNoViolations(page: Page, path?: string) {
  // A full axe scan takes several seconds on a loaded two-core machine.
  test.setTimeout(120_000);
  if (path) await page.goto(path);
  // One axe run in the page (legacy mode): half the time of a run per frame finished in a second,
  // blank page, and the only frames it would add are the map's and the video's, whose markup is not ours.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}

const STATIC_PAGES = [...SECTION_PATHS, 'privacy', 'product/99999', 'news/99999', 'careers/99999', 'missing'];

for (const locale of LANGUAGES) {
  for (const path of STATIC_PAGES) {
    test(`axe: ${localized(locale, path)}`, async ({ page }) => {
      await expectNoViolations(page, localized(locale, path));
    });
  }

  test(`axe: ${localized(locale, 'search')} with its results shown`, async ({ page }) => {
    const query = { ru: 'сварка', en: 'welding', kk: 'цех' }[locale];
    await page.goto(`${localized(locale, 'search')}?q=${encodeURIComponent(query)}`);
    await expect(page.locator('.search-result').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test(`axe: ${locale} product, news and vacancy pages`, async ({ page }) => {
    const [product] = await published<{ id: number; slug: string }>('products', locale);
    const [story] = await published<{ id: number; slug: string }>('news', locale);
    const [vacancy] = await published<{ id: number; slug: string }>('vacancies', locale);
    await expectNoViolations(page, localized(locale, `product/${product?.slug}`));
    await expectNoViolations(page, localized(locale, `news/${story?.slug}`));
    await expectNoViolations(page, localized(locale, `careers/${vacancy?.slug}`));
  });

  test(`axe: ${locale} request form naming a workshop («Запросить расчёт»)`, async ({ page }) => {
    const [product] = await published<{ id: number; slug: string; name: string }>('products', locale);
    await page.goto(localized(locale, `product/${product?.slug}`));
    await page.locator('a.quote-link').click();
    await hydrated(page, 'form.request-form');
    await expect(page.locator('.request-item')).toContainText(product?.name ?? '');
    await expectNoViolations(page);
  });
}

test('reduced motion stops the logo strip', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/production');
  expect(
    await page.locator('.logo-track').evaluate((element) => getComputedStyle(element).animationName),
  ).toBe('none');
  await context.close();
});
