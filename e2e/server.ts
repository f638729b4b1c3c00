/**
 * Runs the real product for the browser tests, as `npm start` runs it, on a fresh data folder
 * (and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database that is dropped on exit).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createTestDatabase } from '../api/test/test-database.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE_URL,
  E2E_DATA_DIR as dataDir,
  E2E_PORT,
  E2E_SMTP_PORT,
  STAFF,
  STAFF_PASSWORD,
} from './env.ts';

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const testDatabase = await createTestDatabase(process.env.TEST_DATABASE_URL, { prefix: 'e2e' });

const database = testDatabase ? { DATABASE_URL: testDatabase.url } : {};
for (const [role, email] of Object.entries(STAFF)) {
  const added = spawnSync(process.execPath, ['api/src/cli/accounts.ts', 'add', email, '--role', role], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, ACCOUNT_PASSWORD: STAFF_PASSWORD, ...database },
  });
  if (added.status !== 0) throw new Error(`e2e server: could not add the ${role} account`);
}

const product: ChildProcess = spawn(process.execPath, ['scripts/serve.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: BASE_URL,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // The specs sign in with passwords; two-factor.spec.ts sets the policy it tests.
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    // The mail ports, and the one the test mail's own server listens on.
    SMTP_PORTS: `25,465,587,2525,${E2E_SMTP_PORT}`,
    PUBLISH_DEBOUNCE_MS: process.env.PUBLISH_DEBOUNCE_MS ?? '500',
    // The specs send dozens of requests and applications from this one address; the limit itself
    // is tested in the API suite (requests.test.ts).
    REQUEST_RATE_MAX: '500',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...database,
  },
});

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (product.exitCode === null) {
      product.kill('SIGTERM');
      await new Promise((done) => product.once('exit', done));
    }
    await testDatabase?.drop();
  }
  process.exit(code);
}
product.on('exit', (code) => {
  if (!stopping) {
    console.error(`e2e server: the product exited with code ${code}`);
    void stop(1);
  }
});
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
