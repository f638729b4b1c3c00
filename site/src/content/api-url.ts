/** The content API's base URL (`CONTENT_API_URL`, e.g. `http://127.0.0.1:4310/api`), required for a build. */
export function contentApiUrl(): URL {
  const raw = process.env.CONTENT_API_URL;
  if (!raw) {
    throw new Error(
      'CONTENT_API_URL is not set. The site reads its content from the API at build time: ' +
        'start the API and run e.g. `CONTENT_API_URL=http://127.0.0.1:4000/api npm run build -w site`.',
    );
  }
  return new URL(raw.endsWith('/') ? raw : `${raw}/`);
}

/**
 * Asks past every cache on the way, the API instances' read caches included: the instance a build
 * reaches (CDN mode runs several) may keep a read from before the save that started the build.
 */
export const FRESH = { 'cache-control': 'no-cache' };
