// `npm test`: every check the project has, in the order a failure is cheapest to find.
// With TEST_DATABASE_URL set (a PostgreSQL server URL), the API and browser tests run on
// PostgreSQL in databases they create and drop; otherwise on embedded PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureAdminBuilt, ensureInstalled, run } from './prepare.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      `✗ The browser tests need Chromium at ${chromium}. Install Debian's package (sudo apt-get install chromium)` +
        ' or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log("▸ Installing Chromium from Debian's packages…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
}

function step(title, command, args) {
  console.log(`\n▸ ${title}`);
  run(command, args);
}

ensureInstalled();
ensureChromium();
step('Lint and format (Biome)', 'biome', ['check', '.']);
step('Type check', 'npm', ['run', 'typecheck']);
step('API and content tests (Vitest)', 'vitest', ['run']);
ensureAdminBuilt();
step('Browser tests (Playwright, system Chromium)', 'playwright', ['test']);
console.log('\n✓ All tests passed');
