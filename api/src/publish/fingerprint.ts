/**
 * What a site build depends on, as one hash: the public content the API answers in every language
 * (the resources, the settings, the pages' texts),
 * the site's source (and the company settings it imports), and the public origin. Equal fingerprints
 * mean a rebuild would produce the same site, so a restart can serve the existing build.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOCALES } from '../content/locale.ts';
import { PAGE_NAMES } from '../content/pages.ts';
import { RESOURCES } from '../content/resources.ts';

/** Generated or installed, never source: skipping them keeps the hash about what a person edited. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'dist-preview', '.astro', 'test', 'e2e']);

export interface FingerprintInputs {
  app: FastifyInstance;
  /** Folders whose files the build reads (the site, the content seed's settings and images). */
  sourceDirs: string[];
  siteUrl: string;
}

/** Kept in two parts so that the start-up log can say which of them changed. */
export interface SiteFingerprint {
  content: string;
  source: string;
}

/** Every read the build makes of the content, with the topic pages record it under (topics.ts). */
const CONTENT_READS = [
  ...RESOURCES.map((resource) => ({ read: resource, topic: resource })),
  { read: 'settings', topic: 'settings' },
  ...PAGE_NAMES.map((page) => ({ read: `pages/${page}`, topic: `page:${page}` })),
].flatMap(({ read, topic }) => LOCALES.map((locale) => ({ url: `/api/${read}?lang=${locale}`, topic })));

/**
 * The fingerprint as a publisher takes it, once per publication: each read of the content is
 * hashed apart and its hash kept, so that a publication naming what changed (its topics) reads
 * again only those lists, and one that does not (`undefined`: a start-up, the settings, a notice
 * that may have been missed) reads them all. A long list is then read only when it changed.
 */
export function siteFingerprints({ app, sourceDirs }: Omit<FingerprintInputs, 'siteUrl'>) {
  const hashes = new Map<string, string>();
  const sourceFiles: SourceFiles = new Map();
  return async (siteUrl: string, topics?: readonly string[]): Promise<SiteFingerprint> => {
    const content = createHash('sha256');
    for (const { url, topic } of CONTENT_READS) {
      let hash = hashes.get(url);
      if (!hash || !topics || topics.includes(topic)) {
        // Unauthenticated, as the build asks: only published content counts. Past the read cache,
        // which keeps the answer for the build (CONTENT_API_CACHE_FRESH, site-build.ts).
        const response = await app.inject({ method: 'GET', url, headers: { 'cache-control': 'no-cache' } });
        if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
        hash = createHash('sha256').update(response.rawPayload).digest('hex');
        hashes.set(url, hash);
      }
      content.update(`${url} ${hash}\n`);
    }
    const source = createHash('sha256').update(`site-url ${siteUrl}\n`);
    for (const dir of sourceDirs) await hashTree(source, dir, dir, sourceFiles);
    return { content: content.digest('hex'), source: source.digest('hex') };
  };
}

/** The fingerprint now, every read made afresh. */
export function siteFingerprint({ siteUrl, ...inputs }: FingerprintInputs): Promise<SiteFingerprint> {
  return siteFingerprints(inputs)(siteUrl);
}

/** Each source file's hash, with the size and time of change it was taken at. */
type SourceFiles = Map<string, { size: number; changedAt: number; hash: string }>;

/** Adds every source file under `dir` to `hash`; a file read before and not changed since is not read again. */
async function hashTree(
  hash: Hash,
  root: string,
  dir: string,
  known: SourceFiles = new Map(),
): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await hashTree(hash, root, path, known);
    } else if (entry.isFile()) {
      const { size, mtimeMs: changedAt } = await stat(path);
      let file = known.get(path);
      if (file?.size !== size || file.changedAt !== changedAt) {
        file = {
          size,
          changedAt,
          hash: createHash('sha256')
            .update(await readFile(path))
            .digest('hex'),
        };
        known.set(path, file);
      }
      hash.update(`file ${basename(root)}/${relative(root, path)} ${file.hash}\n`);
    }
  }
}
