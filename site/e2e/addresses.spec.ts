import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from '../../e2e/env.ts';
import { type RunningNginx, startNginx } from '../../e2e/nginx.ts';
import { LANGUAGES, localized, published, SECTION_PATHS } from './support.ts';

// The same rules for every page, in the app and in the deploy proxy (deploy/nginx.conf in a real
// nginx, serving the live build of the shared product): one address per page, `/x/` moves to `/x`.
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx({ siteDir: join(E2E_DATA_DIR, 'site', 'current'), appPort: E2E_PORT });
});
test.afterAll(() => nginx?.stop());

/** Every public page of the built site, in every language. */
async function publicPages(): Promise<{ address: string; locale: string }[]> {
  const pages = [];
  for (const locale of LANGUAGES) {
    const products = await published<{ id: number; slug: string }>('products', locale);
    const news = await published<{ id: number; slug: string }>('news', locale);
    const vacancies = await published<{ id: number; slug: string }>('vacancies', locale);
    for (const path of [
      ...SECTION_PATHS,
      ...products.map((product) => `product/${product.slug}`),
      ...news.map((story) => `news/${story.slug}`),
      ...vacancies.map((vacancy) => `careers/${vacancy.slug}`),
    ])
      pages.push({ address: localized(locale, path), locale });
  }
  return pages;
}

for (const server of ['app', 'nginx'] as const) {
  test(`${server}: every public page answers at its address, and with a trailing slash moves there for good`, async ({
    playwright,
  }) => {
    const origin = server === 'app' ? BASE_URL : nginx.url;
    const client = await playwright.request.newContext({ baseURL: origin, maxRedirects: 0 });
    for (const { address, locale } of await publicPages()) {
      const page = await client.get(address);
      expect(page.status(), address).toBe(200);
      expect(await page.text(), address).toContain(`<html lang="${locale}"`);
      if (address === '/') continue;
      const slashed = await client.get(`${address}/?utm_source=mail`);
      expect(slashed.status(), `${address}/`).toBe(301);
      expect(slashed.headers().location, `${address}/`).toBe(`${address}?utm_source=mail`);
    }
    for (const feed of ['/rss.xml', '/en/rss.xml']) {
      expect((await client.get(feed)).status(), feed).toBe(200);
      expect((await client.get(`${feed}/`)).headers().location, `${feed}/`).toBe(feed);
    }

    // The numbered addresses of before lead for good to the readable ones, in each language.
    for (const locale of LANGUAGES) {
      for (const resource of ['news', 'products'] as const) {
        const [item] = await published<{ id: number; slug: string }>(resource, locale);
        const segment = resource === 'news' ? 'news' : 'product';
        const moved = await client.get(localized(locale, `${segment}/${item?.id}?utm_source=mail`));
        expect(moved.status(), `${locale} ${resource}`).toBe(301);
        expect(moved.headers().location).toBe(
          `${localized(locale, `${segment}/${item?.slug}`)}?utm_source=mail`,
        );
      }
    }
    // The sitemap names the readable addresses only.
    const sitemap = await (await client.get('/sitemap-0.xml')).text();
    expect(sitemap).toMatch(/\/news\/[a-z][a-z0-9-]*</);
    expect(sitemap).not.toMatch(/\/(news|product)\/\d+</);

    // A missing page keeps its nearest 404, with or without the slash.
    expect((await client.get('/kk/product/99999')).status()).toBe(404);
    expect((await client.get('/kk/product/99999/')).headers().location).toBe('/kk/product/99999');
    // The redirect never leads off the site, nor lets a request write its own headers.
    expect((await client.get(`${origin}//evil.example/`)).headers().location).toBe('/evil.example');
    const split = await client.get('/news%0D%0ASet-Cookie:%20stolen=1/');
    expect(split.headers()['set-cookie']).toBeUndefined();
    expect(split.headers().location ?? '').not.toMatch(/[\r\n]/);
    expect((await client.get('/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8/')).headers().location).toBe(
      '/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
    );
    await client.dispose();
  });
}
