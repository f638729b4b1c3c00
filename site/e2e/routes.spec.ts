import { resources } from '@industrial/api/content';
import { company } from '@industrial/content-seed/company';
import { pages } from '@industrial/content-seed/pages';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../../e2e/env.ts';
import { DICTIONARIES, LANGUAGES, localized, published } from './support.ts';

interface Product {
  id: number;
  slug: string;
  name: string;
  info: string[];
  info2: string[];
  characteristics: { name: string; value: string }[];
}
interface Named {
  id: number;
  /** The readable address of its page, in the language read. */
  slug: string;
  name: string;
}
interface Vacancy {
  id: number;
  slug: string;
  title: string;
  location: string;
  employment: 'fullTime' | 'partTime' | 'shift' | 'contract' | 'internship';
  salary: { from: number | null; to: number | null };
  unpublishAt: string | null;
}
interface Project extends Named {
  location: string;
  specialistsCount: number;
}

for (const locale of LANGUAGES) {
  const t = DICTIONARIES[locale];

  test.describe(`${locale} pages`, () => {
    test('home page has every block', async ({ page }) => {
      const response = await page.goto(localized(locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.home.heroTitle[locale] ?? '');
      await expect(page.locator('.stat-tile')).toHaveCount(4);
      const home = pages.home;
      for (const heading of [
        home.overviewTitle[locale],
        home.missionTitle[locale],
        home.visionTitle[locale],
        home.valuesTitle[locale],
        home.achievementsTitle[locale],
        home.offerTitle[locale],
        home.qualityTitle[locale],
        home.workshopsTitle[locale],
        home.categoriesTitle[locale],
        pages.services.commissioningTitle[locale],
        home.partnersTitle[locale],
      ]) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      await expect(page.locator('.certificate-thumb')).toHaveCount(3);
      const products = await published<Named>('products', locale);
      await expect(page.locator('.workshop-card')).toHaveCount(Math.min(products.length, 3));
      for (const service of await published<Named>('services', locale)) {
        await expect(page.locator('.link-list').getByText(service.name, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: new RegExp(company.videoSlogan[locale]) })).toBeVisible();
      await expect(page.locator('.logo-row').first().locator('img')).toHaveCount(13);
      const copyright = t['footer.copyright'].replace('{year}', String(new Date().getFullYear()));
      await expect(page.getByText(copyright.split('{company}')[0] as string)).toBeVisible();
    });

    test('production page links every workshop to its product page', async ({ page }) => {
      await page.goto(localized(locale, 'production'));
      const products = await published<Named>('products', locale);
      for (const product of products) {
        await expect(
          page.locator(`a[href="${localized(locale, `product/${product.slug}`)}"]`).first(),
        ).toBeVisible();
      }
      await expect(page.locator('.stat-tiles .stat-tile')).toHaveCount(3);
      await expect(page.locator('.category-tile')).toHaveCount(4);
      await expect(page.locator('.category-tile svg')).toHaveCount(4);
      await expect(page.getByText(pages.production.qualityOrigin[locale] ?? '')).toBeVisible();
    });

    test('product pages show lists, specifications and quality blocks', async ({ page }) => {
      for (const product of await published<Product>('products', locale)) {
        await page.goto(localized(locale, `product/${product.slug}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
        await expect(page.getByRole('link', { name: t['product.back'] })).toHaveAttribute(
          'href',
          localized(locale, 'production'),
        );
        for (const item of [...product.info, ...product.info2])
          await expect(page.getByText(item, { exact: true }).first()).toBeVisible();
        await expect(page.locator('.spec-card')).toHaveCount(product.characteristics.length);
        await expect(page.getByRole('heading', { name: t['product.quality.title'] })).toBeVisible();
      }
    });

    test('services page lists the services and the supply blocks', async ({ page }) => {
      await page.goto(localized(locale, 'services'));
      for (const service of await published<Named>('services', locale)) {
        await expect(page.getByRole('heading', { name: service.name, exact: true })).toBeVisible();
      }
      for (const block of pages.services.supply) {
        await expect(page.getByRole('heading', { name: block.title[locale] ?? '' })).toBeVisible();
      }
      await expect(
        page.getByRole('heading', { name: pages.services.commissioning[0]?.title[locale], exact: true }),
      ).toBeVisible();
    });

    test('projects page shows each project with its location and team', async ({ page }) => {
      await page.goto(localized(locale, 'projects'));
      for (const project of await published<Project>('projects', locale)) {
        const card = page.locator('.project-card', {
          has: page.getByRole('heading', { name: project.name, exact: true }),
        });
        await expect(card).toContainText(project.location);
        await expect(card).toContainText(
          new RegExp(`${t['projects.specialists']}\\s*${project.specialistsCount}`),
        );
      }
    });

    test('news page and a news item', async ({ page }) => {
      const news = await published<Named & { date: string }>('news', locale);
      const newest = [...news].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0] as Named;
      await page.goto(localized(locale, 'news'));
      await expect(page.locator('.news-featured')).toContainText(newest.name);
      await page.locator('.news-featured').getByRole('link').click();
      await expect(page).toHaveURL(localized(locale, `news/${newest.slug}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.name);
      await expect(page.getByRole('link', { name: t['news.back'] })).toHaveAttribute(
        'href',
        localized(locale, 'news'),
      );
      const share = page.locator('.share a');
      await expect(share).toHaveCount(3);
      for (const link of await share.all()) {
        expect(await link.getAttribute('href')).toContain(encodeURIComponent(`/news/${newest.slug}`));
      }
    });

    test('contacts page has every way to reach the company', async ({ page }) => {
      // The map service stands in for itself here; what matters is when the page first asks for it.
      const mapRequests: string[] = [];
      await page.route(/yandex|google\.com\/maps/, (route) => {
        mapRequests.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
      });
      await page.goto(localized(locale, 'contacts'));
      for (const label of [
        'contacts.phone',
        'contacts.email',
        'contacts.address',
        'contacts.hours',
        'contacts.social',
      ] as const) {
        await expect(page.locator('dt', { hasText: t[label] })).toBeVisible();
      }
      await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: pages.contacts.mapTitle[locale] })).toBeVisible();
      // The map frame stays unloaded until the visitor asks for it.
      await expect(page.locator('.map-frame')).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(mapRequests).toEqual([]);
      await page.getByText(t['contacts.map.show']).click();
      await expect(page.locator('.map-frame')).toBeVisible();
      await expect.poll(() => mapRequests.length).toBe(1);
    });

    test('careers page lists each vacancy with its facts, and its page tells search engines a JobPosting', async ({
      page,
    }) => {
      const vacancies = await published<Vacancy>('vacancies', locale);
      expect(vacancies.length).toBeGreaterThan(0);
      await page.goto(localized(locale, 'careers'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.careers.heroTitle[locale] ?? '');
      await expect(page.locator('.vacancy-card')).toHaveCount(vacancies.length);
      const [vacancy] = vacancies as [Vacancy];
      const card = page.locator('.vacancy-card').filter({ hasText: vacancy.title });
      const employment = resources.vacancies.fields.employment.names[vacancy.employment][locale];
      await expect(card.locator('dd')).toContainText([vacancy.location, employment]);
      await expect(card).toContainText(t['careers.salary']);
      await expect(card).toContainText(t['careers.closes']);
      await expect(card.locator('time')).toHaveAttribute(
        'datetime',
        (vacancy.unpublishAt ?? '').slice(0, 10),
      );

      await card.getByRole('link', { name: vacancy.title }).click();
      await expect(page).toHaveURL(localized(locale, `careers/${vacancy.slug}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title);
      await expect(page.getByRole('link', { name: t['careers.back'] })).toHaveAttribute(
        'href',
        localized(locale, 'careers'),
      );
      const things = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      expect(things.find((thing) => thing['@type'] === 'JobPosting')).toMatchObject({
        title: vacancy.title,
        validThrough: vacancy.unpublishAt,
        hiringOrganization: { '@type': 'Organization', name: company.name[locale] },
        jobLocation: { address: { addressLocality: vacancy.location, addressCountry: 'KZ' } },
        baseSalary: {
          currency: 'KZT',
          value: { minValue: vacancy.salary.from, maxValue: vacancy.salary.to },
        },
      });
      // Linked from the footer; the list and the vacancy's page are in the sitemap.
      await expect(
        page.locator('footer').getByRole('link', { name: t['nav.careers'], exact: true }),
      ).toHaveAttribute('href', localized(locale, 'careers'));
      const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] as string).pathname,
      );
      expect(listed).toEqual(
        expect.arrayContaining([localized(locale, 'careers'), localized(locale, `careers/${vacancy.slug}`)]),
      );
    });

    test('unknown vacancies answer 404 with their own texts', async ({ page }) => {
      const response = await page.goto(localized(locale, 'careers/99999'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['careers.notFound.title']);
      await expect(page.getByRole('link', { name: t['careers.notFound.back'] })).toHaveAttribute(
        'href',
        localized(locale, 'careers'),
      );
    });

    test('unknown products and news answer 404 with their own texts', async ({ page }) => {
      const product = await page.goto(localized(locale, 'product/99999'));
      expect(product?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['product.notFound.title']);
      await expect(page.getByRole('link', { name: t['product.notFound.back'] })).toHaveAttribute(
        'href',
        localized(locale, 'production'),
      );

      const story = await page.goto(localized(locale, 'news/99999'));
      expect(story?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['news.notFound.title']);
      await expect(page.getByText(t['news.notFound.text'])).toBeVisible();
      await expect(page.getByRole('link', { name: t['news.notFound.back'] })).toHaveAttribute(
        'href',
        localized(locale, 'news'),
      );

      const other = await page.goto(localized(locale, 'no-such-page'));
      expect(other?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['notFound.title']);
    });
  });
}

test('English pages carry no Cyrillic text', async ({ page }) => {
  const [product] = await published<Named>('products', 'en');
  const [story] = await published<Named>('news', 'en');
  const [vacancy] = await published<Vacancy>('vacancies', 'en');
  for (const path of [
    '',
    'production',
    `product/${product?.slug}`,
    'services',
    'projects',
    'news',
    `news/${story?.slug}`,
    'careers',
    `careers/${vacancy?.slug}`,
    'contacts',
    'privacy',
  ]) {
    await page.goto(localized('en', path));
    // The language switcher names each language in itself, so it is left out.
    const text = await page.locator('main, footer').allInnerTexts();
    expect(text.join('\n'), `/en/${path}`).not.toMatch(/[\u0400-\u04FF]/);
  }
});

test('pages take every image from the site itself, never from the API the build read', async ({ page }) => {
  const [product] = await published<Named>('products', 'kk');
  const [story] = await published<Named>('news', 'kk');
  for (const path of ['services', `product/${product?.slug}`, `news/${story?.slug}`]) {
    await page.goto(localized('kk', path));
    const sources = await page
      .locator('img')
      .evaluateAll((images) =>
        images.flatMap((image) => [image.getAttribute('src'), image.getAttribute('srcset')]),
      );
    for (const source of sources.filter(Boolean)) expect(source, path).not.toContain('/api/');
    // Product and news pages share their own picture; the others the site's default one.
    const shared = (await page.locator('meta[property="og:image"]').getAttribute('content')) as string;
    expect(shared, path).toMatch(
      path === 'services' ? `${BASE_URL}/og-image.png` : new RegExp(`^${BASE_URL}/_astro/.+\\.jpg$`),
    );
    const image = await page.request.get(shared);
    expect(image.headers()['content-type'], path).toMatch(/^image\/(jpeg|png)$/);
  }
  await page.goto(localized('kk', 'services'));
  const icon = page.locator('.service-icon').first();
  await icon.scrollIntoViewIfNeeded();
  await expect(icon).toHaveJSProperty('complete', true);
  expect(await icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('feeds, sitemap and robots.txt exist for crawlers', async ({ request }) => {
  for (const locale of LANGUAGES) {
    const feed = await request.get(localized(locale, 'rss.xml'));
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<rss');
  }
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap-0.xml');
  const xml = await sitemap.text();
  expect(xml).toContain('hreflang="kk-KZ"');
  expect(xml).not.toContain('/404');
});
