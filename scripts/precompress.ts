import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.webmanifest']);
/** Below this, compressing saves less than the headers that announce it. */
const MIN_BYTES = 1024;
/**
 * Fingerprinted assets are cached for a year and rarely change: brotli's best (slow) quality is
 * paid once per build for the smallest transfer. Pages change with every publish: a quick quality
 * keeps a rebuild fast and still beats gzip.
 */
const PAGE_QUALITY = 5;
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;

/** Files compressed at once: enough to keep the thread pool busy. */
const CONCURRENT_FILES = 8;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function precompressFile(path: string, quality: number) {
  const bytes = await readFile(path);
  // A file shared with the live site by a hard link (an update of the site, publish-worker.ts) is
  // replaced, never written through; a page grown too small to compress keeps no stale copies.
  await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Writes `.br` and `.gz` beside every text file of a build folder, so that the product's server and
 * the deployment's proxy send them as they are instead of compressing each request (on the fly, at
 * a quality a request can afford). `assets` is the folder of fingerprinted files (`_astro/`,
 * `assets/`). `only` limits it to those files (absolute paths), the ones an update wrote. Answers
 * how many files it read.
 */
export async function precompress(root: string, assets: string, only?: string[]): Promise<number> {
  const files = only?.filter((path) => COMPRESSIBLE.has(extname(path))) ?? (await filesUnder(root));
  // A few at a time: each compression holds its encoders' memory until it ends, and a site of tens
  // of thousands of pages must not hold them all at once.
  let next = 0;
  const compressor = async () => {
    for (let path = files[next++]; path !== undefined; path = files[next++]) {
      await precompressFile(path, relative(root, path).startsWith(assets) ? ASSET_QUALITY : PAGE_QUALITY);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_FILES }, compressor));
  return files.length;
}
