import type { Locale } from '@industrial/api/content';
import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../../e2e/env.ts';
import { en } from '../src/i18n/en.ts';
import { kk } from '../src/i18n/kk.ts';
import { ru } from '../src/i18n/ru.ts';

export const LANGUAGES: Locale[] = ['ru', 'en', 'kk'];
export const DICTIONARIES = { ru, en, kk };
/** The paths of the site's sections, as the header links them (the home page is ''). */
export const SECTION_PATHS = [
  '',
  'production',
  'services',
  'projects',
  'news',
  'careers',
  'documents',
  'contacts',
];

/** A page's address in one language: Russian at the root, the others under their prefix. */
export function localized(locale: Locale, path = ''): string {
  const prefix = locale === 'ru' ? '' : `/${locale}`;
  return `${prefix}/${path}`.replace(/\/$/, '') || '/';
}

/** The published content the site was built from, read from the running product's public API. */
export async function published<T = Record<string, unknown>>(resource: string, locale: Locale): Promise<T[]> {
  const response = await fetch(`${BASE_URL}/api/${resource}?lang=${locale}`);
  const body = (await response.json()) as { data: T[] };
  return body.data;
}

/**
 * Wakes every island that loads on first use (`client:interaction`), as a pointer passing over each
 * would, so that a test can weigh or check the scripts they bring.
 */
export async function wakeIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island[client="interaction"]').all())
    await island.dispatchEvent('pointerover');
  await expect(page.locator('astro-island[client="interaction"][ssr]')).toHaveCount(0);
}

/** Waits until the island holding `selector` has hydrated (Astro removes `ssr` when it has). */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`astro-island:has(${selector})`).first()).not.toHaveAttribute('ssr', /.*/);
}
