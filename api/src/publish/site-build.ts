/**
 * Local publishing: build the Astro site against this very API into a fresh folder, then swap it in.
 * The build runs in the publish worker (site-worker.ts), a child process on the Node binary that runs
 * the API, its output streamed to the log. A change to some content is then published by an update
 * instead: the worker renders again only the pages the change reaches, into a new folder that shares
 * every other file with the live one, in about a second. Whatever the update cannot vouch for (see
 * topics.ts, and `tryUpdate` below) is built in full. Started again with the live site up to date,
 * the API `resume`s it: the worker takes it over from its record, without building it.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { siteDifferences } from './compare.ts';
import type { SiteFingerprint } from './fingerprint.ts';
import { blockedBy, changedRecord, LEFT_OUT_VARIABLE, type RecordKey, renderingOf } from './left-out.ts';
import type { PublishReference, PublishRun, PublishTarget } from './publisher.ts';
import { BUILD_TIMEOUT_MS, SCRATCH_DIR } from './scratch.ts';
import type { SiteReleases } from './site-releases.ts';
import { siteWorker, type WorkerJob } from './site-worker.ts';
import { publication } from './topics.ts';

export interface SiteBuildOptions {
  releases: SiteReleases;
  /** The repository root: `npm run build -w site` runs there. */
  repoRoot: string;
  /** Where the build reads content: the running API (`http://127.0.0.1:4000/api`). */
  contentApiUrl: string;
  /**
   * Whether that is this very server: a publication's fingerprint has then just read the content
   * afresh into its read cache, and the build may read it from there (CONTENT_API_CACHE_FRESH).
   */
  contentApiIsThisServer?: boolean;
  /** The public origin written into canonical links, the sitemap and the feeds, as it is at the build. */
  siteUrl(): Promise<string>;
  /** A shell command that replaces the worker's build (it gets the same environment); it only builds in full. */
  command?: string | undefined;
  /**
   * How long one record's page may take to render: a build or update still rendering it then is
   * stopped, and the record left out until it changes (see left-out.ts).
   */
  recordBudgetMs: number;
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
/** How many of a reference check's differences the status names (the log names as many). */
const REFERENCE_DIFFERENCES_SHOWN = 20;

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

/** The local target; `publish` may be handed the fingerprint its caller already took. */
export interface LocalSiteBuild extends PublishTarget {
  publish(reasons: string[], fingerprint?: SiteFingerprint): Promise<void>;
  /**
   * At start-up, with the live site up to date: makes the worker able to publish the first change
   * by an update, in the background (a publication waits for it). Without it, the first change
   * after a restart is built in full: minutes on a big site.
   */
  resume(): void;
}

