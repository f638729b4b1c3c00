import { expect } from '@playwright/test';
import { createRecord, pngFile, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

test('a Russian-only story staff keep off English and Kazakh is absent there, one shown in Russian is marked, and its body keeps headings, a picture and a table', async ({
  page,
  request,
  headers,
}) => {
  const upload = await request.post('/api/upload', {
    headers,
    multipart: { file: await pngFile('shop.png') },
  });
  expect(upload.status()).toBe(201);
  const picture = `/api${(await upload.json()).data.url}`;

  const keptOff = uniqueName('Ждёт перевода');
  const shown = uniqueName('Показана по-русски');
  const waiting = await createRecord(request, headers, 'news', {
    name: { ru: keptOff },
    description: { ru: 'Анонс, который ещё не перевели.' },
    mainContent: {
      ru: [
        '<h2>Итоги смены</h2><p>Текст новости.</p>',
        `<img src="${picture}" alt="Сварочный участок цеха">`,
        '<table><tbody><tr><th><p>Изделие</p></th><th><p>Тонн в месяц</p></th></tr>',
        '<tr><td><p>Воздуховоды</p></td><td><p>40</p></td></tr></tbody></table>',
      ].join(''),
    },
    date: '2026-11-27',
    waitForTranslation: true,
  });
  await createRecord(request, headers, 'news', {
    name: { ru: shown },
    description: { ru: 'Анонс без перевода.' },
    mainContent: { ru: '<p>Текст без перевода.</p>' },
    date: '2026-11-26',
  });
  const pageText = async (path: string) => {
    const response = await request.get(path);
    return response.ok() ? await response.text() : `HTTP ${response.status()}`;
  };
  await expect.poll(() => pageText('/en/news'), REBUILT).toContain(shown);

  // Kept off: no English or Kazakh page, card, feed item or sitemap entry; the Russian one stands.
  for (const locale of ['en', 'kk']) {
    expect((await request.get(`/${locale}/news/${waiting.id}`)).status()).toBe(404);
    expect(await pageText(`/${locale}/news`)).not.toContain(keptOff);
    expect(await pageText(`/${locale}/rss.xml`)).not.toContain(keptOff);
  }
  const sitemap = await pageText('/sitemap-0.xml');
  expect(sitemap).toContain(`/news/${waiting.slug.ru}<`);
  expect(sitemap).not.toMatch(new RegExp(`/(en|kk)/news/${waiting.slug.ru}<`));

  // The story shown in Russian says so on its card, in the page's language.
  await page.goto('/en/news');
  const englishCard = page.locator('article.news-card', { has: page.getByRole('heading', { name: shown }) });
  await expect(englishCard.getByText('In Russian', { exact: true })).toBeVisible();
  await page.goto('/kk/news');
  const kazakhCard = page.locator('article.news-card', { has: page.getByRole('heading', { name: shown }) });
  await expect(kazakhCard.getByText('Орыс тілінде', { exact: true })).toBeVisible();
  await page.goto('/news');
  await expect(page.locator('.language-mark')).toHaveCount(0);

  // The Russian page: the heading, the picture (resized, sized, described) and the table.
  await page.goto(`/news/${waiting.id}`);
  const body = page.locator('.article-body');
  await expect(body.getByRole('heading', { level: 2, name: 'Итоги смены' })).toBeVisible();
  const image = body.getByRole('img', { name: 'Сварочный участок цеха' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('loading', 'lazy');
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const table = body.getByRole('region', { name: 'Таблица' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Тонн в месяц' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Воздуховоды' })).toBeVisible();
  // The switcher leads to the English and Kazakh news, not to pages that do not exist.
  await expect(page.locator('.language-switcher a[hreflang="en"]')).toHaveAttribute('href', '/en/news');
  await expect(page.locator('.language-switcher a[hreflang="kk"]')).toHaveAttribute('href', '/kk/news');
});
