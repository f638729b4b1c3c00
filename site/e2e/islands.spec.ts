import { certificates } from '@industrial/content-seed';
import { company } from '@industrial/content-seed/company';
import { pages } from '@industrial/content-seed/pages';
import { expect, test } from '@playwright/test';
import { DICTIONARIES, localized, published } from './support.ts';

const en = DICTIONARIES.en;

test('a page opens without React: the menu and the video load their scripts when first used', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localized('en', 'services'));
  await page.waitForLoadState('networkidle');
  const islands = page.locator('astro-island');
  // The phone menu's button and the slogan are on screen, yet nothing of theirs has loaded.
  await expect(page.locator('header astro-island')).toHaveCount(2);
  await expect(page.locator('header astro-island:not([ssr])')).toHaveCount(0);
  const scripts = new Set<string>();
  for (const island of await islands.all())
    for (const name of ['component-url', 'renderer-url'])
      scripts.add((await island.getAttribute(name)) as string);
  expect(requested.filter((path) => scripts.has(path))).toEqual([]);

  await page.getByRole('button', { name: en['nav.menuOpen'] }).click();
  await expect(page.getByRole('navigation', { name: en['nav.mobileLabel'] })).toBeVisible();
  const menu = page.locator('astro-island:has(.mobile-menu-toggle)');
  expect(requested).toContain(await menu.getAttribute('renderer-url'));
  expect(requested).toContain(await menu.getAttribute('component-url'));
  // The video's island still waits for its own first use.
  await expect(page.locator('astro-island:has(.slogan)')).toHaveAttribute('ssr', '');
});

test('the slogan opens the video, whose player loads only then', async ({ page }) => {
  // YouTube lies outside the product (and this machine is offline): a stand-in player with one
  // control of its own, so that Tab really has to pass through the frame and come back out.
  await page.route(/youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<button>Play</button>' }),
  );
  await page.goto(localized('en', 'services'));
  const slogan = page.locator('.slogan');
  await expect(page.locator('iframe.video-frame')).toHaveCount(0);

  // The island loads when reached for (client:interaction): the first click already opens it.
  await slogan.click();
  const dialog = page.getByRole('dialog', { name: company.videoTitle.en });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe.video-frame')).toHaveAttribute('src', /youtube/);
  await expect(dialog.frameLocator('iframe.video-frame').getByRole('button', { name: 'Play' })).toBeVisible();
  // Focus stays inside the open dialog, through the player and round again.
  const visited: string[] = [];
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    visited.push(
      await dialog.evaluate((element) => {
        const active = document.activeElement;
        return active && element.contains(active) ? active.tagName.toLowerCase() : 'outside';
      }),
    );
  }
  expect(visited).not.toContain('outside');
  expect(visited).toContain('iframe');
  expect(visited.filter((tag) => tag === 'button').length).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe.video-frame')).toHaveCount(0);
  await expect(slogan).toBeFocused();

  await slogan.click();
  await dialog.getByRole('button', { name: en['video.close'] }).click();
  await expect(dialog).toBeHidden();
  await expect(slogan).toBeFocused();
});

test('a certificate opens in a popup that closes with Escape and its button', async ({ page }) => {
  const title = certificates[1]?.title.en as string;
  await page.goto(localized('en'));
  const thumb = page.getByRole('button', {
    name: en['certificate.open'].replace('{title}', title),
  });
  await thumb.scrollIntoViewIfNeeded();

  await thumb.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  await thumb.click();
  await dialog.getByRole('button', { name: en['certificate.close'] }).click();
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, lists the sections without Projects, and navigates', async ({ page }) => {
    await page.goto(localized('en'));
    await expect(page.locator('.main-nav')).toBeHidden();
    const toggle = page.getByRole('button', { name: en['nav.menuOpen'] });
    // The first tap loads the menu's island and opens it.
    await toggle.click();
    const menu = page.getByRole('navigation', { name: en['nav.mobileLabel'] });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: en['nav.projects'] })).toHaveCount(0);
    await expect(page.getByRole('button', { name: en['nav.menuClose'] })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: en['nav.menuOpen'] }).click();
    await menu.getByRole('link', { name: en['nav.services'] }).click();
    await expect(page).toHaveURL(localized('en', 'services'));
  });
});

test('a visitor on a 375 px phone reaches Projects from the home page, through the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(localized('ru'));
  const ru = DICTIONARIES.ru;
  const sections = page.getByRole('navigation', { name: ru['footer.sections'] });
  // Every section is there, Projects too, which the spec's mobile menu leaves out.
  for (const key of [
    'nav.home',
    'nav.production',
    'nav.services',
    'nav.projects',
    'nav.news',
    'nav.contacts',
  ] as const)
    await expect(sections.getByRole('link', { name: ru[key], exact: true })).toBeAttached();
  await sections.getByRole('link', { name: ru['nav.projects'] }).click();
  await expect(page).toHaveURL(localized('ru', 'projects'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.projects.heroTitle.ru);
});

test('"load more" adds the older news from the static pages until none are left', async ({ page }) => {
  const total = (await published('news', 'en')).length;
  await page.goto(localized('en', 'news'));
  const cards = page.locator('.news-card');
  const initial = await cards.count();
  expect(initial).toBeLessThan(total);
  const button = page.getByRole('button', { name: en['news.loadMore'] });
  await button.scrollIntoViewIfNeeded();
  while (await button.isVisible()) {
    const before = await cards.count();
    await button.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  await expect(cards).toHaveCount(total);
  // The cards the island adds lead to the stories' English pages, at their readable addresses.
  const pages = (await published<{ slug: string }>('news', 'en')).map((story) => `/en/news/${story.slug}`);
  expect(pages).toContain(await page.locator('.news-more a').first().getAttribute('href'));
});
