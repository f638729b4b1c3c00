/**
 * What a site build depends on, as one hash: the public content the API answers in every language
 * (the resources, the settings, the pages' texts),
 * the site's source (and the company settings it imports), and the public origin. Equal fingerprints
 * mean a rebuild would produce the same site, so a restart can serve the existing build.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOCALES } from '../content/locale.ts';
import { PAGE_NAMES } from '../content/pages.ts';
import { RESOURCES } from '../content/resources.ts';

/** Generated or installed, never source: skipping them keeps the hash about what a person edited. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.astro', 'test', 'e2e']);

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

export async function siteFingerprint({
  app,
  sourceDirs,
  siteUrl,
}: FingerprintInputs): Promise<SiteFingerprint> {
  const content = createHash('sha256');
  // Every read the build makes of the content: each resource's list, the settings, each page's texts.
  for (const read of [...RESOURCES, 'settings', ...PAGE_NAMES.map((page) => `pages/${page}`)]) {
    for (const locale of LOCALES) {
      // Unauthenticated, as the build asks: only published content counts.
      const response = await app.inject({ method: 'GET', url: `/api/${read}?lang=${locale}` });
      if (response.statusCode !== 200) {
        throw new Error(`GET /api/${read}?lang=${locale} answered ${response.statusCode}`);
      }
      content.update(`${read} ${locale}\n`).update(response.rawPayload);
    }
  }
  const source = createHash('sha256').update(`site-url ${siteUrl}\n`);
  for (const dir of sourceDirs) await hashTree(source, dir, dir);
  return { content: content.digest('hex'), source: source.digest('hex') };
}

async function hashTree(hash: Hash, root: string, dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await hashTree(hash, root, path);
    } else if (entry.isFile()) {
      hash.update(`file ${basename(root)}/${relative(root, path)}\n`).update(await readFile(path));
    }
  }
}
