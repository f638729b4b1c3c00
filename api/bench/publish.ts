/**
 * `npm run bench:publish [-- --news=1000 --runs=3 --port=4349]`: how long a save in the admin takes to
 * reach visitors. Starts the real product (as `npm start` does) on a fresh data folder, waits for its
 * first site build, then PUTs a published news item and polls its public page until the new headline
 * is served. With `--news=N` it then adds news through the API until there are N and measures again.
 * Targets on the reference machine: under 15 s on the seeded site, under 60 s with 1,000 news items.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    news: { type: 'string', default: '0' },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '4349' },
  },
});
const newsTarget = Number(options.news);
const runs = Number(options.runs);
const base = `http://127.0.0.1:${options.port}`;
const admin = { email: 'bench@example.kz', password: 'bench-Passw0rd!' };
const TARGET_SECONDS = { seeded: 15, large: 60 };
/** The first build of a big site on a busy machine is slow; past this the bench gives up. */
const BUILD_WAIT_MS = 15 * 60_000;

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'bench-publish-'));
const product = startProduct();
let token = '';

try {
  await waitFor(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.ok === true, 120_000);
  token = await login();
  console.log('▸ waiting for the first site build…');
  await waitForPublished(0);

  const seeded = await measure('seeded site');
  report('seeded site', seeded, TARGET_SECONDS.seeded);

  if (newsTarget > 0) {
    const added = await addNews(newsTarget);
    console.log(`▸ added ${added} news items; waiting for the site to settle…`);
    await waitForPublished(Date.now());
    const large = await measure(`${newsTarget} news items`);
    report(`${newsTarget} news items`, large, TARGET_SECONDS.large);
  }
} finally {
  await stopProduct();
  await rm(dataDir, { recursive: true, force: true });
}

function startProduct(): ChildProcess {
  return spawn(process.execPath, ['api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: options.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: base,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'error',
    },
  });
}

async function stopProduct() {
  if (product.exitCode !== null) return;
  product.kill('SIGTERM');
  await new Promise((resolve) => product.once('exit', resolve));
}

async function api(
  method: string,
  path: string,
  body?: unknown,
  retried = false,
): Promise<{ data: unknown }> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // A long run outlives the access token: sign in again once.
  if (response.status === 401 && !retried) {
    token = await login();
    return api(method, path, body, true);
  }
  if (!response.ok)
    throw new Error(`${method} /api${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: unknown };
}

async function login(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

interface Status {
  state: string;
  queued: boolean;
  lastSuccessAt: string | null;
  lastError: { message: string } | null;
}

/** Until nothing is scheduled or building and the last success is newer than `since`. */
async function waitForPublished(since: number) {
  await waitFor(async () => {
    const status = (await api('GET', '/publish/status')).data as Status;
    if (status.state === 'failed') throw new Error(`the site build failed: ${status.lastError?.message}`);
    return (
      status.state === 'idle' &&
      !status.queued &&
      status.lastSuccessAt !== null &&
      Date.parse(status.lastSuccessAt) >= since
    );
  }, BUILD_WAIT_MS);
}

/** Seconds from the PUT of a news headline to the public page serving it, once per run. */
async function measure(label: string): Promise<number[]> {
  const [item] = (
    await api('GET', `/news?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,0]')}`)
  ).data as Array<Record<string, unknown>>;
  if (!item) throw new Error('there is no news item to edit');
  const seconds: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const headline = `Bench ${label} ${run} ${Date.now().toString(36)}`;
    const name = { ...(item.name as object), ru: headline };
    const started = performance.now();
    await api('PUT', `/news/${item.id}`, { ...item, name });
    await waitFor(
      async () => (await (await fetch(`${base}/news/${item.id}`)).text()).includes(headline),
      BUILD_WAIT_MS,
      200,
    );
    seconds.push((performance.now() - started) / 1000);
    await waitForPublished(0);
  }
  return seconds;
}

/** Adds published news through the API, a few requests at a time, until there are `target` items. */
async function addNews(target: number): Promise<number> {
  const existing = ((await api('GET', '/news')).data as unknown[]).length;
  const missing = Math.max(0, target - existing);
  let next = 0;
  const worker = async () => {
    while (next < missing) {
      const n = ++next;
      await api('POST', '/news', {
        status: 'published',
        date: new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10),
        name: { ru: `Новость №${n}`, en: `News #${n}`, kk: `№${n} жаңалық` },
        description: { ru: `Краткое описание новости №${n}.`, en: `Summary of news #${n}.` },
        mainContent: { ru: `<p>Текст новости №${n}: цех, монтаж, пусконаладка.</p>` },
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return missing;
}

function report(label: string, seconds: number[], target: number) {
  const worst = Math.max(...seconds);
  const list = seconds.map((s) => s.toFixed(1)).join(', ');
  console.log(
    `save → page served, ${label}: ${list} s (worst ${worst.toFixed(1)} s; target < ${target} s: ${worst < target ? 'met' : 'MISSED'})`,
  );
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 500) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (product.exitCode !== null) throw new Error(`the product exited with code ${product.exitCode}`);
    if (await check().catch((error) => (error instanceof TypeError ? false : Promise.reject(error)))) return;
    await sleep(intervalMs);
  }
  throw new Error(`gave up after ${timeoutMs / 1000} s`);
}
