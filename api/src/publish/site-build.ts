/**
 * Local publishing: build the Astro site against this very API into a fresh folder, then swap it in.
 * The build runs as a child process on the Node binary that runs the API, its output streamed to the log.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import type { SiteFingerprint } from './fingerprint.ts';
import { blockedBy, changedRecord, LEFT_OUT_VARIABLE, type RecordKey } from './left-out.ts';
import type { PublishTarget } from './publisher.ts';
import { BUILD_TIMEOUT_MS, SCRATCH_DIR } from './scratch.ts';
import type { SiteReleases } from './site-releases.ts';

export interface SiteBuildOptions {
  releases: SiteReleases;
  /** The repository root: `npm run build -w site` runs there. */
  repoRoot: string;
  /** Where the build reads content: the running API (`http://127.0.0.1:4000/api`). */
  contentApiUrl: string;
  /** The public origin written into canonical links, the sitemap and the feeds, as it is at the build. */
  siteUrl(): Promise<string>;
  /** A shell command that replaces `npm run build -w site` (it gets the same environment). */
  command?: string | undefined;
  /** What the content and the site's source look like now; recorded with the build. */
  fingerprint(): Promise<SiteFingerprint>;
  log: { info(message: string): void; warn(message: string): void };
}

/** How many of the build's last output lines the error in the status quotes. */
const ERROR_TAIL_LINES = 6;
/**
 * What says nothing of the cause, so the status skips it: npm's lines after any failing script and
 * its update notice, Node's version line, and the stack frames under an error (they would push its
 * message out of the quoted lines).
 */
const NOISE = /^(npm (error|ERR!|warn|notice)\b|Node\.js v\d|\s+at\s)/;

/**
 * How many records one publication may leave out, one more build each, before it gives up: a
 * failure that names more records at once is unlikely to be about the records.
 */
const MAX_LEFT_OUT_PER_PUBLISH = 3;

/** Moves a finished build into its (empty) folder in the data folder, copying when it is on another volume. */
async function moveBuild(from: string, to: string) {
  await rm(to, { recursive: true, force: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await mkdir(to, { recursive: true });
    await cp(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

export function localSiteBuild(options: SiteBuildOptions): PublishTarget {
  let cancelRunning: (() => void) | undefined;
  let cancelled = false;
  /** Records builds leave out (see left-out.ts), with why, until they change. */
  const leftOut = new Map<RecordKey, string>();

  /**
   * Builds the site; when the build fails because of records it names (and not more than a few in
   * one publication), builds again without them, so that everyone else's changes go online.
   */
  async function buildLeavingOutBlockers(scratch: string, siteUrl: string) {
    for (let leftThisTime = 0; ; ) {
      const blockers = new Map<RecordKey, string>();
      try {
        return await runBuild(scratch, blockers, siteUrl);
      } catch (error) {
        const fresh = [...blockers].filter(([key]) => !leftOut.has(key));
        leftThisTime += fresh.length;
        if (cancelled || fresh.length === 0 || leftThisTime > MAX_LEFT_OUT_PER_PUBLISH) throw error;
        for (const [key, reason] of fresh) {
          leftOut.set(key, reason);
          options.log.warn(`site build: ${key} is left out of the site until it changes: ${reason}`);
        }
        await rm(scratch, { recursive: true, force: true });
      }
    }
  }

  async function publish(reasons: string[]) {
    // A record that changed may have been fixed: the build tries it again.
    for (const reason of reasons) {
      const changed = changedRecord(reason);
      if (changed) leftOut.delete(changed);
    }
    const fingerprint = await options.fingerprint();
    const siteUrl = await options.siteUrl();
    const outDir = await options.releases.createBuildDir();
    // Astro moves files between its output and a folder under its own working directory with
    // `rename`, which fails across filesystems: it builds beside the site's sources, and the
    // finished build is then moved into the data folder, which may be another volume. The folder
    // names this process: if it dies half-way, the next start removes the folder (scratch.ts).
    const scratch = join(options.repoRoot, 'site', SCRATCH_DIR, `${basename(outDir)}-${process.pid}`);
    try {
      await buildLeavingOutBlockers(scratch, siteUrl);
      await stat(join(scratch, 'index.html')).catch(() => {
        throw new Error('the site build finished without writing index.html');
      });
      await moveBuild(scratch, outDir);
      await options.releases.swapIn(outDir, fingerprint);
    } catch (error) {
      await options.releases.discard(outDir);
      throw error;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** Runs one build into `outDir`; the records its output says it failed on are added to `blockers`. */
  function runBuild(outDir: string, blockers: Map<RecordKey, string>, siteUrl: string) {
    if (cancelled) return Promise.reject(new Error('the site build was cancelled: the API is shutting down'));
    const env = {
      ...process.env,
      [LEFT_OUT_VARIABLE]: [...leftOut.keys()].join(','),
      // npm, astro and anything they start resolve `node` to the binary running the API (Node 24).
      PATH: [dirname(process.execPath), process.env.PATH].join(delimiter),
      CONTENT_API_URL: options.contentApiUrl,
      SITE_URL: siteUrl,
      SITE_OUT_DIR: outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      // npm would ask the registry for a newer npm and print a notice after any failure.
      npm_config_update_notifier: 'false',
    };
    const child = options.command
      ? spawn(options.command, { cwd: options.repoRoot, env, shell: true, detached: true })
      : spawn('npm', ['run', 'build', '-w', 'site'], { cwd: options.repoRoot, env, detached: true });

    const tail: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (raw) => {
        const line = stripVTControlCharacters(raw).trimEnd();
        if (!line.trim()) return;
        options.log.info(`site build: ${line}`);
        const blocked = blockedBy(line);
        if (blocked) blockers.set(blocked.key, blocked.reason);
        if (NOISE.test(line)) return;
        tail.push(line);
        if (tail.length > ERROR_TAIL_LINES) tail.shift();
      });
    }

    // The build is a process group (npm, a shell, astro): stop all of it, not only npm.
    const stop = () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    };
    // A build that hangs (a stuck image fetch, say) must not block publishing forever.
    const timeout = setTimeout(stop, BUILD_TIMEOUT_MS);
    cancelRunning = stop;

    return new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => {
        clearTimeout(timeout);
        cancelRunning = undefined;
        if (code === 0) return resolve();
        const how = signal ? `was stopped (${signal})` : `exited with code ${code}`;
        reject(new Error(`the site build ${how}${tail.length ? `: ${tail.join(' | ')}` : ''}`));
      });
    });
  }

  function cancel() {
    cancelled = true;
    cancelRunning?.();
  }

  /** What the site is built without now, for the publish status. */
  function leftOutRecords() {
    return [...leftOut].map(([key, reason]) => `${key}: ${reason}`);
  }

  return { mode: 'local', publish, cancel, leftOut: leftOutRecords };
}
