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
 * The local publisher sets CONTENT_API_CACHE_FRESH when it has just read the content afresh on the
 * instance the build reads from (its fingerprint), which its read cache then holds: a long list is
 * then read from the database once per publication, not twice. That instance is this machine, so
 * its answers come uncompressed: compressing a long list costs it more than sending it does.
 */
export const freshHeaders = (): Record<string, string> =>
  process.env.CONTENT_API_CACHE_FRESH === '1'
    ? { 'accept-encoding': 'identity' }
    : { 'cache-control': 'no-cache' };
