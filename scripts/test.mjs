// `npm test`: every check the project has, in the order a failure is cheapest to find.
// With TEST_DATABASE_URL set (a PostgreSQL server URL), the API and browser tests run on
// PostgreSQL in databases they create and drop; otherwise on embedded PGlite.
//
// `npm test -- --database-parts` runs only what can behave differently on another database: the API
// suite (queries, transactions, several connections and instances, publishing, schedules, backups)
// and the browser tests that publish. CI runs it on PostgreSQL after the whole run on PGlite; the
// static checks and the screens' browser tests say the same on either database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureAdminBuilt, ensureInstalled, ensurePreviewBuilt, run } from './prepare.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const databaseParts = process.argv.includes('--database-parts');

/**
 * The browser tests drive Chromium and run the deploy proxy's nginx.conf in a real nginx; CDN mode's
 * publish script uploads with rsync. `variable`, where there is one, points the tests at another copy.
 */
function ensureSystemPackage(path, pkg, variable) {
  if (existsSync(path)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      `✗ The tests need ${pkg} at ${path}. Install Debian's package (sudo apt-get install ${pkg})` +
        `${variable ? ` or point ${variable} at it` : ''}, then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`▸ Installing ${pkg} from Debian's packages…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], { DEBIAN_FRONTEND: 'noninteractive' });
}

const started = Date.now();
function step(title, command, args) {
  const at = Date.now();
  console.log(`\n▸ ${title}`);
  run(command, args);
  console.log(`✓ ${title}: ${Math.round((Date.now() - at) / 1000)} s`);
}

ensureInstalled();
ensureSystemPackage(chromium, 'chromium', 'CHROMIUM_PATH');
ensureSystemPackage(nginx, 'nginx', 'NGINX_PATH');
ensureSystemPackage('/usr/bin/rsync', 'rsync');
if (databaseParts) {
  step('API tests (Vitest)', 'vitest', ['run', '--project', 'api']);
} else {
  step('Lint and format (Biome)', 'biome', ['check', '.']);
  step('Type check', 'npm', ['run', 'typecheck']);
  step('Import cycles (dependency-cruiser)', 'node', ['scripts/cycles.ts']);
  step('API and content tests (Vitest)', 'vitest', ['run']);
}
ensureAdminBuilt();
ensurePreviewBuilt();
if (databaseParts) {
  step('Publishing browser tests (Playwright, system Chromium)', 'playwright', [
    'test',
    '--project',
    'publish',
    '--no-deps',
  ]);
} else {
  step('Browser tests (Playwright, system Chromium)', 'playwright', ['test']);
}
console.log(`\n✓ All tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
