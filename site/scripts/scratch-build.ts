/**
 * `astro build`, made safe to run several times at once. When the output folder (SITE_OUT_DIR) lies
 * outside the working directory, Astro stages its prerender bundle in `<cwd>/.astro/.prerender`,
 * which concurrent builds would share and delete under each other; each build therefore runs from
 * its own scratch folder inside the site (so packages still resolve). Used by `npm run build -w site`
 * (build.ts) and the publish worker.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AstroInlineConfig, build } from 'astro';

export const siteRoot = fileURLToPath(new URL('..', import.meta.url));

export async function scratchBuild(config: AstroInlineConfig = {}): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const scratchRoot = join(siteRoot, '.astro');
  mkdirSync(scratchRoot, { recursive: true });
  // Named for this process: should it be killed half-way, the API removes the folder at its next start.
  const scratch = mkdtempSync(join(scratchRoot, `build-${process.pid}-`));
  process.chdir(scratch);
  try {
    await build({ root: siteRoot, ...config });
  } finally {
    process.chdir(siteRoot);
    rmSync(scratch, { recursive: true, force: true });
  }
}
