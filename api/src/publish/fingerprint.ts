/**
 * What a site build depends on, as one hash: the public content as stored (each published item at
 * its version, the settings' and each page's texts' versions), the site's source (and the company
 * settings it imports), and the public origin. Equal fingerprints mean a rebuild would produce the
 * same site, so a restart can serve the existing build and a publication whose content the live
 * site already shows is skipped. Read from the database, not from the public API: it is taken at
 * every publication, and must not cost what reading a large site does.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentTables, pageTexts, siteSettings } from '../db/schema/index.ts';

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
  // A published item by its version; a draft or a deleted one by its state alone: its edits show nowhere.
  for (const [resource, table] of Object.entries(contentTables)) {
    const rows = await app.db
      .select({ id: table.id, version: table.version, status: table.status, deletedAt: table.deletedAt })
      .from(table)
      .orderBy(asc(table.id));
    content.update(`${resource}\n`);
    for (const { id, version, status, deletedAt } of rows) {
      content.update(
        status === 'published' && !deletedAt
          ? `${id} ${version}\n`
          : `${id} ${status} ${deletedAt ? 'deleted' : ''}\n`,
      );
    }
  }
  for (const { version } of await app.db.select({ version: siteSettings.version }).from(siteSettings)) {
    content.update(`settings ${version}\n`);
  }
  const texts = await app.db
    .select({ page: pageTexts.page, version: pageTexts.version })
    .from(pageTexts)
    .orderBy(asc(pageTexts.page));
  for (const { page, version } of texts) content.update(`page ${page} ${version}\n`);
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
