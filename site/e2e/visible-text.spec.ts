/**
 * What a visitor reads on every public page, in every language, is the text recorded in
 * visible-text.json, line by line, after what the page tells search engines (its title,
 * description and sharing picture): moving texts between the dictionaries and the database changes
 * none of it. Re-record only when a change of wording is meant, and review the fixture's diff:
 * `RECORD_VISIBLE_TEXT=1 npx playwright test --no-deps site/e2e/visible-text.spec.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '@industrial/api/content';
import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES, localized, published, SECTION_PATHS } from './support.ts';

type Texts = { [address: string]: string[] };

const FIXTURE = resolve(import.meta.dirname, 'visible-text.json');
const RECORDING = Boolean(process.env.RECORD_VISIBLE_TEXT);
const recorded: Texts = RECORDING ? {} : JSON.parse(readFileSync(FIXTURE, 'utf8'));

// Recording keeps every language in one worker, so that the record is written whole at the end.
test.describe.configure({ mode: RECORDING ? 'serial' : 'parallel', timeout: 120_000 });

/** The paths that lead nowhere, one for each kind of missing page (the site's, a workshop's, a story's). */
const MISSING = ['no-such-page', 'product/no-such-page', 'news/no-such-page', 'careers/no-such-page'];

interface Item {
  id: number;
  slug: string;
}

/** Every public page of one language, in the header's order, each section followed by its items' pages. */
async function addresses(locale: Locale): Promise<string[]> {
  const products = await published<Item>('products', locale);
  const vacancies = await published<Item>('vacancies', locale);
  const news = await published<Item & { date: string }>('news', locale);
  // The two newest stories, as the news page shows them first.
  const newest = [...news].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).slice(0, 2);
  const items: { [section: string]: string[] } = {
    production: [...products].sort((a, b) => a.id - b.id).map((product) => `product/${product.slug}`),
    news: newest.map((story) => `news/${story.slug}`),
    careers: vacancies.map((vacancy) => `careers/${vacancy.slug}`),
  };
  const paths = SECTION_PATHS.flatMap((section) => [section, ...(items[section] ?? [])]);
  return [...paths, 'privacy', ...MISSING].map((path) => localized(locale, path));
}

/** The language of a page by its address: Russian at the root, the others under their prefix. */
function localeOf(address: string): Locale {
  const prefix = address.split('/')[1];
  return prefix === 'en' || prefix === 'kk' ? prefix : 'ru';
}

/**
 * A page's text as lines: each trimmed, runs of spaces made one, empty lines dropped. No-break
 * spaces are kept as they are: where a line may break is part of the typography being recorded.
 */
function lines(text: string): string[] {
  return (
    text
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .filter(Boolean)
      // The copyright line names the year the site was built in; any year reads the same.
      // copy.spec.ts checks that it is the current one.
      .map((line) => line.replace(/^©(\s)\d{4}(?=\s)/, '©$1{year}'))
  );
}

/**
 * What the page says of itself to search engines and to the sites it is shared on: its title, its
 * description and its sharing picture (by path: the origin is the test server's).
 */
async function head(page: Page): Promise<string[]> {
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  const picture = await meta('meta[property="og:image"]');
  return [
    `title: ${await page.title()}`,
    `description: ${await meta('meta[name="description"]')}`,
    // A resized copy is named by a hash of where the build read the image, which differs by port.
    `og:image: ${picture ? new URL(picture).pathname.replace(/_[\w-]+(\.\w+)$/, '_{hash}$1') : picture}`,
  ];
}

for (const locale of LANGUAGES) {
  test(`${locale}: every page reads as recorded`, async ({ page }) => {
    const visited = await addresses(locale);
    const read: Texts = {};
    for (const address of visited) {
      await test.step(address, async () => {
        const response = await page.goto(address);
        const missing = MISSING.some((path) => address === localized(locale, path));
        expect(response?.status(), address).toBe(missing ? 404 : 200);
        // A vacancy's closing date is set from the day the content was seeded (six months on): any
        // date reads the same. routes.spec.ts checks that it is the vacancy's.
        await page.locator('.vacancy-facts time').evaluateAll((times) => {
          for (const time of times) time.textContent = '{closes}';
        });
        read[address] = [...(await head(page)), ...lines(await page.locator('body').innerText())];
        if (!RECORDING) expect.soft(read[address], address).toEqual(recorded[address]);
      });
    }
    if (RECORDING) {
      Object.assign(recorded, read);
      return;
    }
    const kept = Object.keys(recorded).filter((address) => localeOf(address) === locale);
    expect(visited.toSorted(), 'the pages visited are the pages recorded').toEqual(kept.toSorted());
  });
}

test.afterAll(() => {
  // Only a whole record replaces the old one: a language that failed would leave its pages out.
  const whole = LANGUAGES.every((locale) =>
    Object.keys(recorded).some((address) => localeOf(address) === locale),
  );
  if (RECORDING && whole) writeFileSync(FIXTURE, `${JSON.stringify(recorded, null, 2)}\n`);
});
