// Plain JavaScript on purpose: these steps run on whatever Node the machine has (20 is enough),
// before the project's own Node 24 (the `node` package in node_modules) is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const bin = join(root, 'node_modules', '.bin');

/** The environment commands run in: this one, with the project's Node first on PATH. */
export function projectEnv(env = {}) {
  return { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...env };
}

/** Runs a command in the repository root with the project's Node first on PATH; exits on failure. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: projectEnv(env) });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/** The newest modification time of a file or of anything under a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, entry) =>
      entry === 'node_modules' || entry === 'dist' ? latest : Math.max(latest, newest(join(path, entry))),
    stat.mtimeMs,
  );
}

/** Installs the dependencies exactly as locked, unless that was already done since the lockfile changed. */
export function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && newest(installed) >= newest(lock)) return;
  console.log('▸ Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds the admin SPA when its sources, or the API modules it imports, are newer than its last build. */
export function ensureAdminBuilt() {
  const admin = join(root, 'admin');
  const built = join(admin, 'dist', 'index.html');
  // The admin bundles the API's declarations: content resources, settings, roles.
  const sources = Math.max(
    newest(admin),
    ...['content', 'settings', 'auth'].map((folder) => newest(join(root, 'api', 'src', folder))),
  );
  if (existsSync(built) && newest(built) >= sources) return;
  console.log('▸ Building the admin…');
  run('npm', ['run', 'build', '-w', 'admin']);
}

/**
 * Builds the preview renderer (the site's pages rendered on demand for staff) when the site's source,
 * or the content code it imports, is newer than its last build. Content changes need no rebuild.
 */
export function ensurePreviewBuilt() {
  const site = join(root, 'site');
  const built = join(site, 'dist-preview', 'server', 'entry.mjs');
  const sources = Math.max(
    ...['src', 'public', 'astro.shared.ts', 'astro.preview.config.ts', 'package.json'].map((path) =>
      newest(join(site, path)),
    ),
    newest(join(root, 'api', 'src', 'content')),
    newest(join(root, 'content-seed', 'src')),
  );
  if (existsSync(built) && newest(built) >= sources) return;
  console.log('▸ Building the preview renderer…');
  run('npm', ['run', 'build:preview', '-w', 'site']);
}
