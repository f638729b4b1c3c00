/**
 * CDN mode end to end, with real parts only: an instance in webhook mode takes a save; its signed
 * call reaches a receiver (CI's stand-in) that runs `scripts/publish-cdn.ts`; the script builds the
 * real site against a second instance on the same database (as behind a load balancer), uploads it
 * into a static-host folder that Debian's nginx serves with deploy/nginx.conf, swaps it in, and
 * sends the CDN's purge API (a local stand-in) the addresses that changed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningNginx, startNginx } from '../../../e2e/nginx.ts';
import { SIGNATURE_HEADER } from '../../src/publish/webhook.ts';
import { freePort } from '../smtp-support.ts';
import { STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const SECRET = 'the secret CI checks the publish call with';
const PURGE_TOKEN = 'a token of the CDN purge API';
const SITE_URL = 'https://www.example.kz';
/** Two real site builds (Astro, three languages) on a busy two-core machine. */
const TIMEOUT = 600_000;

type App = Awaited<ReturnType<typeof startPublishingApp>>;
let saving: App;
let serving: App;
let staticRoot: string;
let nginx: RunningNginx;
let receiver: Server;
let purgeApi: Server;
const purges: Array<{ headers: IncomingHttpHeaders; body: { files: string[] } }> = [];
/** The script runs CI started, in order, each resolving with its exit code. */
const runs: Array<Promise<number | null>> = [];
const children: ChildProcess[] = [];

async function listen(server: Server): Promise<string> {
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return `http://127.0.0.1:${port}`;
}

/** Every file of a build folder with its content's hash. */
async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(
      relative(dir, path),
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  return files;
}

async function page(path: string) {
  const response = await fetch(`${nginx.url}${path}`);
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  staticRoot = await mkdtemp(join(tmpdir(), 'static-host-'));
  purgeApi = createServer(async (request, response) => {
    purges.push({ headers: request.headers, body: JSON.parse(await text(request)) });
    response.setHeader('content-type', 'application/json');
    response.end('{"success":true}');
  });
  const purgeUrl = `${await listen(purgeApi)}/client/v4/zones/test/purge_cache`;

  // CI: answers the dispatch at once, as GitHub does, and runs the publish script.
  receiver = createServer(async (request, response) => {
    const body = await text(request);
    const signed = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    if (request.headers[SIGNATURE_HEADER] !== signed) {
      response.statusCode = 401;
      return response.end();
    }
    const child = spawn(process.execPath, ['scripts/publish-cdn.ts'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        CONTENT_API_URL: `http://127.0.0.1:${serving.config.port}/api`,
        SITE_URL,
        STATIC_ROOT: staticRoot,
        CDN_PURGE_URL: purgeUrl,
        CDN_PURGE_TOKEN: PURGE_TOKEN,
      },
    });
    children.push(child);
    runs.push(new Promise((done) => child.once('close', done)));
    response.statusCode = 204;
    response.end();
  });
  const receiverUrl = await listen(receiver);

  saving = await startPublishingApp({
    seed: true,
    env: { PUBLISH_WEBHOOK_URL: `${receiverUrl}/dispatches`, PUBLISH_WEBHOOK_SECRET: SECRET },
  });
  // The instance the build reads from keeps its public reads for ten minutes: without a way past
  // that cache, a build after a save made elsewhere gets the lists of the build before.
  serving = await startPublishingApp({
    database: saving.database,
    dataDir: saving.dataDir,
    readCacheTtlMs: 600_000,
    env: { PUBLISH_WEBHOOK_URL: `${receiverUrl}/dispatches`, PUBLISH_WEBHOOK_SECRET: SECRET },
  });
  nginx = await startNginx({ siteDir: join(staticRoot, 'current'), appPort: saving.config.port });
}, STARTUP_TIMEOUT);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await nginx?.stop();
  await serving?.close();
  await saving?.close();
  for (const server of [receiver, purgeApi]) await new Promise((done) => server?.close(done));
  if (staticRoot) await rm(staticRoot, { recursive: true, force: true });
});

