import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import type { PreviewRenderer } from '../../../content/preview.ts';
import { type PreviewTokens, previewTokens } from './preview-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    preview: {
      tokens: PreviewTokens;
      /** The site's renderer, loaded on first use; undefined while it has not been built. */
      renderer(): Promise<PreviewRenderer | undefined>;
      /** Where the renderer's browser files (island scripts) are. */
      clientDir: string;
    };
  }
}

/** A preview link stays valid this long: long enough to look and reload, short enough to leak little. */
const PREVIEW_LINK_TTL_SECONDS = 30 * 60;

/**
 * Preview of unpublished content through the site's own pages: signed links, and the renderer
 * built from the site's source (`npm run build:preview -w site`), which renders one page on demand.
 */
export default fp(
  async (app) => {
    const { previewDir, jwtSecret, publish } = app.config;
    const entry = join(previewDir, 'server', 'entry.mjs');
    let loading: Promise<PreviewRenderer> | undefined;

    app.decorate('preview', {
      tokens: previewTokens(jwtSecret, PREVIEW_LINK_TTL_SECONDS),
      clientDir: join(previewDir, 'client'),
      renderer() {
        if (!existsSync(entry)) return Promise.resolve(undefined);
        // The site's pages read images and any other content from the API, as a site build does.
        process.env.CONTENT_API_URL ??= publish.contentApiUrl;
        loading ??= (import(pathToFileURL(entry).href) as Promise<PreviewRenderer>).catch((error) => {
          loading = undefined;
          throw error;
        });
        return loading;
      },
    });
  },
  { name: 'preview' },
);
