/**
 * The shipped image, built and run as a Docker user would (deploy/README.md, "Checking the image").
 *
 * Builds `deploy/Dockerfile` unchanged with podman (on a stand-in for its `node:24-bookworm-slim`
 * base, deploy/test/node-stand-in.sh, where no registry is reachable), then starts it the way
 * `deploy/compose.yaml` does: PostgreSQL in DATABASE_URL (a fresh database on the server at
 * IMAGE_CHECK_DATABASE_URL), `/data` and `/srv/site` on named volumes, the image's own unprivileged
 * user, and a real nginx with `deploy/nginx.conf` serving the site volume. It fails unless the image
 * migrates, seeds, builds and serves the site in three languages, the admin and the API; a save
 * through the API reaches the page nginx serves; a restart keeps the database, an upload and the
 * live site; and the image's HEALTHCHECK passes. Prints the image's size and the build's time.
 *
 * Run as root from the repository root: `node deploy/test/image-check.ts`. With `--build-only` it builds
 * the base and the image and stops: `.ci/run` starts that beside the tests, at the lowest priority,
 * so the check at the end finds every layer in podman's cache. Environment:
 *   IMAGE_CHECK_DATABASE_URL  a PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   IMAGE_CHECK_PORT          the first port to try for the app, nginx takes the next free one (4500)
 *   IMAGE_CHECK_CA_CERT       a CA bundle npm must trust in the build, passed as the `ca_cert` build
 *                             secret (default: the system bundle when it exists; empty: none)
 *   IMAGE_CHECK_NO_CACHE=1    build without podman's layer cache (a cold build)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import postgres from 'postgres';
import sharp from 'sharp';
import { type RunningNginx, startNginx } from '../../e2e/nginx.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
process.chdir(ROOT);

const PODMAN = ['podman', '--runtime', process.env.IMAGE_CHECK_RUNTIME ?? '/usr/sbin/runc'];

/**
 * The limits containers get. Podman asks for more open files and processes than this machine allows
 * an unprivileged-for-rlimits root (no CAP_SYS_RESOURCE), and runc then fails with "error setting
 * rlimit type 7": ask for the process's own open-file limit, and at most 32768 processes (conmon's).
 */
function ulimits(): string[] {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const hard = (name: string) => Number(new RegExp(`^${name}\\s+\\S+\\s+(\\d+)`, 'm').exec(limits)?.[1]);
  const files = hard('Max open files') || 1024;
  const processes = Math.min(hard('Max processes') || 32768, 32768);
  return [`--ulimit=nofile=${files}:${files}`, `--ulimit=nproc=${processes}:${processes}`];
}
const IMAGE = 'localhost/industrial-site:check';
const SERVER_URL = process.env.IMAGE_CHECK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CA_CERT = process.env.IMAGE_CHECK_CA_CERT ?? '/etc/ssl/certs/ca-certificates.crt';
const ADMIN = { email: 'image-check@example.kz', password: 'image check: correct horse battery staple' };
const NAME = `image-check-${process.pid}`;
/** The image's first start migrates, seeds and builds the whole site on a busy machine. */
const SITE_TIMEOUT_MS = 12 * 60_000;
const REBUILD_TIMEOUT_MS = 8 * 60_000;
const START_TIMEOUT_MS = 3 * 60_000;
const BEING_BUILT = 'Сайт собирается';

function step(message: string) {
  console.log(`▸ ${message}`);
}

/** Runs a command, its output shown; throws when it fails. */
function run(command: string[], options: { quiet?: boolean } = {}): string {
  const [file, ...args] = command as [string, ...string[]];
  const result = spawnSync(file, args, {
    stdio: ['ignore', options.quiet ? 'pipe' : 'inherit', options.quiet ? 'pipe' : 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command.join(' ')} failed (${result.status ?? result.signal})${options.quiet ? `: ${result.stderr}` : ''}`,
    );
  }
  return (result.stdout ?? '').trim();
}

function podman(...args: string[]): string {
  return run([...PODMAN, ...args], { quiet: true });
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => done(true)));
  });
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 50; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}..${from + 49}`);
}

/** Stops a wait at once: what it waits for will not come (a failed build). */
class Fatal extends Error {}

/** Polls `probe` each second until it returns something; its other errors (not up yet) mean "again". */
async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await probe().catch((error: unknown) => {
      if (error instanceof Fatal) throw error;
      return undefined;
    });
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 1000));
  }
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

