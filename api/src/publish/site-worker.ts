/**
 * The publish worker's process (site/scripts/publish-worker.ts), as the local publisher drives it:
 * one job at a time over Node's IPC channel, its output streamed to the job's line handler. A full
 * build always runs in a fresh worker, so that it starts from nothing as a build process would, and
 * the worker then stays to update the site it built.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

/**
 * Where the worker writes what it knows of the pages of a build it made (the worker's
 * `PagesRecord`), and that build's folder name: a worker started later resumes from it.
 */
export interface PagesRecordFile {
  path: string;
  build: string;
}

export type WorkerRequest =
  | { id: number; kind: 'build'; env: Record<string, string>; record: PagesRecordFile }
  | {
      id: number;
      kind: 'update';
      env: Record<string, string>;
      liveDir: string;
      /** An empty folder, or (`ready`) one a `link` job made the live folder's twin. */
      outDir: string;
      ready: boolean;
      topics: string[];
      record: PagesRecordFile;
    }
  /**
   * Makes the worker able to update the live build the record names, without building it: the API
   * started again with that site up to date (`env.SITE_OUT_DIR` gets Astro's bundle, then goes).
   */
  | { id: number; kind: 'resume'; env: Record<string, string>; record: PagesRecordFile }
  /**
   * Makes `to` the next update's folder: a hard link to every file of `from` (a new folder), or to
   * each of the files `only` names (the folder `from` replaced, which lacks what its update changed).
   * Then removes the builds `remove` names, behind the jobs that follow.
   */
  | {
      id: number;
      kind: 'link';
      from: string;
      to: string;
      only?: string[] | undefined;
      remove: string[];
    };

export type WorkerReply =
  /** `touched`: for an update, the files it wrote or removed (relative to its folder). */
  | { id: number; ok: true; summary: string; touched?: string[] }
  /** `full`: the update or resume cannot run (and why); the site has to be built instead. */
  | { id: number; ok: false; full: string }
  | { id: number; ok: false; error: string };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request as the publisher makes it; the worker numbers it. */
export type WorkerJob = WithoutId<WorkerRequest>;

export interface SiteWorker {
  /** Runs a job; `line` hears every line the worker prints meanwhile. Rejects when the worker dies. */
  run(job: WorkerJob, line: (text: string) => void): Promise<WorkerReply>;
  /** Whether a worker process is running (it holds a build's renderer once a build ran in it). */
  alive(): boolean;
  /**
   * Stops the worker and its job (a timeout, a shutdown, or before a full build); resolves once it
   * exited, having written the record of its last build. `kill`: at once, writing nothing (its
   * thread is held by a page that does not finish).
   */
  stop(how?: { kill: true }): Promise<void>;
}

/** How long a worker asked to stop may take (writing its record) before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

export function siteWorker(repoRoot: string): SiteWorker {
  let child: ChildProcess | undefined;
  let nextId = 1;
  let onLine: ((text: string) => void) | undefined;

  function start(): ChildProcess {
    const started = fork(join(repoRoot, 'site', 'scripts', 'publish-worker.ts'), [], {
      cwd: join(repoRoot, 'site'),
      execPath: process.execPath,
      // The worker collects the garbage a full build leaves at once, so that the first save does not.
      execArgv: [...process.execArgv, '--expose-gc'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: process.env,
    });
    for (const stream of [started.stdout, started.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (raw) => {
        const text = stripVTControlCharacters(raw).trimEnd();
        if (text.trim()) onLine?.(text);
      });
    }
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    return started;
  }

  /** The last worker asked to stop, until it exited. */
  let exiting = Promise.resolve();

  function stop(how?: { kill: true }): Promise<void> {
    const stopping = child;
    child = undefined;
    if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return exiting;
    exiting = new Promise((resolve) => {
      const kill = setTimeout(() => stopping.kill('SIGKILL'), STOP_TIMEOUT_MS);
      stopping.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      stopping.kill(how?.kill ? 'SIGKILL' : 'SIGTERM');
    });
    return exiting;
  }

  return {
    alive: () => child !== undefined,
    stop,
    run(job, line) {
      if (job.kind === 'build') void stop();
      child ??= start();
      const worker = child;
      const id = nextId++;
      onLine = line;
      return new Promise<WorkerReply>((resolve, reject) => {
        const answer = (reply: WorkerReply) => {
          if (reply.id !== id) return;
          done();
          resolve(reply);
        };
        const died = (code: number | null, signal: NodeJS.Signals | null) => {
          done();
          reject(
            new Error(
              `the publish worker ${signal ? `was stopped (${signal})` : `exited with code ${code}`}`,
            ),
          );
        };
        const done = () => {
          worker.off('message', answer);
          worker.off('exit', died);
          onLine = undefined;
        };
        worker.on('message', answer);
        worker.once('exit', died);
        worker.send({ ...job, id } as WorkerRequest);
      });
    },
  };
}
