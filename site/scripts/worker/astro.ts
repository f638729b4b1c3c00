/** The parts of Astro's build the publish worker reuses, named in one place: the lockfile pins Astro. */

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro';

/** The parts of Astro's build the worker holds on to between jobs. */
export interface BuildOptions {
  settings: { config: { outDir: URL; integrations: AstroIntegration[]; build: { format: string } } };
  logger: unknown;
}
export interface StaticPath {
  params: Record<string, string | undefined>;
  props?: unknown;
}
export interface RouteCache {
  cache: Record<string, { mod: unknown; staticPaths: StaticPath[] & { keyed: Map<string, StaticPath> } }>;
  key(route: RouteData): string;
  get(route: RouteData): { staticPaths?: { keyed: Map<string, StaticPath> } } | undefined;
}
export interface BuildApp {
  routeCache: RouteCache;
  manifest: { routes: { routeData: RouteData }[]; base: string; trailingSlash: string };
  getComponentByRoute(route: RouteData): Promise<unknown>;
  getOptions(): BuildOptions;
}
export type StaticImages = Map<
  string,
  { originalSrcPath?: string; transforms: Map<string, { finalPath: string }> }
>;
export interface RenderResult {
  outFile: URL;
  outFolder: URL;
  body: string | Uint8Array;
}

/** Astro's own build steps the update reuses, so that it writes what a build writes. */
export const astroInternals = await (async () => {
  const dist = dirname(createRequire(import.meta.url).resolve('astro'));
  const load = (path: string) => import(pathToFileURL(join(dist, path)).href);
  const [generate, images, common, paginate, validation, params] = await Promise.all([
    load('core/build/generate.js'),
    load('assets/build/generate.js'),
    load('core/build/common.js'),
    load('core/render/paginate.js'),
    load('core/routing/validation.js'),
    load('core/routing/params.js'),
  ]);
  return {
    paginate: paginate.generatePaginateFunction as (
      route: RouteData,
      base: string,
      trailingSlash: string,
    ) => unknown,
    validateStaticPaths: validation.validateGetStaticPathsResult as (
      paths: unknown,
      route: RouteData,
    ) => void,
    stringifyParams: params.stringifyParams as (
      params: StaticPath['params'],
      route: RouteData,
      trailingSlash: string,
    ) => string,
    renderPath: generate.renderPath as (options: {
      prerenderer: AstroPrerenderer;
      pathname: string;
      route: RouteData;
      options: BuildOptions;
      logger: unknown;
      collectMetadata: boolean;
    }) => Promise<RenderResult | null>,
    prepareAssetsGenerationEnv: images.prepareAssetsGenerationEnv as (
      options: BuildOptions,
      count: number,
    ) => Promise<unknown>,
    generateImagesForPath: images.generateImagesForPath as (
      path: string,
      transforms: StaticImages extends Map<string, infer V> ? V : never,
      env: unknown,
    ) => Promise<void>,
    outFile(options: BuildOptions, pathname: string, route: RouteData): URL {
      const settings = options.settings;
      const folder = common.getOutFolder(settings, encodeURI(pathname), route);
      return common.getOutFile(settings.config.build.format, folder, encodeURI(pathname), route);
    },
  };
})();

export const assets = globalThis as {
  astroAsset?: { addStaticImage?: unknown; staticImages?: StaticImages };
};