interface PublishStatus {
  state: string;
  lastSuccessAt: string | null;
  lastError: { message: string } | null;
  lastRun: { kind: string; why: string } | null;
}

async function main() {
  check(process.getuid?.() === 0, 'run as root: podman runs the containers as root here');
  const appPort = await freePort(Number(process.env.IMAGE_CHECK_PORT ?? 4500));
  const nginxPort = await freePort(appPort + 1);
  const app = `http://127.0.0.1:${appPort}`;

  step('Stand-in base image');
  run(['deploy/test/node-stand-in.sh']);

  step(`Building deploy/Dockerfile as ${IMAGE}`);
  const started = Date.now();
  run([
    ...PODMAN,
    'build',
    // Docker's image format: OCI images drop HEALTHCHECK.
    '--format=docker',
    // The build's npm reaches the registry as this machine does (no bridge networks here).
    '--network=host',
    ...ulimits(),
    '--file=deploy/Dockerfile',
    // Docker reads it by itself next to the Dockerfile; podman 4.3 needs telling.
    '--ignorefile=deploy/Dockerfile.dockerignore',
    ...(CA_CERT && existsSync(CA_CERT) ? [`--secret=id=ca_cert,src=${CA_CERT}`] : []),
    ...(process.env.IMAGE_CHECK_NO_CACHE === '1' ? ['--no-cache'] : []),
    `--tag=${IMAGE}`,
    '.',
  ]);
  const buildSeconds = Math.round((Date.now() - started) / 1000);
  const size = (image: string) =>
    Math.round(Number(podman('image', 'inspect', '--format={{.Size}}', image)) / 1e6);
  const sizeMb = size(IMAGE);
  const ownMb = sizeMb - size('docker.io/library/node:24-bookworm-slim');
  step(`Built in ${buildSeconds} s; the image is ${sizeMb} MB, ${ownMb} MB of it over the base image`);
  if (process.argv.includes('--build-only')) return;

  const database = `image_check_${process.pid}`;
  const server = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).href;
  const volumes = { data: `${NAME}-data`, site: `${NAME}-site` };
  let nginx: RunningNginx | undefined;

  try {
    await server.unsafe(`create database "${database}"`);
    for (const volume of Object.values(volumes)) podman('volume', 'create', volume);
    const siteVolume = podman('volume', 'inspect', '--format={{.Mountpoint}}', volumes.site);

    step(`Starting the image on port ${appPort} against database ${database}`);
    // As compose.yaml's `app` service: its environment, its two volumes, the image's own user.
    podman(
      'run',
      '--detach',
      `--name=${NAME}`,
      '--network=host',
      ...ulimits(),
      `--env=DATABASE_URL=${databaseUrl}`,
      '--env=DATA_DIR=/data',
      '--env=SITE_DIR=/srv/site/current',
      '--env=TRUST_PROXY=true',
      `--env=PORT=${appPort}`,
      `--env=ADMIN_EMAIL=${ADMIN.email}`,
      `--env=ADMIN_PASSWORD=${ADMIN.password}`,
      '--env=LOG_FORMAT=json',
      `--volume=${volumes.data}:/data`,
      `--volume=${volumes.site}:/srv/site`,
      IMAGE,
    );
    check(podman('exec', NAME, 'id', '-un') === 'node', 'the container should run as the user node');
    await until('/api/health', START_TIMEOUT_MS, async () =>
      (await get(`${app}/api/health`)).status === 200 ? true : undefined,
    );
    // The first administrator signs in as in production: the role requires a second factor, so the
    // password answers a ticket, and the authenticator is set up before any token is given.
    const signIn = async (path: string, body: object) => {
      const response = await fetch(`${app}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      check(response.ok, `POST /api/auth/${path} answered ${response.status}`);
      return ((await response.json()) as { data: Record<string, string> }).data;
    };
    const { ticket } = await signIn('login', ADMIN);
    check(ticket !== undefined, 'the administrator was let in without setting up a second factor');
    const { secret } = await signIn('two-factor/sign-in/setup', { ticket });
    const code = new TOTP({ secret: Secret.fromBase32(String(secret)) }).generate();
    const { accessToken } = await signIn('two-factor/sign-in/enable', { ticket, code });
    const auth = { authorization: `Bearer ${accessToken}` };
    const publishStatus = async () =>
      (
        (await (await fetch(`${app}/api/publish/status`, { headers: auth })).json()) as {
          data: PublishStatus;
        }
      ).data;

    step('Waiting for the first site build');
    await until('the first site build', SITE_TIMEOUT_MS, async () => {
      const status = await publishStatus();
      if (status.state === 'failed') throw new Fatal(`the site build failed: ${status.lastError?.message}`);
      return status.lastSuccessAt ? status : undefined;
    });

    nginx = await startNginx({ siteDir: join(siteVolume, 'current'), appPort, port: nginxPort });
    step(`nginx with deploy/nginx.conf on ${nginx.url}`);
    for (const [path, lang] of [
      ['/', 'ru'],
      ['/en', 'en'],
      ['/kk', 'kk'],
    ] as const) {
      for (const origin of [app, nginx.url]) {
        const page = await get(`${origin}${path}`);
        check(page.status === 200, `${origin}${path} answered ${page.status}`);
        check(page.body.includes(`<html lang="${lang}"`), `${origin}${path} is not the ${lang} home page`);
        check(!page.body.includes(BEING_BUILT), `${origin}${path} still says «${BEING_BUILT}»`);
      }
    }
    const admin = await get(`${nginx.url}/admin/`);
    check(admin.status === 200 && admin.type.startsWith('text/html'), `/admin/ answered ${admin.status}`);
    const health = await get(`${nginx.url}/api/health`);
    check(
      health.status === 200 && health.type.startsWith('application/json'),
      `/api/health through nginx answered ${health.status}`,
    );

    // Dev dependencies of the workspaces and the root, and the admin's (bundled into admin/dist), in
    // the root's node_modules and in each workspace's own.
    const devOnly = ['vitest', '@biomejs', '@playwright', 'drizzle-kit', 'lighthouse', 'react-admin', '@mui'];
    const present = podman(
      'exec',
      NAME,
      'sh',
      '-c',
      'for name; do for dir in node_modules */node_modules; do [ -e "$dir/$name" ] && echo "$dir/$name"; done; done; true',
      'sh',
      ...devOnly,
    );
    check(
      !present,
      `the image should hold runtime dependencies only, but has ${present.split('\n').join(', ')}`,
    );

    step('Saving a news item through the API');
    const title = `Проверка образа ${process.pid}`;
    const created = await fetch(`${app}/api/news`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        status: 'published',
        name: { ru: title, en: `${title} (en)`, kk: `${title} (kk)` },
        description: { ru: `Кратко: ${title}` },
        mainContent: { ru: `<p>${title}</p>` },
        date: '2026-05-01',
      }),
    });
    check(
      created.status === 201,
      `creating a news item answered ${created.status}: ${await created.clone().text()}`,
    );
    const saved = ((await created.json()) as { data: { id: number; slug: { ru: string } } }).data;
    const newsId = saved.id;
    const newsPage = `${nginx.url}/news/${saved.slug.ru}`;
    await until(`the rebuilt page ${newsPage}`, REBUILD_TIMEOUT_MS, async () => {
      const status = await publishStatus();
      if (status.state === 'failed') throw new Fatal(`the rebuild failed: ${status.lastError?.message}`);
      const page = await get(newsPage);
      return page.status === 200 && page.body.includes(title) ? true : undefined;
    });
    // Its numbered address, which the site folder lacks, goes to the app and redirects to it.
    const numbered = await fetch(`${nginx.url}/news/${newsId}`, { redirect: 'manual' });
    check(
      numbered.status === 301 && numbered.headers.get('location') === `/news/${saved.slug.ru}`,
      `/news/${newsId} answered ${numbered.status} to ${numbered.headers.get('location')}, not a redirect to its readable address`,
    );

    step('Uploading an image');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'check.png');
    const upload = await fetch(`${app}/api/upload`, { method: 'POST', headers: auth, body: form });
    check(
      upload.status === 201,
      `uploading an image answered ${upload.status}: ${await upload.clone().text()}`,
    );
    // Content names it `/uploads/<name>`; the API serves it at `/api/uploads/<name>`.
    const uploadUrl = `/api${((await upload.json()) as { data: { url: string } }).data.url}`;
    check((await get(`${nginx.url}${uploadUrl}`)).status === 200, `the upload ${uploadUrl} is not served`);

    step('Restarting the container');
    const liveBuild = readlinkSync(join(siteVolume, 'current'));
    podman('restart', '--time=30', NAME);
    await until('/api/health after the restart', START_TIMEOUT_MS, async () =>
      (await get(`${app}/api/health`)).status === 200 ? true : undefined,
    );
    // The session survives: the JWT key is in the data volume, the sessions in the database.
    const me = await fetch(`${app}/api/auth/me`, { headers: auth });
    check(me.ok, `the session from before the restart answered ${me.status}`);
    const news = await fetch(`${app}/api/news/${newsId}`, { headers: auth });
    check(news.ok && (await news.text()).includes(title), 'the news item is gone after the restart');
    const image = await get(`${nginx.url}${uploadUrl}`);
    check(image.status === 200 && image.type.startsWith('image/'), `the upload is gone after the restart`);
    const page = await get(newsPage);
    check(
      page.status === 200 && page.body.includes(title),
      'the live site lost the news item after the restart',
    );
    const status = await publishStatus();
    check(status.state === 'idle', `after the restart the publisher is ${status.state}, not idle`);
    check(
      readlinkSync(join(siteVolume, 'current')) === liveBuild,
      'the restart rebuilt the site instead of keeping the live build',
    );

    step('Publishing the first change after the restart by an update');
    const retitled = `${title}: после перезапуска`;
    const edited = await fetch(`${app}/api/news/${newsId}`, { headers: auth });
    const item = ((await edited.json()) as { data: Record<string, unknown> }).data;
    const put = await fetch(`${app}/api/news/${newsId}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...item, name: { ...(item.name as object), ru: retitled } }),
    });
    check(
      put.ok,
      `saving the news item after the restart answered ${put.status}: ${await put.clone().text()}`,
    );
    const published = await until(`the updated page ${newsPage}`, REBUILD_TIMEOUT_MS, async () => {
      const now = await publishStatus();
      if (now.state === 'failed') throw new Fatal(`the publication failed: ${now.lastError?.message}`);
      const updated = await get(newsPage);
      return now.state === 'idle' && updated.body.includes(retitled) ? now : undefined;
    });
    check(
      published.lastRun?.kind === 'update',
      `the first change after the restart was built in full (${published.lastRun?.why}), not published by an update`,
    );

    step('The image HEALTHCHECK');
    check(
      podman('inspect', '--format={{.Config.Healthcheck}}', NAME).includes('/api/health'),
      'no HEALTHCHECK',
    );
    podman('healthcheck', 'run', NAME);

    console.log(`\n✓ The image works: built in ${buildSeconds} s, ${sizeMb} MB (${ownMb} MB over the base)`);
  } catch (error) {
    const logs = spawnSync(PODMAN[0] as string, [...PODMAN.slice(1), 'logs', NAME], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    // The requests' own lines (the site build reads the API) would hide what went wrong.
    const lines = `${logs.stdout}${logs.stderr}`
      .split('\n')
      .filter((line) => !/"msg":"(incoming request|request completed)"/.test(line));
    console.error(`\n── the container's last log lines but requests ──\n${lines.slice(-80).join('\n')}`);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync('.tmp/image-check-container.log', `${logs.stdout}${logs.stderr}`);
    console.error('(the whole log: .tmp/image-check-container.log)');
    throw error;
  } finally {
    await nginx?.stop();
    spawnSync(PODMAN[0] as string, [...PODMAN.slice(1), 'rm', '--force', '--time=10', NAME], {
      stdio: 'ignore',
    });
    spawnSync('podman', ['volume', 'rm', '--force', volumes.data, volumes.site], { stdio: 'ignore' });
    await server.unsafe(`drop database if exists "${database}" with (force)`);
    await server.end();
    // Each build with other sources leaves its layers behind: keep a week of them for the cache.
    spawnSync('podman', ['image', 'prune', '--force', '--filter=until=168h'], { stdio: 'ignore' });
  }
}

main().catch((error: Error) => {
  console.error(`\n✗ The image check failed: ${error.message}`);
  process.exit(1);
});
