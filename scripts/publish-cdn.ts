/**
 * CDN mode's publisher, `npm run publish:cdn` (deploy/github/publish-site.yml runs it; so do the tests):
 *
 * 1. builds the site against the content API (`CONTENT_API_URL`, for the public origin `SITE_URL`);
 * 2. uploads it with rsync into a fresh `builds/<BUILD_ID>` folder of the static host's `STATIC_ROOT`
 *    (a local folder, or `user@host:/srv/site` over ssh), hard-linking unchanged files from the live build;
 * 3. swaps the `current` symlink nginx serves atomically (`mv -T`, as the app does locally) and removes
 *    every build but the new one and the one it replaced;
 * 4. compares the new build with the one it replaced, file by file, and sends the CDN one purge request
 *    (`CDN_PURGE_URL`, `CDN_PURGE_TOKEN` as bearer) naming exactly the addresses whose files were
 *    changed, added or removed: `{"files": ["https://www.example.kz/news/3", …]}`, Cloudflare's shape.
 *
 * The build asks the API with `Cache-Control: no-cache` (site/src/content/api.ts), which each API
 * instance's read cache honours: an instance that did not take the save cannot hand the build a
 * list it kept from before it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');

/** A file of a build and its content's hash, by path relative to the build (`news/3.html`). */
type Manifest = Map<string, string>;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (see deploy/README.md, CDN mode)`);
  return value;
}

/** Runs a command, its output going to ours; resolves with what it printed when `capture` is set. */
function run(command: string, args: string[], options: { cwd?: string; capture?: boolean } = {}) {
  return new Promise<string>((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', fail);
    child.once('close', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args[0] ?? ''} exited with code ${code}`)),
    );
  });
}

/** A shell word that the shell reads back as exactly `value`. */
function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The static host: a folder here, or `user@host:/path` reached over ssh (keys and known_hosts set up). */
function staticHost(target: string) {
  const remote = /^([^/:]+):(\/.*)$/.exec(target);
  const root = remote?.[2] ?? resolve(target);
  return {
    root,
    /** Where rsync writes `path` under the root. */
    destination: (path: string) => (remote ? `${remote[1]}:${join(root, path)}` : join(root, path)),
    /** Runs a POSIX shell script on the host, in its root folder. */
    shell(script: string, capture = false) {
      const body = `set -e; mkdir -p ${quote(root)}; cd ${quote(root)}; ${script}`;
      return remote
        ? run('ssh', [remote[1] as string, body], { capture })
        : run('sh', ['-c', body], { capture });
    },
  };
}

/** Every file of a build here, with its hash. */
async function manifestOf(dir: string): Promise<Manifest> {
  const manifest: Manifest = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    manifest.set(
      relative(dir, path),
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  return manifest;
}

/** `sha256sum`'s lines (`<hash>  ./news/3.html`) as a manifest. */
function parseSums(output: string): Manifest {
  const manifest: Manifest = new Map();
  for (const line of output.split('\n')) {
    const match = /^([0-9a-f]{64}) [ *]\.\/(.+)$/.exec(line);
    if (match) manifest.set(match[2] as string, match[1] as string);
  }
  return manifest;
}

/**
 * The address a file is served at by deploy/nginx.conf: `news/3.html` and `news/3/index.html` at
 * `/news/3`, `index.html` at `/`, a precompressed `x.gz` or `x.br` at the address of `x`.
 */
function addressOf(file: string): string {
  const path = `/${file.replace(/\.(gz|br)$/, '')}`;
  if (path === '/index.html') return '/';
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/** The addresses whose files differ between two builds (changed, added or removed), sorted. */
function changedAddresses(before: Manifest, after: Manifest): string[] {
  const changed = new Set<string>();
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.add(addressOf(file));
  for (const file of before.keys()) if (!after.has(file)) changed.add(addressOf(file));
  return [...changed].sort();
}

async function purge(urls: string[]) {
  const endpoint = process.env.CDN_PURGE_URL;
  if (!endpoint) {
    console.log(`No CDN_PURGE_URL: nothing purged. Changed: ${urls.join(' ') || 'nothing'}`);
    return;
  }
  if (!urls.length) return console.log('Nothing changed: no purge sent');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (process.env.CDN_PURGE_TOKEN) headers.authorization = `Bearer ${process.env.CDN_PURGE_TOKEN}`;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ files: urls }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    throw new Error(
      `the site is live, but the CDN purge answered ${response.status}: ${await response.text()}`,
    );
  }
  console.log(`Purged ${urls.length} addresses: ${urls.join(' ')}`);
}

async function main() {
  const contentApiUrl = required('CONTENT_API_URL');
  const siteUrl = required('SITE_URL');
  const host = staticHost(required('STATIC_ROOT'));
  const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/[:.]/g, '-');
  if (!/^[\w.-]+$/.test(buildId)) throw new Error(`BUILD_ID may hold letters, digits, '.', '_' and '-' only`);

  // Beside the site's sources: Astro moves files with `rename`, which fails across filesystems.
  const out = join(repoRoot, 'site', '.publish-builds', `cdn-${buildId}-${process.pid}`);
  try {
    await rm(out, { recursive: true, force: true });
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, ['scripts/build.ts'], {
        cwd: join(repoRoot, 'site'),
        stdio: 'inherit',
        env: { ...process.env, CONTENT_API_URL: contentApiUrl, SITE_URL: siteUrl, SITE_OUT_DIR: out },
      });
      child.once('error', fail);
      child.once('close', (code) =>
        code === 0 ? done() : fail(new Error(`the site build exited with ${code}`)),
      );
    });
    const built = await manifestOf(out);
    if (!built.has('index.html')) throw new Error('the site build finished without writing index.html');

    const live = parseSums(
      await host.shell(
        'if [ -d current/ ]; then cd current/ && find . -type f -exec sha256sum {} +; fi',
        true,
      ),
    );
    const build = `builds/${buildId}`;
    await host.shell(`mkdir -p builds; rm -rf ${quote(build)}`);
    // Unchanged files (hashed assets, most images) are hard-linked from the live build, not sent again.
    await run('rsync', [
      '-a',
      '--delete',
      ...(live.size ? [`--link-dest=${join(host.root, 'current')}/`] : []),
      `${out}/`,
      `${host.destination(build)}/`,
    ]);
    await host.shell(
      [
        'previous=$(readlink current || true)',
        `ln -sfn ${quote(build)} .current-${buildId}`,
        `mv -T .current-${buildId} current`,
        `for old in builds/*; do [ "$old" = ${quote(build)} ] || [ "$old" = "$previous" ] || rm -rf "$old"; done`,
      ].join('; '),
    );
    console.log(`Live: ${host.destination(build)}`);

    await purge(changedAddresses(live, built).map((address) => new URL(address, siteUrl).href));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`publish:cdn failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
