/**
 * The start (scripts/serve.ts in its own process, as `npm start` runs it): a configuration the operator
 * must fix ends it with one line naming the variable and exit code 78 (EX_CONFIG), which `npm
 * start`'s supervisor does not restart.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, vi } from 'vitest';
import { processStorage } from './test-database.ts';

vi.setConfig({ testTimeout: 180_000 });

const repoRoot = resolve(import.meta.dirname, '../..');

const storage = processStorage('main_start');

/** Starts the product with these variables on top of a test environment; answers how it ended. */
function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['scripts/serve.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...storage,
        JWT_SECRET: 'a signing key for the start test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // A start that goes past the administrator has not stopped where it should: no need to wait.
    child.stdout.on('data', (chunk) => String(chunk).includes('created') && child.kill('SIGKILL'));
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, stderr });
    });
  });
}

test('an invalid environment ends the start with one line and exit code 78', async () => {
  const ended = await start({ PORT: 'eighty' });
  expect(ended.code, ended.stderr).toBe(78);
  expect(ended.stderr.trim()).toMatch(/^✗ Invalid environment: PORT [^\n]+$/);
});

test('a weak ADMIN_PASSWORD ends the start with one line naming it and why, exit code 78', async () => {
  const ended = await start({ ADMIN_EMAIL: 'owner@example.kz', ADMIN_PASSWORD: '1234567890' });
  expect(ended.code, ended.stderr).toBe(78);
  expect(ended.stderr.trim()).toMatch(
    /^✗ Invalid environment: ADMIN_PASSWORD [^\n]*owner@example\.kz[^\n]*$/,
  );
});
