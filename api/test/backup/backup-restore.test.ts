/**
 * `npm run backup` and `npm run restore` as an operator runs them, against the product as
 * `npm start` runs it (scripts/serve.ts in its own process): on PGlite, or on PostgreSQL when
 * TEST_DATABASE_URL is set. The backup is taken while the product serves; the restore goes into a
 * fresh data folder (and a fresh database), and a product started there has the same content, the
 * same files, the same signing key, and publishes the same site.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestDatabase } from '../helper.ts';
import { freePort } from '../smtp-support.ts';
import type { TestDatabase } from '../test-database.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const ADMIN = { email: 'backup-admin@example.kz', password: 'a long password for the backup test' };
const FAKE_BUILD = join(import.meta.dirname, '../publish/fixtures/fake-site-build.mjs');
const TIMEOUT = 300_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The product as `npm start` runs it, on its own data folder (and database). */
async function startProduct(dataDir: string, databaseUrl?: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_DIR: join(dataDir, 'admin'),
      SITE_BUILD_COMMAND: `"${process.execPath}" "${FAKE_BUILD}"`,
      PUBLISH_DEBOUNCE_MS: '200',
      REQUEST_CHALLENGE_DIFFICULTY: '40',
      // Signs in with a password alone, as the other test servers do.
      TWO_FACTOR_REQUIRED_ROLES: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the product did not start');
    await new Promise((done) => setTimeout(done, 250));
  }
  return { url, stop };
}

