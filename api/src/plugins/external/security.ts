import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { EMBED_HOSTS } from '../../content/embeds.ts';
import { SITE_SCRIPT_HASHES } from '../../security/site-scripts.ts';

/** Runs helmet once against a recording response: with fixed directives its headers never vary. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Pages and the admin SPA: the admin keeps its tokens in local storage, so no script runs that the
 * policy does not name: the site's own inline scripts by their hashes, the rest from this origin.
 * Inline styles stay allowed because react-admin injects its styles at run time.
 */
const DOCUMENT_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...SITE_SCRIPT_HASHES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'https:'],
      // The video popup, news videos and the contacts map.
      frameSrc: [...EMBED_HOSTS],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // Local starts are plain http on 127.0.0.1; TLS is the reverse proxy's business.
  strictTransportSecurity: false,
});

/**
 * The policy of a page rendered on demand (a preview): the same as the site's, except that its
 * inline scripts (the preview bar's among them) are named by the hashes of what was rendered.
 */
export function previewPolicy(scriptHashes: string[]): string {
  return String(DOCUMENT_HEADERS['Content-Security-Policy']).replace(
    /script-src [^;]*/,
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
  );
}

/**
 * API answers are JSON and uploaded images, never documents: a policy that runs nothing and may not
 * be framed (which also covers X-Frame-Options), and no type sniffing, is all they need; every call
 * stays a kilobyte of headers lighter.
 */
const API_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

/** Security headers for everything the app serves: the static site, the admin SPA and the API. */
export default fp(
  async (app) => {
    // Computed once above: running helmet's middleware on every request cost the API a sixth of its
    // throughput (and @fastify/helmet, which rebuilds it per request, more than half).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? API_HEADERS : DOCUMENT_HEADERS);
      done();
    });
    // Bearer tokens, not cookies, so any origin may call; it still needs a token to change anything.
    await app.register(cors, {
      origin: '*',
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Content-Range'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
