import { AxeBuilder } from '@axe-core/playwright';
import { products } from '@industrial/content-seed';
import { expect, type Page, test } from '@playwright/test';
import { en } from '../src/i18n/en.ts';
import { kk } from '../src/i18n/kk.ts';
import { localized, published } from './support.ts';

// A workshop's gallery (#41): thumbnails that open each photo full size in the dialog island,
// paged with the keyboard, at a phone's width and a desktop's. The seed gives the first workshop three.
const photos = products[0]?.gallery ?? [];

async function openGallery(page: Page, locale: 'en' | 'kk') {
  const [workshop] = await published<{ slug: string; name: string }>('products', locale);
  await page.goto(localized(locale, `product/${workshop?.slug}`));
  // Nothing of the island's script runs before a visitor reaches for it.
  await expect(page.locator('astro-island:has(.photo-gallery)')).toHaveAttribute('ssr');
  return workshop?.name ?? '';
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test('a workshop’s gallery pages with the keyboard, and gives focus back to the photo shown last', async ({
      page,
    }) => {
      expect(photos).toHaveLength(3);
      const name = await openGallery(page, 'en');
      const thumbnails = page.locator('.photo-gallery').getByRole('button');
      await expect(thumbnails).toHaveCount(3);
      // The thumbnails hold their place before they load: no layout shift.
      for (const image of await page.locator('.photo-thumb img').all()) {
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).toHaveAttribute('width', /\d+/);
        await expect(image).toHaveAttribute('height', /\d+/);
      }

      const first = thumbnails.first();
      await first.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: en['gallery.dialog'].replace('{name}', name) });
      await expect(dialog).toBeVisible();
      const shown = dialog.locator('figure img');
      const position = (number: number) =>
        en['gallery.position'].replace('{number}', String(number)).replace('{count}', '3');
      await expect(shown).toHaveAttribute('alt', photos[0]?.alt.en as string);
      await expect(dialog.getByText(position(1))).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(shown).toHaveAttribute('alt', photos[1]?.alt.en as string);
      await expect(dialog.getByText(position(2))).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      // Round from the last photo to the first, and back.
      await expect(shown).toHaveAttribute('alt', photos[0]?.alt.en as string);
      await page.keyboard.press('ArrowLeft');
      await expect(shown).toHaveAttribute('alt', photos[2]?.alt.en as string);

      // The buttons page too, from the keyboard, and are big enough for a finger.
      const previous = dialog.getByRole('button', { name: en['gallery.previous'] });
      const next = dialog.getByRole('button', { name: en['gallery.next'] });
      for (const button of [previous, next]) {
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(shown).toHaveAttribute('alt', photos[1]?.alt.en as string);
      await expect(shown).toBeInViewport();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(thumbnails.nth(1)).toBeFocused();
    });
  });
}

test('the gallery reads in Kazakh, and its opened dialog passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  const name = await openGallery(page, 'kk');
  const thumbnails = page.locator('.photo-thumb img');
  for (const [index, photo] of photos.entries()) {
    await expect(thumbnails.nth(index)).toHaveAttribute('alt', photo.alt.kk as string);
  }
  await page.getByRole('heading', { name: kk['gallery.title'] }).scrollIntoViewIfNeeded();
  await page.locator('.photo-thumb').nth(2).click();
  const dialog = page.getByRole('dialog', { name: kk['gallery.dialog'].replace('{name}', name) });
  await expect(dialog.getByRole('img', { name: photos[2]?.alt.kk })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog').setLegacyMode().analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('button', { name: kk['gallery.close'] }).click();
  await expect(page.locator('.photo-thumb').nth(2)).toBeFocused();
});

test('a page without a gallery shows none', async ({ page }) => {
  const [, workshop] = await published<{ slug: string }>('products', 'ru');
  await page.goto(localized('ru', `product/${workshop?.slug}`));
  await expect(page.locator('.photo-gallery')).toHaveCount(0);
  await expect(page.locator('astro-island:has(.photo-gallery)')).toHaveCount(0);
});