/** Runs an operator's command (`npm run backup -- …` is `node api/src/cli/backup.ts …`). */
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [`api/src/cli/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => done({ code, output }));
  });
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function bytes(url: string, token?: string) {
  const response = await fetch(url, token ? { headers: bearer(token) } : {});
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function newDatabase(): Promise<TestDatabase | undefined> {
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL, { prefix: 'backup_test' });
  if (database) cleanups.push(() => database.drop());
  return database;
}

async function newDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'backup-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

let work: string;
beforeAll(async () => {
  work = await newDataDir();
});

describe(`backup and restore on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it(
    'backs up the serving product and restores the same content, files and signing key into an empty target',
    async () => {
      const sourceDir = await newDataDir();
      const sourceDatabase = await newDatabase();
      const source = await startProduct(sourceDir, sourceDatabase?.url);
      const { accessToken, refreshToken } = await json(`${source.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const staff = { ...bearer(accessToken), 'content-type': 'application/json' };

      // A news item with an uploaded image.
      const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c87828' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'shop.png');
      const { url: image } = await json(`${source.url}/api/upload`, {
        method: 'POST',
        body: form,
        headers: bearer(accessToken),
      });
      const news = await json(`${source.url}/api/news`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({
          status: 'published',
          name: { ru: 'Резервная копия цеха', en: 'The shop backed up', kk: 'Цехтың сақтық көшірмесі' },
          description: { ru: 'Кратко о копии' },
          mainContent: { ru: '<p>Текст новости</p>' },
          date: '2026-05-01',
          img: image,
          imgAlt: { ru: 'Цех' },
        }),
      });

      // A customer request with an attachment, sent as the site's form sends it.
      const challenge = await json(`${source.url}/api/requests/challenge`);
      const solution = await solveChallenge({ challenge, deriveKey });
      const attachment = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const request = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Айгерим Сапарова',
        phone: '+7 (701) 123-45-67',
        email: 'aigerim@example.kz',
        message: 'Нужна смета на воздуховоды.',
        consent: 'true',
        locale: 'ru',
        website: '',
        proof: JSON.stringify({
          challenge,
          solution: { counter: solution?.counter, derivedKey: solution?.derivedKey },
        }),
      }))
        request.append(key, value);
      request.append('attachment', new Blob([attachment], { type: 'application/pdf' }), 'smeta.pdf');
      const { id: requestId } = await json(`${source.url}/api/requests`, { method: 'POST', body: request });

      const adminView = async (url: string, token: string) => ({
        news: await json(`${url}/api/news`, { headers: bearer(token) }),
        requests: await json(`${url}/api/requests`, { headers: bearer(token) }),
        users: await json(`${url}/api/users`, { headers: bearer(token) }),
      });
      const before = await adminView(source.url, accessToken);
      const imageBytes = await bytes(`${source.url}/api${image}`);
      const attachmentBytes = await bytes(`${source.url}/api/requests/${requestId}/attachment`, accessToken);
      expect(attachmentBytes).toEqual(attachment);
      expect(before.news.map((item: { id: number }) => item.id)).toContain(news.id);

      // Backed up while the product serves: visitors read, and staff save project after project.
      const archive = join(work, 'industrial.tar.gz');
      const env = { DATA_DIR: sourceDir, ...(sourceDatabase ? { DATABASE_URL: sourceDatabase.url } : {}) };
      const reading = Promise.all(
        Array.from({ length: 20 }, () => fetch(`${source.url}/api/news?lang=ru`).then((r) => r.status)),
      );
      const saved: number[] = [];
      let backingUp = true;
      const saving = (async () => {
        while (backingUp) {
          const project = await json(`${source.url}/api/projects`, {
            method: 'POST',
            headers: staff,
            body: JSON.stringify({
              name: { ru: `Объект ${saved.length + 1}` },
              description: { ru: 'Монтаж воздуховодов' },
              location: { ru: 'Атырау' },
              specialistsCount: 3,
            }),
          });
          saved.push(project.id);
        }
      })();
      const backup = await command('backup', [archive], env);
      backingUp = false;
      await saving;
      // PGlite's folder is the running API's alone: it writes the backup, asked over its socket.
      expect(backup.output).toContain(
        sourceDatabase
          ? `✓ backup written to ${archive}\n`
          : `✓ backup written to ${archive} by the running API`,
      );
      expect(backup.code).toBe(0);
      expect(new Set(await reading)).toEqual(new Set([200]));
      await source.stop();

      // Restored into an empty data folder and database.
      const targetDir = await newDataDir();
      const targetDatabase = await newDatabase();
      const targetEnv = {
        DATA_DIR: targetDir,
        ...(targetDatabase ? { DATABASE_URL: targetDatabase.url } : {}),
      };
      const restore = await command('restore', [archive], targetEnv);
      expect(restore.output).toContain('✓ restored');
      expect(restore.code).toBe(0);
      // Never over data: a second restore into the same target is refused and changes nothing.
      const again = await command('restore', [archive], targetEnv);
      expect(again.code).toBe(1);
      expect(again.output).toContain('✗ restore refused: a restore goes into an empty data folder');

      const target = await startProduct(targetDir, targetDatabase?.url);
      // The token signed before the backup is still good: the same signing key, the same accounts.
      expect(await adminView(target.url, accessToken)).toEqual(before);
      const refreshed = await fetch(`${target.url}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      expect(refreshed.status).toBe(200);
      expect(await bytes(`${target.url}/api${image}`)).toEqual(imageBytes);
      expect(await bytes(`${target.url}/api/requests/${requestId}/attachment`, accessToken)).toEqual(
        attachmentBytes,
      );

      // The saves made during the backup are there up to one moment, none missing before it (one
      // snapshot), and the next save gets a new id (the sequences came back too).
      const projects = await json(`${target.url}/api/projects`, {
        headers: bearer(accessToken),
      });
      const restoredSaves = projects
        .map((project: { id: number }) => project.id)
        .filter((id: number) => saved.includes(id))
        .sort((a: number, b: number) => a - b);
      expect(restoredSaves).toEqual(saved.slice(0, restoredSaves.length));
      const next = await fetch(`${target.url}/api/projects`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({
          name: { ru: 'Объект после восстановления' },
          description: { ru: 'Новый' },
          location: { ru: 'Атырау' },
          specialistsCount: 1,
        }),
      });
      expect(next.status).toBe(201);

      // The restored product publishes the same site.
      await expect
        .poll(async () => (await fetch(`${target.url}/news/${news.id}`)).status, { timeout: 60_000 })
        .toBe(200);
      expect(await (await fetch(`${target.url}/news/${news.id}`)).text()).toContain('Резервная копия цеха');
      expect(await readFile(join(targetDir, 'jwt-secret'), 'utf8')).toBe(
        await readFile(join(sourceDir, 'jwt-secret'), 'utf8'),
      );
    },
    TIMEOUT,
  );
});
