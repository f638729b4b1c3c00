import type { AstroUserConfig } from 'astro';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';

/** What the public build (astro.config.ts) and the preview renderer (astro.preview.config.ts) share. */
export const sharedConfig = {
  // `preserve` writes `product/404.astro` as `product/404.html`, which the static server's
  // nearest-404 rule looks for, and `production.astro` as `production.html`.
  build: { format: 'preserve', inlineStylesheets: 'always' },
  trailingSlash: 'never',
  // Astro 7 strips whitespace by JSX rules by default, which drops the spaces between inline
  // elements written on separate lines (the footer's `phone ·` / `email`): keep HTML-aware
  // compression, which renders text as written.
  compressHTML: true,
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  devToolbar: { enabled: false },
} satisfies AstroUserConfig;
