import { join } from 'node:path';
import { resources } from '@industrial/api/content';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../e2e/env.ts';
import { startNginx } from '../../e2e/nginx.ts';
import { DICTIONARIES, LANGUAGES, localized, published } from './support.ts';

interface Workshop {
  id: number;
  slug: string;
  name: string;
}
interface SiteDocument {
  id: number;
  title: string;
  kind: keyof typeof resources.documents.fields.kind.names;
  language: keyof typeof resources.documents.fields.language.names;
  products: number[];
  file: { name: string; type: string; size: number };
}

for (const locale of LANGUAGES) {
  const t = DICTIONARIES[locale];

  test(`${locale}: a workshop page lists its datasheets, and one downloads as a PDF attachment`, async ({
    page,
  }) => {
    const [workshop] = await published<Workshop>('products', locale);
    if (!workshop) throw new Error('no workshop is published');
    const documents = (await published<SiteDocument>('documents', locale)).filter((document) =>
      document.products.includes(workshop.id),
    );
    expect(documents.length).toBe(3);
    await page.goto(localized(locale, `product/${workshop.slug}`));
    const section = page.getByRole('region', { name: t['documents.title'] });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const own = documents.find((document) => document.language === locale) as SiteDocument;
    const item = items.filter({ hasText: resources.documents.fields.language.names[locale][locale] });
    await expect(item).toContainText(resources.documents.fields.kind.names.datasheet[locale]);
    // «PDF, 37 КБ», "PDF, 37 KB", the number kept with its unit.
    await expect(item).toContainText(
      new RegExp(`PDF, \\d+\\s${t['documents.kilobytes'].replace('{size} ', '')}`),
    );

    const link = item.getByRole('link', { name: own.title });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(own.file.name);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

    const response = await page.request.get((await link.getAttribute('href')) as string);
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(new RegExp(`^attachment; filename="${own.file.name}"`)),
    });
    expect((await response.body()).length).toBe(own.file.size);
  });

  test(`${locale}: the documents page, linked from the footer, filters by kind and workshop without script`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localized(locale));
    await page.getByRole('contentinfo').getByRole('link', { name: t['nav.documents'], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, 'documents')}$`));
    const documents = await published<SiteDocument>('documents', locale);
    const list = page.locator('.document-list > li');
    await expect(list).toHaveCount(documents.length);

    const workshops = await published<Workshop>('products', locale);
    const second = workshops[1] as Workshop;
    await page.getByRole('radio', { name: second.name, exact: true }).check();
    await expect(list.filter({ visible: true })).toHaveCount(
      documents.filter((document) => document.products.includes(second.id)).length,
    );
    await page.getByRole('radio', { name: resources.documents.fields.kind.names.datasheet[locale] }).check();
    await expect(list.filter({ visible: true })).toHaveCount(3);
    await expect(page.getByText(t['documents.filter.none'])).toBeHidden();
    await context.close();
  });
}

test('through the deploy proxy (deploy/nginx.conf in a real nginx) a datasheet is the same download, its headers once each', async ({
  playwright,
}) => {
  const nginx = await startNginx({ siteDir: join(E2E_DATA_DIR, 'site', 'current'), appPort: E2E_PORT });
  try {
    const proxy = await playwright.request.newContext({ baseURL: nginx.url });
    const [document] = await published<SiteDocument>('documents', 'ru');
    const response = await proxy.get(`/api/documents/${document?.id}/file`);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const headers = response.headersArray().map(({ name, value }) => [name.toLowerCase(), value]);
    for (const [header, value] of [
      ['content-type', 'application/pdf'],
      ['x-content-type-options', 'nosniff'],
      [
        'content-disposition',
        `attachment; filename="${document?.file.name}"; filename*=UTF-8''${document?.file.name}`,
      ],
    ]) {
      expect(
        headers.filter(([name]) => name === header),
        header,
      ).toEqual([[header, value]]);
    }
  } finally {
    await nginx.stop();
  }
});

const DOCUMENT_QUERIES = { ru: 'техническое описание', en: 'datasheet', kk: 'техникалық сипаттама' } as const;

for (const locale of LANGUAGES) {
  test(`${locale}: the site search finds the documents page by a datasheet's title`, async ({ page }) => {
    await page.goto(`${localized(locale, 'search')}?q=${encodeURIComponent(DOCUMENT_QUERIES[locale])}`);
    const results = page.locator('.search-result');
    await expect(results.first()).toBeVisible();
    await expect(
      results.getByRole('link').and(page.locator(`[href="${localized(locale, 'documents')}"]`)),
    ).toHaveCount(1);
  });
}
