/**
 * The pages of the site as the publish worker knows them: what it keeps of each, and how it finds
 * them again after a change (each route's `getStaticPaths`, run again only where it read a changed
 * topic), each with a digest of its props.
 */
import { createHash } from 'node:crypto';
import type { AstroPrerenderer, RouteData } from 'astro';
import { topicsRead } from '../../src/content/build-memo.ts';
import type { SearchState } from '../search-index.ts';
import { astroInternals, type BuildApp, type BuildOptions, type StaticPath } from './astro.ts';

/** What the worker keeps of each page of the site. */
export interface Page {
  route: RouteData;
  /** A hash of the props `getStaticPaths` gave it. */
  props: string;
  topics: ReadonlySet<string>;
  /** Its optimized images, as paths under the site (`_astro/news-1-img_Z1x.webp`). */
  images: readonly string[];
}

/** What the last build kept, for updates. */
export interface Kept {
  prerenderer: AstroPrerenderer;
  app: BuildApp;
  options: BuildOptions;
  addStaticImage: unknown;
  pages: Map<string, Page>;
  /** The topics each route's `getStaticPaths` read (by its key in Astro's route cache). */
  routeTopics: Map<string, ReadonlySet<string>>;
  /** How many pages use each optimized image: one no page uses is removed. */
  imageUses: Map<string, number>;
  /** A hash of what the sitemap was last written from: it is written again only when that changes. */
  sitemapFrom: string;
  siteUrl: string;
  /** The search index's base and what changed since (search-index.ts). */
  search: SearchState;
}

/**
 * Runs `getStaticPaths` again for the routes whose last run read a changed topic (every route when
 * `changed` is undefined), recording the topics each read; the other routes keep their paths in
 * Astro's route cache. Answers the routes that ran.
 */
export async function refreshStaticPaths(
  app: BuildApp,
  routeTopics: Map<string, ReadonlySet<string>>,
  changed?: ReadonlySet<string>,
): Promise<Set<RouteData>> {
  const refreshed = new Set<RouteData>();
  for (const { routeData: route } of app.manifest.routes) {
    // Astro lists no paths for a route of its own (`origin: 'internal'`) either.
    if (!route.prerender || route.pathname || route.origin === 'internal') continue;
    const key = app.routeCache.key(route);
    const known = routeTopics.get(key);
    if (changed && known && !readsAny(known, changed)) continue;
    const { topics } = await topicsRead(() => callGetStaticPaths(app, route, key));
    routeTopics.set(key, topics);
    refreshed.add(route);
  }
  return refreshed;
}

/** Whether a page or route that read `read` reads any of the `changed` topics. */
export function readsAny(read: ReadonlySet<string>, changed: ReadonlySet<string>): boolean {
  for (const topic of read) if (changed.has(topic)) return true;
  return false;
}

/** Each route's addresses (by its key in the route cache), by the params object they were made from. */
export const addresses = new Map<string, WeakMap<object, string>>();

/**
 * Runs a route's `getStaticPaths` and puts its paths in Astro's route cache, keyed by address, as
 * Astro's `callGetStaticPaths` does, but making each path's address once: `getStaticPaths` hands an
 * item that did not change the same path again (`itemPaths` in content/api.ts), and making 30,000
 * addresses again (each param Unicode-normalized and escaped) took a third of a save at 10,000 news.
 */
export async function callGetStaticPaths(app: BuildApp, route: RouteData, key: string) {
  const mod = (await app.getComponentByRoute(route)) as {
    getStaticPaths(options: { paginate: unknown; routePattern: string }): Promise<StaticPath[]>;
  };
  const { base, trailingSlash } = app.manifest;
  const paths = await mod.getStaticPaths({
    paginate: astroInternals.paginate(route, base, trailingSlash),
    routePattern: route.route,
  });
  astroInternals.validateStaticPaths(paths, route);
  const known = addresses.get(key) ?? new WeakMap<object, string>();
  addresses.set(key, known);
  const keyed = new Map<string, StaticPath>();
  for (const path of paths) {
    let address = known.get(path.params);
    if (address === undefined) {
      address = astroInternals.stringifyParams(path.params, route, trailingSlash);
      known.set(path.params, address);
    }
    keyed.set(address, path);
  }
  app.routeCache.cache[key] = { mod, staticPaths: Object.assign(paths, { keyed }) };
}

/**
 * The pages of the site now, in the order a build renders them (Astro's `StaticPaths.getAll`, from
 * the paths in the route cache): each route's paths in turn, the first route to claim an address
 * keeping it, as Astro's build does, each with a hash of its props (those of routes not
 * `refreshed` as they were in `before`).
 */
export function sitePaths(
  app: BuildApp,
  refreshed?: ReadonlySet<RouteData>,
  before?: ReadonlyMap<string, Page>,
) {
  const paths = new Map<string, { route: RouteData; props: string }>();
  for (const { routeData: route } of app.manifest.routes) {
    if (!route.prerender) continue;
    if (route.type === 'redirect' || route.fallbackRoutes.length > 0) {
      throw new Error(
        `the publish worker does not list the pages of ${route.route}, a redirect or fallback route`,
      );
    }
    const keyed = app.routeCache.get(route)?.staticPaths?.keyed;
    for (const pathname of route.pathname ? [route.pathname] : (keyed?.keys() ?? [])) {
      const address = pathname.replace(/\/$/, '') || '/';
      if (paths.has(address)) continue;
      const known = refreshed && !refreshed.has(route) ? before?.get(pathname)?.props : undefined;
      paths.set(pathname, { route, props: known ?? digest(keyed?.get(pathname)?.props ?? {}) });
    }
  }
  return paths;
}

/** The digests of the objects `digest` has seen, by identity. */
export const digests = new WeakMap<object, string>();
/** A digest longer than this is hashed; a shorter one (a locale, a few addresses) is kept as it is. */
export const HASHED_OVER = 64;

/**
 * What a page's props are, in a short string: equal props give equal strings. Each object is
 * digested once, by identity: a list read again keeps the objects of the items that did not change
 * (`typesetItems` in content/api.ts), so that an update digests only what changed, not every item
 * of a long list. Props are read, never changed, by pages.
 */
export function digest(value: unknown): string {
  const plain =
    typeof value === 'object' &&
    value !== null &&
    (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);
  if (!plain) return JSON.stringify(value) ?? 'undefined';
  const known = digests.get(value);
  if (known) return known;
  const parts = Object.entries(value).map(([key, entry]) => `${JSON.stringify(key)}:${digest(entry)}`);
  const whole = Array.isArray(value) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
  const made = whole.length > HASHED_OVER ? `#${createHash('sha256').update(whole).digest('base64')}` : whole;
  digests.set(value, made);
  return made;
}

/** The address `getStaticPaths` gave the page a request renders (`/news/x.html` → `/news/x`). */
export function pageAddress(request: Request, route: RouteData): string {
  const path = decodeURI(new URL(request.url).pathname);
  return route.type === 'page' && !route.isIndex ? path.replace(/\.html$/, '') : path;
}
