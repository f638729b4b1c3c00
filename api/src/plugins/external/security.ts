import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { EMBED_HOSTS } from '../../content/embeds.ts';
import { SITE_SCRIPT_HASHES } from '../../security/site-scripts.ts';
import type { AnalyticsSources } from '../../settings/analytics.ts';

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
 * policy does not name: the site's own inline scripts by their hashes, the rest from this origin,
 * and the hosts of the analytics service an administrator turned on (`settings/analytics.ts`), in
 * `script-src` and `connect-src` only. Inline styles stay allowed because react-admin injects its
 * styles at run time.
 */
function documentHeaders(analytics: AnalyticsSources): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...SITE_SCRIPT_HASHES, ...analytics.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics.connectSrc],
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
}

/** The headers of pages while no analytics service is on, the admin's and a preview's always. */
const DOCUMENT_HEADERS = documentHeaders({ scriptSrc: [], connectSrc: [] });

/**
 * The search pages and Pagefind's files (its script, worker and WebAssembly): the same policy, with
 * WebAssembly allowed to compile (`'wasm-unsafe-eval'`, never `'unsafe-inline'`), which only they need.
 */
const searchHeaders = (pages: Record<string, string>) => ({
  ...pages,
  'Content-Security-Policy': String(pages['Content-Security-Policy']).replace(
    /script-src ([^;]*)/,
    "script-src $1 'wasm-unsafe-eval'",
  ),
});

/** `/search`, `/en/search?q=…`, `/pagefind/…`: what may run the search's WebAssembly. */
export const searchesAt = (url: string) => /^\/(?:(?:[a-z]{2}\/)?search(?:[?#/]|$)|pagefind\/)/.test(url);

/**
 * The policy of a page rendered on demand (a preview): the same as the site's without analytics,
 * except that its inline scripts (the preview bar's among them) are named by the hashes of what
 * was rendered.
 */
export function previewPolicy(scriptHashes: string[]): string {
  return String(DOCUMENT_HEADERS['Content-Security-Policy']).replace(
    /script-src [^;]*/,
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    pagePolicy: PagePolicy;
  }
}

export interface PagePolicy {
  /** The Content-Security-Policy the public page at `url` is sent with now (`/` when not named). */
  current(url?: string): string;
  /** Widens the pages' policy for the analytics service turned on (or narrows it back when none is). */
  admit(analytics: AnalyticsSources): void;
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
    // Rebuilt only when the analytics service changes; the admin, previews and the API never load it.
    let pageHeaders = DOCUMENT_HEADERS;
    let pageSearchHeaders = searchHeaders(pageHeaders);
    app.decorate('pagePolicy', {
      current: (url = '/') =>
        String((searchesAt(url) ? pageSearchHeaders : pageHeaders)['Content-Security-Policy']),
      admit(analytics) {
        pageHeaders = documentHeaders(analytics);
        pageSearchHeaders = searchHeaders(pageHeaders);
      },
    } satisfies PagePolicy);
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (url.startsWith('/api/')) reply.headers(API_HEADERS);
      else if (/^\/(admin|preview)([/?]|$)/.test(url)) reply.headers(DOCUMENT_HEADERS);
      else reply.headers(searchesAt(url) ? pageSearchHeaders : pageHeaders);
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