export function localSiteBuild(options: SiteBuildOptions): LocalSiteBuild {
  const worker = siteWorker(options.repoRoot);
  let cancelRunning: (() => void) | undefined;
  let cancelled = false;
  /** Records builds leave out (see left-out.ts), with why, until they change. */
  const leftOut = new Map<RecordKey, string>();
  /** The live folder the worker's records describe: the one it last built or updated. */
  let workerRelease: string | undefined;
  /** The folder the next update writes into, made the live one's twin once it went live (`prepareSpare`). */
  let spare: string | undefined;
  /** The year of the last full build: every page's footer names the year it was rendered in. */
  let builtInYear: number | undefined;
  let lastRun: PublishRun | null = null;
  /** Whether the live site has been updated since the worker last built it in full. */
  let updatedSinceBuild = false;
  let lastReference: PublishReference | null = null;
  /** The resume under way, if any (see `resume`). */
  let resuming: Promise<void> | undefined;
  /** The publication under way, if any: a resume asked for meanwhile waits for it. */
  let publishing: Promise<PublishRun> | undefined;
  /** Why the live site could not be resumed after a restart, until a build replaces it. */
  let notResumed: string | undefined;

  /** A folder Astro builds in beside the site's sources, named for this process (see scratch.ts). */
  const scratchFolder = (name: string) =>
    join(options.repoRoot, 'site', SCRATCH_DIR, `${name}-${process.pid}`);

  /**
   * Builds the site; when the build fails because of records it names (and not more than a few in
   * one publication), builds again without them, so that everyone else's changes go online.
   */
  async function buildLeavingOutBlockers(scratch: string, outDir: string, siteUrl: string) {
    for (let leftThisTime = 0; ; ) {
      const blockers = new Map<RecordKey, string>();
      try {
        return await runBuild(scratch, outDir, blockers, siteUrl);
      } catch (error) {
        const fresh = [...blockers].filter(([key]) => !leftOut.has(key));
        leftThisTime += fresh.length;
        if (cancelled || fresh.length === 0 || leftThisTime > MAX_LEFT_OUT_PER_PUBLISH) throw error;
        leaveOut(fresh);
        await rm(scratch, { recursive: true, force: true });
      }
    }
  }

  function leaveOut(records: Iterable<[RecordKey, string]>) {
    for (const [key, reason] of records) {
      leftOut.set(key, reason);
      options.log.warn(`site build: ${key} is left out of the site until it changes: ${reason}`);
    }
  }

  async function publish(reasons: string[], fingerprint?: SiteFingerprint) {
    const run = publishRun(reasons, fingerprint ?? (await options.fingerprint()));
    publishing = run;
    try {
      lastRun = await run;
    } finally {
      if (publishing === run) publishing = undefined;
    }
    options.log.info(
      `site ${lastRun.kind === 'full' ? 'built in full' : 'updated'} (${lastRun.why}): ${lastRun.summary}`,
    );
  }

  async function publishRun(reasons: string[], fingerprint: SiteFingerprint): Promise<PublishRun> {
    await resuming;
    // A record that changed may have been fixed: the build tries it again.
    for (const reason of reasons) {
      const changed = changedRecord(reason);
      if (changed) leftOut.delete(changed);
    }
    const siteUrl = await options.siteUrl();
    const wanted = publication(reasons);
    let why = 'full' in wanted ? wanted.full : 'a custom build command only builds in full';
    if ('topics' in wanted && !options.command) {
      const updated = await tryUpdate(wanted.topics, fingerprint, siteUrl);
      if ('summary' in updated) return { kind: 'update', why: reasons.join(', '), summary: updated.summary };
      why = updated.why;
      // An update that failed is worth a look (the full build is the reference and publishes anyway).
      options.log[updated.failed ? 'warn' : 'info'](`publishing in full: ${why}`);
    }
    const summary = await fullBuild(fingerprint, siteUrl);
    return { kind: 'full', why, summary };
  }

  /** Publishes the change as an update of the live site, or answers why it has to be built instead. */
  async function tryUpdate(
    topics: string[],
    fingerprint: SiteFingerprint,
    siteUrl: string,
  ): Promise<{ summary: string } | { why: string; failed?: boolean }> {
    const live = await options.releases.live();
    if (!live || !worker.alive() || !workerRelease)
      return { why: notResumed ?? 'no build to update since the API started' };
    if (options.releases.path(live) !== workerRelease)
      return { why: 'the live site was built by another instance' };
    if (live.fingerprint.source !== fingerprint.source)
      return { why: 'the site source or public address changed' };
    if (builtInYear !== new Date().getFullYear())
      return { why: 'a new year began, which the footer of every page names' };
    // Another instance's publication may have removed it (it keeps only its own and the live one).
    const twin = spare && (await stat(spare).catch(() => null)) ? spare : undefined;
    spare = undefined;
    const outDir = twin ?? (await options.releases.createBuildDir());
    // A record over its budget stops the update; the full build that follows leaves it out at once.
    const overBudget = new Map<RecordKey, string>();
    try {
      const reply = await runJob(
        {
          kind: 'update',
          env: buildEnv(siteUrl, outDir),
          liveDir: workerRelease,
          outDir,
          ready: twin !== undefined,
          topics,
          record: options.releases.pagesRecord(outDir),
        },
        (text) => options.log.info(`site update: ${text}`),
        overBudget,
      );
      if (reply.ok) {
        const unused = await swapIn(outDir, fingerprint);
        const replaced = workerRelease;
        workerRelease = outDir;
        updatedSinceBuild = true;
        await prepareSpare(outDir, unused, reply.touched && { dir: replaced, only: reply.touched });
        return { summary: reply.summary };
      }
      await options.releases.discard(outDir);
      return 'full' in reply
        ? { why: reply.full }
        : { why: `the update failed: ${reply.error}`, failed: true };
    } catch (error) {
      await options.releases.discard(outDir);
      if (cancelled) throw error;
      leaveOut(overBudget);
      return { why: `the update failed: ${(error as Error).message}`, failed: true };
    }
  }

  async function fullBuild(fingerprint: SiteFingerprint, siteUrl: string): Promise<string> {
    // A site the updates made, for the same content and source, is checked against this build.
    const live = updatedSinceBuild ? await options.releases.live() : null;
    const checked =
      live?.fingerprint.content === fingerprint.content &&
      live.fingerprint.source === fingerprint.source &&
      builtInYear === new Date().getFullYear()
        ? options.releases.path(live)
        : undefined;
    workerRelease = undefined;
    spare = undefined;
    notResumed = undefined;
    const outDir = await options.releases.createBuildDir();
    // Astro moves files between its output and a folder under its own working directory with
    // `rename`, which fails across filesystems: it builds beside the site's sources, and the
    // finished build is then moved into the data folder, which may be another volume. The folder
    // names this process: if it dies half-way, the next start removes the folder (scratch.ts).
    const scratch = scratchFolder(basename(outDir));
    try {
      const summary = await buildLeavingOutBlockers(scratch, outDir, siteUrl);
      await stat(join(scratch, 'index.html')).catch(() => {
        throw new Error('the site build finished without writing index.html');
      });
      await moveBuild(scratch, outDir);
      if (checked) await compareWithBuild(checked, outDir);
      const unused = await swapIn(outDir, fingerprint);
      updatedSinceBuild = false;
      builtInYear = new Date().getFullYear();
      if (!options.command) {
        workerRelease = outDir;
        await prepareSpare(outDir, unused);
      }
      return summary;
    } catch (error) {
      await options.releases.discard(outDir);
      throw error;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * Makes a build live; answers the builds no release needs any more, for the worker to remove
   * (a custom build command has no worker: they are removed at once).
   */
  async function swapIn(outDir: string, fingerprint: SiteFingerprint): Promise<string[]> {
    if (options.command) {
      await options.releases.swapIn(outDir, fingerprint);
      return [];
    }
    let unused: string[] = [];
    await options.releases.swapIn(outDir, fingerprint, async (builds) => {
      unused = builds;
    });
    return unused;
  }

  /**
   * Makes the folder the next update writes into, now that the site is live: the folder the live
   * one replaced, given what its update changed, or a new one linked to every file of a full build.
   * Linking takes seconds on a big site (every file, or the pages a large import added), which the
   * next save would otherwise wait for. The worker then removes the `unused` builds, a file at a
   * time behind its other jobs: removing 40,000 files at once stalls the disk and whoever reads it.
   */
  async function prepareSpare(live: string, unused: string[], replaced?: { dir: string; only: string[] }) {
    const dir = replaced?.dir ?? (await options.releases.createBuildDir());
    try {
      const reply = await runJob(
        { kind: 'link', from: live, to: dir, only: replaced?.only, remove: unused },
        () => {},
      );
      if (!reply.ok) throw new Error('error' in reply ? reply.error : reply.full);
      spare = dir;
    } catch (error) {
      await options.releases.discard(dir);
      if (cancelled) throw error;
      options.log.warn(`the next update's folder could not be made: ${(error as Error).message}`);
    }
  }

  /**
   * The reference check: the site the updates maintained against a full build of the same content
   * and source. Any difference is reported (the status, the log) and the full build replaces it.
   */
  async function compareWithBuild(updated: string, built: string) {
    const differences = await siteDifferences(updated, built);
    lastReference = {
      at: new Date().toISOString(),
      count: differences.length,
      differences: differences.slice(0, REFERENCE_DIFFERENCES_SHOWN),
    };
    if (differences.length === 0) {
      options.log.info('reference build: the updated site matches a full build file for file');
    } else {
      options.log.warn(
        `reference build: the updated site differs from a full build in ${differences.length} files (${differences
          .slice(0, REFERENCE_DIFFERENCES_SHOWN)
          .join('; ')}); the full build replaces it`,
      );
    }
  }

  /** What a build or an update reads: where the content is, where to write, what to leave out. */
  function buildEnv(siteUrl: string, outDir: string): Record<string, string> {
    return {
      [LEFT_OUT_VARIABLE]: [...leftOut.keys()].join(','),
      CONTENT_API_URL: options.contentApiUrl,
      ...(options.contentApiIsThisServer && { CONTENT_API_CACHE_FRESH: '1' }),
      SITE_URL: siteUrl,
      SITE_OUT_DIR: outDir,
    };
  }

  /**
   * Runs one build into `scratch`, to be moved to `outDir`; the records its output says it failed
   * on are added to `blockers`.
   */
  async function runBuild(
    scratch: string,
    outDir: string,
    blockers: Map<RecordKey, string>,
    siteUrl: string,
  ): Promise<string> {
    const env = buildEnv(siteUrl, scratch);
    const tail: string[] = [];
    const line = (text: string) => {
      options.log.info(`site build: ${text}`);
      const blocked = blockedBy(text);
      if (blocked) blockers.set(blocked.key, blocked.reason);
      if (NOISE.test(text)) return;
      tail.push(text);
      if (tail.length > ERROR_TAIL_LINES) tail.shift();
    };
    const failed = (how: string) =>
      new Error(`the site build ${how}${tail.length ? `: ${tail.join(' | ')}` : ''}`);
    if (options.command) {
      await runCommand(options.command, env, line, blockers).catch((error: Error) => {
        throw failed(error.message);
      });
      return 'full build by the custom command';
    }
    const record = options.releases.pagesRecord(outDir);
    const reply = await runJob({ kind: 'build', env, record }, line, blockers).catch((error: Error) => {
      throw failed(error.message.replace(/^the publish worker /, ''));
    });
    if (!reply.ok) throw failed('full' in reply ? reply.full : `failed (${reply.error})`);
    return reply.summary;
  }

  /**
   * Times each record's page as the build's `renderingLine`s announce them: one that outlives the
   * budget is added to `overBudget`, with why, and the build is stopped. Answers the line handler,
   * which keeps those lines out of the log, and a function that stops the timing.
   */
  function recordBudget(
    line: (text: string) => void,
    overBudget: Map<RecordKey, string> | undefined,
    stop: () => void,
  ) {
    let timer: NodeJS.Timeout | undefined;
    const handle = (text: string) => {
      const rendering = renderingOf(text);
      if (rendering === undefined) return line(text);
      clearTimeout(timer);
      if (!rendering || !overBudget) return;
      timer = setTimeout(() => {
        const reason = `its page took longer than ${options.recordBudgetMs / 1000} s to render`;
        options.log.warn(`site build: stopped on ${rendering}: ${reason}`);
        overBudget.set(rendering, reason);
        stop();
      }, options.recordBudgetMs);
    };
    return { handle, done: () => clearTimeout(timer) };
  }

  /**
   * A job in the worker, stopped (with the worker) if it outlives the build timeout or the API, or
   * spends longer than the budget on one record's page (added to `overBudget`).
   */
  async function runJob(job: WorkerJob, line: (text: string) => void, overBudget?: Map<RecordKey, string>) {
    if (cancelled) throw new Error('the site build was cancelled: the API is shutting down');
    const timeout = setTimeout(() => worker.stop(), BUILD_TIMEOUT_MS);
    // A page that does not finish holds the worker's thread: it is killed, not asked to stop.
    const budget = recordBudget(line, overBudget, () => worker.stop({ kill: true }));
    cancelRunning = () => worker.stop();
    try {
      return await worker.run(job, (text) => {
        timeout.refresh();
        budget.handle(text);
      });
    } finally {
      clearTimeout(timeout);
      budget.done();
      cancelRunning = undefined;
    }
  }

  /** Runs the custom build command as a process group, its lines handed to `line`. */
  function runCommand(
    command: string,
    env: Record<string, string>,
    line: (text: string) => void,
    overBudget: Map<RecordKey, string>,
  ) {
    if (cancelled) return Promise.reject(new Error('was cancelled: the API is shutting down'));
    const child = spawn(command, {
      cwd: options.repoRoot,
      env: {
        ...process.env,
        ...env,
        // npm, astro and anything they start resolve `node` to the binary running the API (Node 24).
        PATH: [dirname(process.execPath), process.env.PATH].join(delimiter),
        ASTRO_TELEMETRY_DISABLED: '1',
        // npm would ask the registry for a newer npm and print a notice after any failure.
        npm_config_update_notifier: 'false',
      },
      shell: true,
      detached: true,
    });
    // The build is a process group (a shell, astro): stop all of it, not only the shell.
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
    const budget = recordBudget(line, overBudget, stop);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (raw) => {
        const text = stripVTControlCharacters(raw).trimEnd();
        timeout.refresh();
        if (text.trim()) budget.handle(text);
      });
    }
    cancelRunning = stop;

    return new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => {
        clearTimeout(timeout);
        budget.done();
        cancelRunning = undefined;
        if (code === 0) return resolve();
        reject(new Error(signal ? `was stopped (${signal})` : `exited with code ${code}`));
      });
    });
  }

  function resume() {
    if (options.command || resuming) return;
    // A publication that began before the start-up check asked for the resume (a save at once)
    // runs first, in the worker the resume would use: the resume then has nothing to take over.
    const before = publishing;
    resuming = (async () => {
      await before?.catch(() => {});
      if (!workerRelease) await resumeLive();
    })()
      .catch((error: Error) => {
        notResumed = `the resume failed: ${error.message}`;
        if (!cancelled) options.log.warn(`the first change will be built in full: ${notResumed}`);
      })
      .finally(() => {
        resuming = undefined;
      });
  }

  /** The worker takes over the live build from its record; its folder for the next update is made. */
  async function resumeLive() {
    const live = await options.releases.live();
    if (!live) return;
    const liveDir = options.releases.path(live);
    const scratch = scratchFolder('resume');
    try {
      const job: WorkerJob = {
        kind: 'resume',
        env: buildEnv(await options.siteUrl(), scratch),
        record: options.releases.pagesRecord(liveDir),
      };
      const reply = await runJob(job, (text) => options.log.info(`site resume: ${text}`));
      if (!reply.ok) {
        notResumed = 'full' in reply ? reply.full : `the resume failed: ${reply.error}`;
        return options.log.info(`the first change will be built in full: ${notResumed}`);
      }
      workerRelease = liveDir;
      // The footer of every page names the year its full build ran in, as the live one does.
      builtInYear = new Date(live.publishedAt).getFullYear();
      // What the updates made before the restart is checked by the next full build too.
      updatedSinceBuild = true;
      await prepareSpare(liveDir, []);
      options.log.info(`changes are published by update again: ${reply.summary}`);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  function cancel() {
    cancelled = true;
    cancelRunning?.();
    return worker.stop();
  }

  /** What the site is built without now, for the publish status. */
  function leftOutRecords() {
    return [...leftOut].map(([key, reason]) => `${key}: ${reason}`);
  }

  return {
    mode: 'local',
    publish,
    resume,
    cancel,
    leftOut: leftOutRecords,
    lastRun: () => lastRun,
    lastReference: () => lastReference,
  };
}
