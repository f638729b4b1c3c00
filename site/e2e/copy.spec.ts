import type { Locale } from '@industrial/api/content';
import { expect, test } from '@playwright/test';
import { unitBreaks } from '../src/i18n/typography.ts';
import { DICTIONARIES, LANGUAGES, localized, published } from './support.ts';

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
  const [newest] = await published<{ id: number; slug: string; date: string }>('news', 'en');
  const date = newest?.date as string;
  const expected = {
    ru: new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC' }).format(new Date(date)),
    en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(date)),
    kk: /^\d{4}\sжылғы\s\d{1,2}\s\p{L}+$/u,
  };
  for (const locale of LANGUAGES) {
    // Each language's page is at its own address.
    const story = (await published<{ id: number; slug: string }>('news', locale)).find(
      (item) => item.id === newest?.id,
    );
    await page.goto(localized(locale, `news/${story?.slug}`));
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

// Issue 30: the second language review's corrections, as a reader meets them.

test('news 1 reads «вырос примерно до 40 тонн», not two prepositions in a row', async ({ page }) => {
  await page.goto('/news/1');
  const body = page.locator('.article-body');
  await expect(body).toContainText('вырос примерно до 40 тонн в месяц');
  await expect(body).not.toContainText('до около');
});

test('the sewing shop promises the checks it makes, and no weld testing, in every language', async ({
  page,
}) => {
  const welds = /свар|weld|дәнекер/i;
  for (const locale of LANGUAGES) {
    await page.goto(localized(locale, 'product/3'));
    const quality = page.getByRole('region', { name: DICTIONARIES[locale]['product.quality.title'] });
    await expect(quality.getByRole('listitem')).toHaveCount(3);
    expect(await quality.innerText(), locale).not.toMatch(welds);
    // The welding shop still names its weld testing.
    await page.goto(localized(locale, 'product/2'));
    await expect(
      page.getByRole('region', { name: DICTIONARIES[locale]['product.quality.title'] }),
    ).toContainText(welds);
  }
});

test('the English menu reads Manufacturing and Contact us', async ({ page }) => {
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Manufacturing', exact: true })).toHaveAttribute(
    'href',
    '/en/production',
  );
  await expect(page.locator('.header-contacts')).toHaveText('Contact us');
  await expect(page.locator('body')).not.toContainText(/Production and products|\bContacts\b/);
  await page.locator('.header-contacts').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page).toHaveTitle(/^Contact us/);
});

test('the request form asks for the project in each language; the Kazakh lead is not «Міндетті»', async ({
  page,
}) => {
  const expected = {
    ru: { lead: /^Опишите задачу/, consent: /^Даю согласие на сбор и обработку моих персональных данных/ },
    en: { lead: /^Describe your project/, consent: /^I consent to the collection and processing/ },
    kk: {
      lead: /^Жобаңызды сипаттаңыз, біз бір жұмыс күні ішінде жауап береміз\./,
      consent: /^Мен құпиялылық/,
    },
  };
  for (const locale of LANGUAGES) {
    await page.goto(localized(locale, 'contacts'));
    const section = page.locator('.request-section');
    await expect(section.locator('.section-lead')).toHaveText(expected[locale].lead);
    await expect(section.locator('.section-lead')).not.toContainText('Міндетті');
    await expect(section.getByRole('checkbox')).toHaveAccessibleName(expected[locale].consent);
  }
});

test('the copyright line shows this year, the same way in all three languages', async ({ page }) => {
  const year = String(new Date().getFullYear());
  for (const locale of LANGUAGES) {
    await page.goto(localized(locale));
    await expect(page.locator('.copyright')).toHaveText(new RegExp(`^©\\s${year}\\s`));
  }
});

test('language tags describe the audience: ru-KZ, en-GB and kk-KZ on pages, sitemap and feeds', async ({
  page,
  request,
}) => {
  const tags = { ru: 'ru-KZ', en: 'en-GB', kk: 'kk-KZ' } as const;
  for (const locale of LANGUAGES) {
    await page.goto(localized(locale, 'services'));
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      tags[locale].replace('-', '_'),
    );
    for (const other of LANGUAGES) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${tags[other]}"]`)).toHaveCount(1);
    }
    const feed = await (await request.get(localized(locale, 'rss.xml'))).text();
    expect(feed).toContain(`<language>${tags[locale]}</language>`);
  }
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const tag of Object.values(tags)) expect(sitemap).toContain(`hreflang="${tag}"`);
  expect(sitemap).not.toMatch(/ru-RU|en-US/);
});

test('the standards on the production page are the ones in the settings', async ({ page }) => {
  for (const locale of LANGUAGES) {
    const settings = (await (await page.request.get(`/api/settings?lang=${locale}`)).json()) as {
      data: { standards: string };
    };
    await page.goto(localized(locale, 'production'));
    await expect(page.locator('.stat-tiles')).toContainText(settings.data.standards);
  }
});

test('a workshop link’s text has no space before the colon (copy-paste and reader mode show it)', async ({
  page,
}) => {
  await page.goto('/');
  const texts = await page.locator('.workshop-card .read-more').allTextContents();
  expect(texts).toHaveLength(3);
  for (const text of texts) expect(text.trim()).toMatch(/^Подробнее о цехе: \S/);
});

// Issue 46: the third language review.

test('the consent line asks for consent to what the privacy policy names: collection and processing', async ({
  page,
}) => {
  const words = { ru: 'сбор и обработку', en: 'collection and processing', kk: 'жинауға және өңдеуге' };
  for (const locale of LANGUAGES) {
    await page.goto(localized(locale, 'privacy'));
    await expect(page.locator('main')).toContainText(words[locale]);
    await page.goto(localized(locale, 'contacts'));
    const consent = page.locator('form.request-form').getByRole('checkbox');
    await expect(consent).toHaveAccessibleName(new RegExp(words[locale]));
  }
});

test('each workshop states the standards of the settings, which its characteristic takes from them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const locale of LANGUAGES) {
    const settings = (await (await page.request.get(`/api/settings?lang=${locale}`)).json()) as {
      data: { standards: string };
    };
    const products = await published<{ slug: string; characteristics: { value: string }[] }>(
      'products',
      locale,
    );
    for (const product of products) {
      const row = product.characteristics.findIndex(({ value }) => value === '{standards}');
      expect(row, product.slug).toBeGreaterThanOrEqual(0);
      await page.goto(localized(locale, `product/${product.slug}`));
      await expect(page.locator('.spec-card dd').nth(row)).toHaveText(settings.data.standards);
      await expect(page.locator('main')).not.toContainText('{standards}');
    }
  }
});

test('a missing workshop or article is called so in English and Kazakh', async ({ page }) => {
  for (const [path, title] of [
    ['/en/product/no-such-page', 'Workshop not found'],
    ['/kk/product/no-such-page', 'Цех табылмады'],
    ['/en/news/no-such-page', 'Article not found'],
  ]) {
    await page.goto(path as string);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title as string);
  }
});
