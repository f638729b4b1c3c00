import { join } from 'node:path';
import { expect } from '@playwright/test';
import { createRecord, uniqueName } from '../../admin/e2e/session.ts';
import { E2E_DATA_DIR, E2E_PORT } from '../env.ts';
import { startNginx } from '../nginx.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

test('a news item saved in Russian only reads as Russian on /en, points search engines at Russian, and is an English page once translated, whose earlier addresses redirect through the app and nginx', async ({
  page,
  request,
  headers,
  playwright,
  baseURL,
}) => {
  const title = uniqueName('Только по-русски');
  const { id, version, slug } = await createRecord(request, headers, 'news', {
    name: { ru: title },
    description: { ru: 'Анонс без перевода.' },
    mainContent: { ru: '<p>Текст без перевода.</p>' },
    date: '2026-11-20',
  });
  const english = `/en/news/${id}`;
  const pageText = async (path: string) => {
    const response = await request.get(path);
    return response.ok() ? await response.text() : `HTTP ${response.status()}`;
  };
  await expect.poll(() => pageText(english), REBUILT).toContain(title);

  await page.goto(english);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ru');
  await expect(page.locator('.article-body')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('note')).toHaveText(
    'This item is not fully translated into English yet: the parts without a translation are shown in Russian.',
  );
  // Its English page is at its Russian address, the one search engines are sent to.
  await expect(page).toHaveURL(new RegExp(`/en/news/${slug.ru}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+/news/${slug.ru}$`),
  );
  await expect(page.locator('link[hreflang="en-GB"], link[hreflang="en"]')).toHaveCount(0);
  const sitemap = await pageText('/sitemap-0.xml');
  expect(sitemap).toContain(`/news/${slug.ru}<`);
  expect(sitemap).not.toContain(`/en/news/${slug.ru}<`);
  // The list's card reads as Russian too.
  await page.goto('/en/news');
  await expect(page.getByRole('heading', { name: title })).toHaveAttribute('lang', 'ru');

  const translated = await request.put(`/api/news/${id}`, {
    headers,
    data: {
      version,
      name: { ru: title, en: `${title} in English`, kk: `${title} қазақша` },
      description: { ru: 'Анонс без перевода.', en: 'A preview.', kk: 'Анонс.' },
      mainContent: { ru: '<p>Текст без перевода.</p>', en: '<p>The text.</p>', kk: '<p>Мәтін.</p>' },
    },
  });
  expect(translated.status()).toBe(200);
  // Translated, its English page moves to an address made from the English title; the old one leads there.
  const englishSlug = (await translated.json()).data.slug.en;
  expect(englishSlug).toMatch(/-in-english$/);
  await expect.poll(() => pageText(english), REBUILT).toContain(`${title} in English`);
  await page.goto(`/en/news/${slug.ru}`);
  await expect(page).toHaveURL(new RegExp(`/en/news/${englishSlug}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/en/news/${englishSlug}$`),
  );
  expect(await pageText('/sitemap-0.xml')).toContain(`/en/news/${englishSlug}<`);

  // Staff write an English address of their own: after the rebuild, the one it had leads there,
  // from the app and through the deploy proxy in front of it.
  const current = (await (await request.get(`/api/news/${id}`, { headers })).json()).data;
  const renamed = await request.put(`/api/news/${id}`, {
    headers,
    data: { version: current.version, slug: { ...current.slug, en: `${englishSlug}-renamed` } },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/en/news/${englishSlug}-renamed`)).status(), REBUILT)
    .toBe(200);
  const nginx = await startNginx({ siteDir: join(E2E_DATA_DIR, 'site', 'current'), appPort: E2E_PORT });
  try {
    for (const origin of [baseURL as string, nginx.url]) {
      const client = await playwright.request.newContext({ baseURL: origin, maxRedirects: 0 });
      const moved = await client.get(`/en/news/${englishSlug}?utm_source=brochure`);
      expect(moved.status(), origin).toBe(301);
      expect(moved.headers().location, origin).toBe(`/en/news/${englishSlug}-renamed?utm_source=brochure`);
      await client.dispose();
    }
  } finally {
    await nginx.stop();
  }
});
