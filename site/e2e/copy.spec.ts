import type { Locale } from '@industrial/api/content';
import { expect, test } from '@playwright/test';
import { unitBreaks } from '../src/i18n/typography.ts';
import { LANGUAGES, localized, published } from './support.ts';

// The entry page follows the browser language; Russian keeps `/` on the Russian home page.
test.use({ locale: 'ru-RU' });

/** The language of a page by its address: Russian at the root, the others under their prefix. */
function localeOf(path: string): Locale {
  const prefix = path.split('/')[1];
  return prefix === 'en' || prefix === 'kk' ? prefix : 'ru';
}

/** The text between the tags of a page, one run per text node, scripts and styles left out. */
function textRuns(html: string): string[] {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .split(/<[^>]*>/)
    .map((text) => text.replaceAll('&nbsp;', '\u00a0').replaceAll('&#160;', '\u00a0'))
    .filter((text) => text.trim());
}

test('no page lets a number part from its unit at the end of a line', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
  expect(paths.length).toBeGreaterThan(50);
  const breaks: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const run of textRuns(html)) {
      for (const found of unitBreaks(run, localeOf(path))) breaks.push(`${path}: "${found}"`);
    }
  }
  expect(breaks).toEqual([]);
});

test('every news link in the feeds opens the story', async ({ request }) => {
  for (const locale of LANGUAGES) {
    const feed = await (await request.get(localized(locale, 'rss.xml'))).text();
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (match) => match[1] as string,
    );
    expect(links).toHaveLength((await published('news', locale)).length);
    for (const link of links) {
      expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
    }
  }
});

test('dates read as each language writes them', async ({ page }) => {
  const [newest] = await published<{ id: number; date: string }>('news', 'en');
  const date = newest?.date as string;
  const expected = {
    ru: new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC' }).format(new Date(date)),
    en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(date)),
    kk: /^\d{4}\sжылғы\s\d{1,2}\s\p{L}+$/u,
  };
  for (const locale of LANGUAGES) {
    await page.goto(localized(locale, `news/${newest?.id}`));
    const time = page.locator(`.news-article time[datetime="${date}"]`);
    await expect(time).toHaveText(expected[locale]);
  }
});

test('decorative drawings carry no English tooltips on Russian and Kazakh pages', async ({ page }) => {
  for (const locale of ['ru', 'kk'] as const) {
    for (const path of ['', 'production']) {
      await page.goto(localized(locale, path));
      await expect(page.locator('svg title')).toHaveCount(0);
    }
  }
});

test('the map frame asks the map service for the page’s language where it has one', async ({ page }) => {
  for (const [locale, lang] of [
    ['ru', 'ru_RU'],
    ['en', 'en_RU'],
    // The service offers no Kazakh interface; Kazakh pages get the Russian one.
    ['kk', 'ru_RU'],
  ] as const) {
    await page.goto(localized(locale, 'contacts'));
    const src = (await page.locator('.map-frame').getAttribute('src')) as string;
    expect(new URL(src).searchParams.get('lang'), locale).toBe(lang);
  }
});
