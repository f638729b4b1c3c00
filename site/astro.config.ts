import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import precompress from './scripts/precompress.ts';
import { contentApiUrl } from './src/content/api-url.ts';
import { DEFAULT_LOCALE, LOCALES, OPEN_GRAPH_LOCALES } from './src/i18n/locales.ts';

const apiUrl = contentApiUrl();
const siteUrl = process.env.SITE_URL || 'http://localhost:4000';
const outDir = process.env.SITE_OUT_DIR || fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  site: siteUrl,
  outDir,
  // `preserve` writes `product/404.astro` as `product/404.html`, which the static server's
  // nearest-404 rule looks for, and `production.astro` as `production.html`.
  build: { format: 'preserve', inlineStylesheets: 'always' },
  trailingSlash: 'never',
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  image: {
    remotePatterns: [{ protocol: apiUrl.protocol.replace(':', ''), hostname: apiUrl.hostname }],
  },
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: OPEN_GRAPH_LOCALES },
      filter: (page) => !/\/404$/.test(new URL(page).pathname),
    }),
    precompress(),
  ],
  devToolbar: { enabled: false },
});
