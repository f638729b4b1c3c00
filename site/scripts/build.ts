/**
 * `npm run build -w site`: `astro build`, made safe to run several times at once. With `--preview`
 * (`npm run build:preview -w site`) it builds the preview renderer instead (astro.preview.config.ts). When the output
 * folder (SITE_OUT_DIR) lies outside the working directory, Astro stages its prerender bundle in
 * `<cwd>/.astro/.prerender`, which concurrent builds would share and delete under each other; each
 * build therefore runs from its own scratch folder inside the site (so packages still resolve).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const scratchRoot = join(siteRoot, '.astro');
mkdirSync(scratchRoot, { recursive: true });
// Named for this process: should it be killed half-way, the API removes the folder at its next start.
const scratch = mkdtempSync(join(scratchRoot, `build-${process.pid}-`));

const preview = process.argv.includes('--preview');
const started = performance.now();
process.chdir(scratch);
try {
  await build({ root: siteRoot, ...(preview && { configFile: 'astro.preview.config.ts' }) });
  console.log(
    `${preview ? 'Preview renderer' : 'Site'} built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  process.chdir(siteRoot);
  rmSync(scratch, { recursive: true, force: true });
}