describe('CDN mode: from a save to the page nginx serves', () => {
  it(
    'publishes a saved news item through CI into the static host and purges exactly what changed',
    async () => {
      // The first publication, started the way the admin's Опубликовать сейчас starts one.
      saving.app.publisher.publishNow('first deploy');
      await saving.app.publisher.settled();
      expect(saving.app.publisher.status().lastError).toBeNull();
      expect(runs).toHaveLength(1);
      expect(await runs[0]).toBe(0);

      const list = await saving.call('GET', '/api/news');
      const item = list.json().data[0];
      // The item's page in each language, at its readable address there.
      const itemPage = (locale: 'ru' | 'en' | 'kk') =>
        `${locale === 'ru' ? '' : `/${locale}`}/news/${item.slug[locale] ?? item.slug.ru}`;
      const before = await page(itemPage('ru'));
      expect(before.status).toBe(200);
      expect(before.body).toContain(item.name.ru.replaceAll('"', '&quot;'));
      const firstBuild = await readlink(join(staticRoot, 'current'));
      const untouched = await page('/contacts');
      expect(untouched.status).toBe(200);
      purges.length = 0;

      const saved = await saving.call('PUT', `/api/news/${item.id}`, {
        ...item,
        name: {
          ru: 'Цех металлоконструкций сдан',
          en: 'Steel structures shop commissioned',
          kk: 'Металл конструкциялар цехы іске қосылды',
        },
      });
      expect(saved.statusCode).toBe(200);
      await saving.app.publisher.settled();
      expect(saving.app.publisher.status().lastError).toBeNull();
      expect(runs).toHaveLength(2);
      expect(await runs[1]).toBe(0);

      // nginx serves the new build: the new text in every language, the rest as it was.
      expect((await page(itemPage('ru'))).body).toContain('Цех металлоконструкций сдан');
      expect((await page(itemPage('en'))).body).toContain('Steel structures shop commissioned');
      expect((await page(itemPage('kk'))).body).toContain('Металл конструкциялар цехы іске қосылды');
      expect((await page('/news')).body).toContain('Цех металлоконструкций сдан');
      expect(await page('/contacts')).toEqual(untouched);

      // One purge request, with the token, naming the addresses whose files changed and no other.
      expect(purges).toHaveLength(1);
      const [purge] = purges;
      expect(purge?.headers.authorization).toBe(`Bearer ${PURGE_TOKEN}`);
      const named = purge?.body.files ?? [];
      for (const path of [itemPage('ru'), itemPage('en'), itemPage('kk'), '/news', '/en/news']) {
        expect(named).toContain(`${SITE_URL}${path}`);
      }
      expect(named).not.toContain(`${SITE_URL}/contacts`);
      expect(named.some((url) => url.includes('/_astro/'))).toBe(false);
      // The search index's files that changed: the entry file, and the changed pages' fragments.
      expect(named).toContain(`${SITE_URL}/pagefind/pagefind-entry.json`);
      expect(named.some((url) => /\/pagefind\/fragment\/ru_[0-9a-f]+\.pf_fragment$/.test(url))).toBe(true);
      expect(named).not.toContain(`${SITE_URL}/pagefind/pagefind.js`);

      const secondBuild = await readlink(join(staticRoot, 'current'));
      expect(secondBuild).not.toBe(firstBuild);
      const [old, now] = await Promise.all([
        filesOf(join(staticRoot, firstBuild)),
        filesOf(join(staticRoot, secondBuild)),
      ]);
      const changedFiles = [...new Set([...old.keys(), ...now.keys()])].filter(
        (file) => old.get(file) !== now.get(file),
      );
      // `news/novyy-tsekh.html`, its `.gz`, `en/index.html`: one address each, as nginx serves them.
      const address = (file: string) =>
        `/${file}`.replace(/\.(gz|br)$/, '').replace(/(\/index)?\.html$/, '') || '/';
      expect([...named].sort()).toEqual(
        [...new Set(changedFiles.map((file) => `${SITE_URL}${address(file)}`))].sort(),
      );
    },
    TIMEOUT,
  );
});
