import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { sharedConfig } from './astro.shared.ts';
import interactionIslands from './scripts/interaction-islands.ts';
import stableIslands from './scripts/stable-islands.ts';
import { previewRenderer } from './src/preview/adapter.ts';

/**
 * The preview renderer (`npm run build:preview -w site`): the site's own pages rendered on demand
 * by the API for signed-in staff, from content that need not be published. It depends on the site's
 * source only, not on content, so it is built once (by `npm start`), not on every publish.
 */
export default defineConfig({
  ...sharedConfig,
  output: 'server',
  site: process.env.SITE_URL || 'http://localhost:4000',
  outDir: fileURLToPath(new URL('./dist-preview', import.meta.url)),
  // Island scripts are served by the API under /preview/_astro/, apart from the public site's.
  build: { ...sharedConfig.build, assetsPrefix: '/preview' },
  // Only the saved content's own image addresses are read (for their sizes), wherever the API runs.
  image: { remotePatterns: [{ protocol: 'http' }, { protocol: 'https' }] },
  adapter: previewRenderer(),
  integrations: [react(), stableIslands(), interactionIslands()],
});
