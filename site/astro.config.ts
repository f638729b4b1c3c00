import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { remoteImageHosts } from '@industrial/api/remote-images';
import { defineConfig } from 'astro/config';
import { sharedConfig } from './astro.shared.ts';
import checkInlineScripts from './scripts/inline-scripts.ts';
import precompress from './scripts/precompress.ts';
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
  integrations: [
    react(),
    stableIslands(),
    sitemap({
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: OPEN_GRAPH_LOCALES },
      filter: (page) => {
        const { pathname } = new URL(page);
        return !/\/404$/.test(pathname) && !isOutOfSitemap(pathname.replace(/\/$/, ''));
      },
    }),
    checkInlineScripts(),
    precompress(),
  ],
});
