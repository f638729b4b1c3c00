/**
 * The real product for the end-to-end benches, started as `npm start` starts it on a fresh data
 * folder, with an API client signed in as the bench's administrator.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';

/** What the benches call the API with: a method, a path under /api, and a JSON body. */
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<{ data: unknown }>;

export const BENCH_ADMIN = { email: 'bench@example.kz', password: 'bench-Passw0rd!' };

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function startProduct(options: { port: string; name: string; env?: Record<string, string> }) {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${options.name}-`));
  const launch = () =>
    spawn(process.execPath, ['scripts/serve.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: options.port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_URL: base,
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        LOG_LEVEL: 'error',
        // The bench signs in with the password alone.
        TWO_FACTOR_REQUIRED_ROLES: 'none',
        ...options.env,
      },
    });
  let product = launch();
  let token = '';

  /** Polls `check` until it holds; a fetch that cannot connect yet counts as not yet. */
  async function waitFor(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 500) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (product.exitCode !== null) throw new Error(`the product exited with code ${product.exitCode}`);
      if (await check().catch((error) => (error instanceof TypeError ? false : Promise.reject(error))))
        return;
      await sleep(intervalMs);
    }
    throw new Error(`gave up after ${timeoutMs / 1000} s`);
  }

  async function login(): Promise<string> {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
  }

  const api: ApiCall = async function call(method, path, body, retried = false) {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // A long run outlives the access token: sign in again once.
    if (response.status === 401 && !retried) {
      token = await login();
      return call(method, path, body, true);
    }
    if (!response.ok)
      throw new Error(`${method} /api${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: unknown };
  } as ApiCall;

  async function halt() {
    if (product.exitCode === null) {
      product.kill('SIGTERM');
      await new Promise((resolve) => product.once('exit', resolve));
    }
  }

  async function stop() {
    await halt();
    await rm(dataDir, { recursive: true, force: true });
  }

  async function ready() {
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 120_000);
    token = await login();
  }

  /** Stops the product and starts it again on its data folder, as a deploy does: answers the seconds until it answered. */
  async function restart(): Promise<number> {
    await halt();
    const started = performance.now();
    product = launch();
    await ready();
    return (performance.now() - started) / 1000;
  }

  try {
    await ready();
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, api, waitFor, stop, restart, pid: () => product.pid };
}

/** A timing bench's `--news` (sizes, comma-separated), `--runs` and `--port` options, with its own defaults. */
export function benchOptions(defaults: { news: string; runs: string; port: string }) {
  const { values } = parseArgs({
    options: {
      news: { type: 'string', default: defaults.news },
      runs: { type: 'string', default: defaults.runs },
      port: { type: 'string', default: defaults.port },
    },
  });
  const newsTargets = values.news
    .split(',')
    .map(Number)
    .filter((size) => size > 0);
  return { newsTarget: newsTargets[0] ?? 0, newsTargets, runs: Number(values.runs), port: values.port };
}

/** Prints a measurement's seconds per run, the worst of them, and whether that met the target. */
export function report(measured: string, seconds: number[], target: number, digits: number) {
  const worst = Math.max(...seconds);
  const list = seconds.map((s) => s.toFixed(digits)).join(', ');
  console.log(
    `${measured}: ${list} s (worst ${worst.toFixed(digits)} s; target < ${target} s: ${worst < target ? 'met' : 'MISSED'})`,
  );
}

/** Signs in to the admin at `base` in the browser page, as the bench's administrator. */
export async function signInToAdmin(page: Page, base: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill(BENCH_ADMIN.email);
  await page.getByLabel('Пароль', { exact: false }).first().fill(BENCH_ADMIN.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
