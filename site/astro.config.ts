import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { remoteImageHosts } from '@industrial/api/remote-images';
import { defineConfig } from 'astro/config';
import { sharedConfig } from './astro.shared.ts';
import checkInlineScripts from './scripts/inline-scripts.ts';
import interactionIslands from './scripts/interaction-islands.ts';
import precompress from './scripts/precompress.ts';
import searchIndex from './scripts/search-index.ts';
import stableIslands from './scripts/stable-islands.ts';
import { contentApiUrl } from './src/content/api-url.ts';
import { isOutOfSitemap, refreshPagesOutOfSitemap } from './src/content/sitemap.ts';
import { DEFAULT_LOCALE, OPEN_GRAPH_LOCALES } from './src/i18n/locales.ts';

// `astro check` loads this config with no API to read; a build without one stops at its first
// content read, with the message `contentApiUrl` gives.
const apiUrl = process.env.CONTENT_API_URL ? contentApiUrl() : undefined;
const siteUrl = process.env.SITE_URL || 'http://localhost:4000';
const outDir = process.env.SITE_OUT_DIR || fileURLToPath(new URL('./dist', import.meta.url));
// Item pages staff keep from search engines, or not translated into their language yet, stay out of the sitemap.
if (apiUrl) await refreshPagesOutOfSitemap();

export default defineConfig({
  ...sharedConfig,
  site: siteUrl,
  outDir,
  image: {
    // The API's uploads, and the remote hosts content may name (`imageUrl` leaves out the others).
    remotePatterns: [
      ...(apiUrl ? [{ protocol: apiUrl.protocol.replace(':', ''), hostname: apiUrl.hostname }] : []),
      ...remoteImageHosts(process.env.REMOTE_IMAGE_HOSTS).map((hostname) => ({
        protocol: 'https',
        hostname,
      })),
    ],
  },
  vite: {
    build: {
      // The analytics starter (components/AnalyticsScript.astro) stays a file of its own, never
      // inlined as small scripts are: the script policy then needs no hash for it. Everything else
      // keeps Vite's default limit.
      assetsInlineLimit: (file) => (/analytics/i.test(file) ? false : undefined),
    },
  },
  integrations: [
    react(),
    stableIslands(),
    interactionIslands(),
    sitemap({
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: OPEN_GRAPH_LOCALES },
      filter: (page) => {
        const { pathname } = new URL(page);
        // Not-found pages and the search results pages are no content of their own.
        return !/\/(404|search)$/.test(pathname) && !isOutOfSitemap(pathname.replace(/\/$/, ''));
      },
    }),
    checkInlineScripts(),
    // Before the compression: pagefind.js and the entry file get their compressed copies too.
    searchIndex(),
    precompress(),
  ],
});
