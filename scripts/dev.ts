/**
 * `npm run dev`: the three parts with live reload, in one terminal.
 *   API    http://127.0.0.1:$PORT/api     (node --watch: restarts on a change under api/)
 *   admin  http://127.0.0.1:$ADMIN_DEV_PORT/admin/  (Vite, default 5173; forwards /api to the API)
 *   site   http://127.0.0.1:$SITE_DEV_PORT/        (Astro dev, default 4321; reads content from the API)
 * The API still serves its last built site at :$PORT/ and rebuilds it on publish, as in production.
 * Ctrl+C stops all three; if one of them dies, the others are stopped too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT ?? '4000';
const adminPort = process.env.ADMIN_DEV_PORT ?? '5173';
const sitePort = process.env.SITE_DEV_PORT ?? '4321';
const env = {
  ...process.env,
  // Every child, and what it starts, runs on this Node (24) rather than the machine's.
  PATH: [dirname(process.execPath), join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  PORT: apiPort,
  API_PORT: apiPort,
  CONTENT_API_URL: process.env.CONTENT_API_URL ?? `http://127.0.0.1:${apiPort}/api`,
  ASTRO_TELEMETRY_DISABLED: '1',
  // Astro 7 detaches `astro dev` when it thinks an AI coding agent started it: this script
  // supervises its children, and one that exits at once would stop the other two.
  ASTRO_DEV_BACKGROUND: '0',
  // The API's output is piped through here, so it would not know it ends on a terminal.
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
};

type Part = { name: string; command: string; args: string[]; cwd: string };

const api: Part = {
  name: 'api',
  command: process.execPath,
  args: ['--watch', 'scripts/serve.ts'],
  cwd: root,
};
const admin: Part = {
  name: 'admin',
  command: 'vite',
  args: ['--host', '127.0.0.1', '--port', adminPort, '--strictPort'],
  cwd: join(root, 'admin'),
};
const site: Part = {
  name: 'site',
  command: 'astro',
  args: ['dev', '--host', '127.0.0.1', '--port', sitePort],
  cwd: join(root, 'site'),
};

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

/** Resolves once the API answers its health check: the site's dev server reads content from it at once. */
async function apiReady(): Promise<void> {
  const health = `${env.CONTENT_API_URL}/health`;
  for (let waited = 0; !stopping; waited += 500) {
    if (
      await fetch(health).then(
        (response) => response.status < 500,
        () => false,
      )
    )
      return;
    if (waited > 120_000) throw new Error(`the API did not answer ${health} in two minutes`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

function start(part: Part) {
  const child = spawn(part.command, part.args, { cwd: part.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const label = `[${part.name}]`.padEnd(8);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label}${line}`));
  }
  child.on('error', (error) => {
    console.error(`${label}could not start ${part.command}: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${label}stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    stopAll(code || 1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start(api);
start(admin);
await apiReady().then(
  () => {
    if (!stopping) start(site);
  },
  (error: Error) => {
    console.error(`[site]  not started: ${error.message}`);
    stopAll(1);
  },
);
