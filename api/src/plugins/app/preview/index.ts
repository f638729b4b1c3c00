import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import type { PreviewRenderer } from '../../../content/preview.ts';
import { usersRepository } from '../auth/users-repository.ts';
import { type PreviewGrant, type PreviewTokens, previewTokens } from './preview-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    preview: {
      tokens: PreviewTokens;
      /**
       * What a link grants: its signature and expiry are checked, and its maker must still be able to
       * act in the session that made it (not disabled, not signed out); undefined otherwise.
       */
      grant(token: string): Promise<PreviewGrant | undefined>;
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
    const tokens = previewTokens(jwtSecret, PREVIEW_LINK_TTL_SECONDS);
    const users = usersRepository(app.db);

    app.decorate('preview', {
      tokens,
      async grant(token) {
        const grant = tokens.verify(token);
        if (!grant || !(await users.findActive(grant.uid, grant.sid))) return undefined;
        return grant;
      },
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
  { name: 'preview', dependencies: ['database'] },
);
