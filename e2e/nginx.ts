/**
 * The deploy proxy's configuration (`deploy/nginx.conf`) in a real nginx (Debian's package), in
 * front of the end-to-end product: it serves the product's live site folder itself and passes
 * `/api` and `/admin` on, as in production. Only the addresses change: the app's, the site folder's
 * and the port nginx listens on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Replaces `from` in the deploy file by `to`, failing loudly if the deploy file no longer has it. */
function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf should contain "${from}" once`);
  return text.replace(from, to);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function startNginx(options: {
  siteDir: string;
  appPort: number;
  /** Where nginx listens: a free port unless given. */
  port?: number;
}): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(
      `No nginx at ${NGINX_PATH}: install Debian's package (apt-get install nginx) or set NGINX_PATH`,
    );
  }
  const port = options.port ?? (await freePort());
  const folder = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, temp));

  let site = readFileSync(resolve(import.meta.dirname, '../deploy/nginx.conf'), 'utf8');
  site = replaceOnce(site, 'server app:4000;', `server 127.0.0.1:${options.appPort};`);
  site = replaceOnce(site, '  listen 80;\n', `  listen 127.0.0.1:${port};\n`);
  site = replaceOnce(site, '  listen [::]:80;\n', '');
  site = replaceOnce(site, 'root /srv/site/current;', `root ${options.siteDir};`);
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      // As root nginx would hand its workers to `nobody`, who may not read the work tree.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')} warn;`,
      'events { worker_connections 128; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(folder, temp)};`,
      ),
      site,
      '}',
    ].join('\n'),
  );

  const nginx: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) {
      const log = existsSync(join(folder, 'error.log'))
        ? readFileSync(join(folder, 'error.log'), 'utf8')
        : '';
      throw new Error(`nginx exited with ${nginx.exitCode}: ${stderr}${log}`);
    }
    if (
      await fetch(`${url}/robots.txt`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((done) => setTimeout(done, 100));
  }

  return {
    url,
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((done) => nginx.once('exit', done));
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
