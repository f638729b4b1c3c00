import { expect } from '@playwright/test';
import { pngFile, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

test('a page of staff’s own: «Охрана труда» with a picture, linked from the footer, read in three languages and listed in the sitemap', async ({
  page,
  request,
  headers,
}) => {
  const titles = {
    ru: uniqueName('Охрана труда'),
    en: uniqueName('Health and safety'),
    kk: uniqueName('Еңбекті қорғау'),
  };
  const texts = {
    ru: 'Каждая смена начинается с инструктажа.',
    en: 'Every shift begins with a safety briefing.',
    kk: 'Әр ауысым нұсқаулықтан басталады.',
  };
  await signIn(page, '/admin/customPages/create');
  for (const [locale, title] of Object.entries(titles)) {
    const code = locale.toUpperCase();
    await page.getByRole('textbox', { name: `Заголовок (${code})`, exact: true }).fill(title);
    await page.getByRole('textbox', { name: `Текст страницы (${code})`, exact: true }).click();
    await page.keyboard.type(texts[locale as keyof typeof texts]);
  }
  // A picture in the Russian text, with its description.
  await page.locator('[data-language="ru"]').getByRole('button', { name: 'Вставить изображение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вставить изображение' });
  await dialog.locator('input[type="file"]').setInputFiles(await pngFile('helmets.png'));
  await dialog.getByRole('textbox', { name: 'Описание изображения' }).fill('Каски на стенде у входа в цех');
  await dialog.getByRole('button', { name: 'Вставить', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('radio', { name: 'В подвале сайта' }).check();
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customPages$/);

  const listed = await request.get(`/api/customPages?q=${encodeURIComponent(titles.ru)}`, { headers });
  const [created] = (await listed.json()).data as { id: number; slug: Record<string, string> }[];
  expect(created?.slug).toBeDefined();
  const slugs = created?.slug as Record<string, string>;
  try {
    const footerLink = (name: string) =>
      page.locator('footer .footer-links').getByRole('link', { name, exact: true });
    for (const [prefix, locale] of [
      ['', 'ru'],
      ['/en', 'en'],
      ['/kk', 'kk'],
    ] as const) {
      // Each language is awaited: a rebuild another save started may have read it before this one.
      await expect
        .poll(async () => (await request.get(prefix || '/')).text(), REBUILT)
        .toContain(titles[locale]);
      await page.goto(prefix || '/');
      const link = footerLink(titles[locale]);
      await expect(link).toHaveAttribute('href', `${prefix}/${slugs[locale]}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${slugs[locale]}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[locale]);
      await expect(page.locator('.article-body')).toContainText(texts[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
    await page.goto(`/${slugs.ru}`);
    const picture = page.getByRole('img', { name: 'Каски на стенде у входа в цех' });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // Each language's page names the others for search engines.
    await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/${slugs.en}$`),
    );

    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const [prefix, locale] of [
      ['', 'ru'],
      ['/en', 'en'],
      ['/kk', 'kk'],
    ] as const) {
      expect(sitemap).toContain(`${prefix}/${slugs[locale]}</loc>`);
    }
  } finally {
    if (created) await request.delete(`/api/customPages/${created.id}`, { headers });
  }
});
