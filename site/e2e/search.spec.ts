import { expect, type Request, test } from '@playwright/test';
import { DICTIONARIES, LANGUAGES, localized } from './support.ts';

/**
 * The site search (src/search/search.ts) against the static Pagefind index the build wrote: in each
 * language, on its own results page, without the API.
 */
const QUERIES = {
  // An inflected form: the news item says «Сварщики».
  ru: {
    query: 'сварщиками',
    title: 'Сварщики компании прошли аттестацию',
    marked: /^сварщик/i,
    found: /^сварщики[^\p{L}]*$/iu,
  },
  // The singular: the pages say "insulation jackets" (and "insulated": the same stem).
  en: {
    query: 'insulation jacket',
    title: undefined,
    marked: /^(insul|jacket)/i,
    found: /^jackets[^\p{L}]*$/iu,
  },
  // Kazakh has no stemmer in Pagefind: words that begin with the query («дәнекерлеушілері»).
  kk: {
    query: 'дәнекерлеушілер',
    title: 'Компания дәнекерлеушілері аттестаттаудан өтті',
    marked: /^дәнекерлеушілер/i,
    found: /^дәнекерлеушілері[^\p{L}]*$/iu,
  },
} as const;

for (const locale of LANGUAGES) {
  test(`${localized(locale, 'search')} finds pages in its language with the words marked, with the API stopped`, async ({
    page,
  }) => {
    const { query, title, marked, found } = QUERIES[locale];
    const apiCalls: string[] = [];
    // The search runs on the static files alone: any call to the API fails.
    await page.route('**/api/**', (route) => {
      apiCalls.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${localized(locale, 'search')}?q=${encodeURIComponent(query)}`);
    const results = page.locator('.search-result');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^${DICTIONARIES[locale]['search.found'].replace('{count}', '\\d+')}$`),
    );
    await expect(page.locator('#search-query')).toHaveValue(query);
    const links = await results
      .getByRole('link')
      .evaluateAll((found) =>
        found.map((link) => ({ text: link.textContent, href: link.getAttribute('href') ?? '' })),
      );
    // Only pages of this language.
    for (const { href } of links) {
      if (locale === 'ru') expect(href).not.toMatch(/^\/(en|kk)(\/|$)/);
      else expect(href).toMatch(new RegExp(`^/${locale}(/|$)`));
    }
    if (title) expect(links.map((link) => link.text)).toContain(title);
    const marks = await results.locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(marked);
    // A form the query did not have is found and marked.
    expect(
      marks.some((mark) => found.test(mark)),
      marks.join(' | '),
    ).toBe(true);
    // Each result shows its address.
    await expect(results.first().locator('.search-result-address')).toHaveText(/^https?:\/\/[^/]+\//);
    // Nothing but the results page's own links are followed: no result is a not-found page or the list of news.
    for (const { href } of links) expect(href).not.toMatch(/(\/404|\/news|\/search)$/);
    expect(apiCalls).toEqual([]);
  });
}

test('Kazakh matches the beginning of a word', async ({ page }) => {
  await page.goto(`/kk/search?q=${encodeURIComponent('дәнекерлеуші')}`);
  await expect(page.locator('.search-result').getByRole('link', { name: QUERIES.kk.title })).toBeVisible();
});

test('the results page says, in its language, when the query is empty, nothing is found, or the search fails', async ({
  page,
}) => {
  for (const locale of LANGUAGES) {
    const texts = DICTIONARIES[locale];
    await page.goto(localized(locale, 'search'));
    await expect(page.getByRole('status')).toHaveText(texts['search.empty']);
    // A word no page has, inside the index's alphabet: Pagefind 1.6 answers a word that sorts after
    // every indexed word (`zzqxvy`) with the pages of the last one.
    await page.goto(`${localized(locale, 'search')}?q=qqqqq`);
    await expect(page.getByRole('status')).toHaveText(texts['search.none'].replace('{query}', 'qqqqq'));
    await expect(page.locator('.search-result')).toHaveCount(0);
  }
  await page.route('**/pagefind/pagefind.js', (route) => route.abort());
  await page.goto('/en/search?q=welding');
  await expect(page.getByRole('status')).toHaveText(DICTIONARIES.en['search.failed']);
});

test('the header’s search field submits to the results page of the page’s language, and a phone gets a link to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/kk/contacts');
  const field = page.getByRole('search').getByRole('searchbox');
  await field.fill('цех');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/kk\/search\?q=%D1%86%D0%B5%D1%85$/);
  await expect(page.locator('.search-result').first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/contacts');
  await expect(page.getByRole('search')).toBeHidden();
  await page.getByRole('link', { name: DICTIONARIES.en['search.open'] }).click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await expect(page.locator('#search-query')).toBeVisible();
});

test('only the results page loads search code; every query names the one search page as canonical, out of the sitemap', async ({
  page,
  request,
}) => {
  const searchFiles: string[] = [];
  const note = (loaded: Request) => {
    if (/\/pagefind\//.test(loaded.url())) searchFiles.push(new URL(loaded.url()).pathname);
  };
  page.on('request', note);
  for (const path of ['', 'news', 'contacts', 'production']) {
    await page.goto(localized('en', path));
    await page.waitForLoadState('networkidle');
  }
  expect(searchFiles).toEqual([]);
  await page.goto('/en/search?q=welding');
  await expect(page.locator('.search-result').first()).toBeVisible();
  expect(searchFiles).toEqual(expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/superseded.json']));
  expect(searchFiles.some((path) => /\.pf_fragment$/.test(path))).toBe(true);
  // Indexable, and every query's address names the one search page as canonical (its results are
  // drawn in the browser: the page is the same for every query); the sitemap leaves it out.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/search$/);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toMatch(/\/search</);
});

test('Pagefind’s files are served as they are, with WebAssembly allowed only there and on the results pages', async ({
  request,
}) => {
  const entry = await request.get('/pagefind/pagefind-entry.json');
  expect(entry.status()).toBe(200);
  const { languages } = (await entry.json()) as { languages: Record<string, { hash: string }> };
  expect(Object.keys(languages).sort()).toEqual(['en', 'kk', 'ru']);
  // A fragment is gzip Pagefind reads itself: it must not be marked or compressed again.
  const home = await request.get('/');
  const policy = home.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain('wasm-unsafe-eval');
  for (const address of ['/search', '/en/search?q=x', '/kk/search', '/pagefind/pagefind.js']) {
    const response = await request.get(address);
    expect(response.headers()['content-security-policy'], address).toMatch(
      /script-src 'self' [^;]*'wasm-unsafe-eval'/,
    );
    const scripts = /script-src [^;]*/.exec(response.headers()['content-security-policy'] ?? '')?.[0];
    expect(scripts, address).not.toContain('unsafe-inline');
  }
  const wasm = await request.get('/pagefind/wasm.ru.pagefind', {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(wasm.status()).toBe(200);
  expect(wasm.headers()['content-encoding']).toBeUndefined();
  // Pagefind's own gzip, as it wrote it.
  expect([...(await wasm.body()).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});
