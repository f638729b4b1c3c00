/**
 * `npm run accounts` as an operator runs it (`node api/src/cli/accounts.ts …`), on its own data
 * folder, or on a PostgreSQL database of its own when TEST_DATABASE_URL is set: a password given
 * in ACCOUNT_PASSWORD meets the same policy as one chosen in the admin.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, vi } from 'vitest';
import { backupSocketPath, serveBackups } from '../../src/backup/socket.ts';
import { processStorage } from '../test-database.ts';

vi.setConfig({ testTimeout: 120_000 });

const repoRoot = resolve(import.meta.dirname, '../../..');
const STRONG = 'Шесть бочек кумыса у реки';

const storage = processStorage('accounts_cli');

/** `npm run accounts -- <args>` with ACCOUNT_PASSWORD set to `password` (unset when undefined). */
function accounts(args: string[], password?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...storage,
    JWT_SECRET: 'a signing key for the accounts command test',
  };
  delete env.ACCOUNT_PASSWORD;
  if (password !== undefined) env.ACCOUNT_PASSWORD = password;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['api/src/cli/accounts.ts', ...args], { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

test('a weak ACCOUNT_PASSWORD is refused with the rule it breaks, and nothing is stored', async () => {
  for (const [password, why] of [
    ['aaaaaaaaaaaa', 'repeats the same characters'],
    ['qwertyuiop12', 'most common ones'],
    ['colleague@example.kz', 'the e-mail itself'],
    ['short', 'at least 10 characters'],
  ] as const) {
    const refused = await accounts(['add', 'colleague@example.kz', '--role', 'editor'], password);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^✗ ACCOUNT_PASSWORD: (The|This) password/);
    expect(refused.stderr).toContain(why);
  }
  expect((await accounts(['list'])).stdout).not.toContain('colleague@example.kz');

  const added = await accounts(['add', 'colleague@example.kz', '--role', 'editor'], STRONG);
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toContain('✓ colleague@example.kz can sign in as editor');
});

test('reset-password refuses a weak ACCOUNT_PASSWORD too, and generates a strong one without it', async () => {
  const refused = await accounts(['reset-password', 'colleague@example.kz'], '1234567890');
  expect(refused.code, refused.stderr).toBe(1);
  expect(refused.stderr.trim()).toMatch(/^✗ ACCOUNT_PASSWORD: (The|This) password/);

  const generated = await accounts(['reset-password', 'colleague@example.kz']);
  expect(generated.code, generated.stderr).toBe(0);
  expect(generated.stdout).toMatch(
    /✓ colleague@example\.kz has a new password: \S{16}; its sessions have ended/,
  );
});

test('beside a server running on the same embedded database the command refuses, saying why; on PostgreSQL it runs', async () => {
  // The socket a running API answers on in its data folder (server.ts), served as it serves it.
  const stop = await serveBackups(backupSocketPath(storage.DATA_DIR), async (output) => {
    output.end();
  });
  let beside: Awaited<ReturnType<typeof accounts>>;
  try {
    beside = await accounts(['add', 'beside@example.kz', '--role', 'editor'], STRONG);
  } finally {
    await stop();
  }
  if (storage.DATABASE_URL) {
    expect(beside.code, beside.stderr).toBe(0);
  } else {
    expect(beside.code).toBe(1);
    expect(beside.stderr.trim()).toBe(
      `✗ the server is running on ${storage.DATA_DIR}: stop it first (the embedded database opens in one process at a time), then run this again`,
    );
    expect((await accounts(['list'])).stdout).not.toContain('beside@example.kz');
  }
});
