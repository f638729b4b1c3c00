import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../../e2e/env.ts';
import { DICTIONARIES } from './support.ts';

// What search engines read of the company, a news item and a workshop's place on the site: the
// pages' JSON-LD blocks, which must say what the page shows, at the addresses it gives.

type Thing = Record<string, unknown> & { '@context': string; '@type': string };
interface Crumb {
  '@type': string;
  position: number;
  name: string;
  item: string;
}

/** Every JSON-LD block of the page, parsed; all of them in its head. */
async function structuredData(page: Page): Promise<Thing[]> {
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(await blocks.count());
  const things = (await blocks.allTextContents()).map((text) => JSON.parse(text) as Thing);
  for (const thing of things) expect(thing['@context']).toBe('https://schema.org');
  return things;
}

function ofType(things: Thing[], type: string): Thing {
  const found = things.find((thing) => thing['@type'] === type);
  if (!found) throw new Error(`no ${type} among ${things.map((thing) => thing['@type']).join(', ')}`);
  return found;
}

/** The trail's steps as [name, address], checked to be numbered from 1. */
function steps(trail: Thing): [string, string][] {
  const crumbs = trail.itemListElement as Crumb[];
  crumbs.forEach((crumb, index) => {
    expect(crumb['@type']).toBe('ListItem');
    expect(crumb.position).toBe(index + 1);
  });
  return crumbs.map((crumb) => [crumb.name, crumb.item]);
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const siteName = (page: Page) => page.locator('.site-header .brand-name').textContent();

test('the home page describes the company as its header and footer show it', async ({ page }) => {
  await page.goto('/');
  const things = await structuredData(page);
  expect(things.map((thing) => thing['@type'])).toEqual(['Organization']);
  const company = ofType(things, 'Organization');
  expect(company.name).toBe(await siteName(page));
  expect(company.url).toBe(`${BASE_URL}/`);
  expect(company.url).toBe(await canonical(page));
  const logo = await page.request.get(company.logo as string);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toMatch(/^image\//);
  const footer = page.locator('.footer-bottom');
  for (const detail of ['telephone', 'email', 'address'] as const) {
    await expect(footer, detail).toContainText(company[detail] as string);
  }
  expect(company.contactPoint).toMatchObject({ telephone: company.telephone, email: company.email });
});

test('a news page describes its article and its trail from the home page', async ({ page }) => {
  const t = DICTIONARIES.ru;
  await page.goto('/news');
  await page.locator('main a[href^="/news/"]').first().click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  const address = await canonical(page);
  expect(address).toBe(page.url());
  const things = await structuredData(page);
  expect(things.map((thing) => thing['@type']).sort()).toEqual(['BreadcrumbList', 'NewsArticle']);

  const article = ofType(things, 'NewsArticle');
  expect(article.headline).toBe(await page.locator('h1').textContent());
  // The page's description for search engines: the item's own, or the start of its lead.
  expect(article.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
  expect(article.datePublished).toBe(await page.locator('.page-hero time').getAttribute('datetime'));
  expect(Date.parse(article.dateModified as string)).toBeGreaterThanOrEqual(
    Date.parse(article.datePublished as string),
  );
  expect(article.inLanguage).toBe('ru-KZ');
  expect(article.url).toBe(address);
  expect(article.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': address });
  const [image] = article.image as string[];
  expect(image).toBe(await page.locator('meta[property="og:image"]').getAttribute('content'));
  expect((await page.request.get(image as string)).headers()['content-type']).toBe('image/jpeg');
  const name = await siteName(page);
  for (const role of ['publisher', 'author'] as const) {
    expect(article[role]).toMatchObject({ '@type': 'Organization', name, url: `${BASE_URL}/` });
  }

  expect(steps(ofType(things, 'BreadcrumbList'))).toEqual([
    [t['nav.home'], `${BASE_URL}/`],
    [t['nav.news'], `${BASE_URL}/news`],
    [article.headline, address],
  ]);
});

test('an English workshop page gives its trail through Manufacturing', async ({ page }) => {
  const t = DICTIONARIES.en;
  await page.goto('/en/production');
  await page.locator('main a[href^="/en/product/"]').first().click();
  await expect(page).toHaveURL(/\/en\/product\/[a-z0-9-]+$/);
  const address = await canonical(page);
  expect(address).toBe(page.url());
  const things = await structuredData(page);
  expect(things.map((thing) => thing['@type'])).toEqual(['BreadcrumbList']);
  // The steps are named as the header names the sections.
  await expect(page.locator('.main-nav a[href="/en/production"]')).toHaveText(t['nav.production']);
  expect(steps(ofType(things, 'BreadcrumbList'))).toEqual([
    [t['nav.home'], `${BASE_URL}/en`],
    [t['nav.production'], `${BASE_URL}/en/production`],
    [await page.locator('h1').textContent(), address],
  ]);
});
