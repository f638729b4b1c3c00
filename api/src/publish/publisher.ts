/**
 * The publishing queue, independent of how a site is published: content changes are debounced
 * into one publication, only one runs at a time, and a change that arrives while one runs queues
 * exactly one more. The state it reports is what `GET /api/publish/status` answers.
 */

import type {
  PublishMode,
  PublishReference,
  PublishRun,
  PublishState,
  PublishStatus,
} from '../schemas/publish.ts';

export type { PublishReference, PublishRun };

/** One way of putting the current content online: a local site build, or a call to a CI hook. */
export interface PublishTarget {
  mode: PublishMode;
  publish(reasons: string[]): Promise<void>;
  /**
   * Stops a running publication for good (on shutdown); it then fails and changes nothing. Resolves
   * once what runs the publications has stopped.
   */
  cancel?(): void | Promise<void>;
  /** Records the site is built without, each with why (see left-out.ts). */
  leftOut?(): string[];
  /** What kind of publication last went online and why, for a target that tells them apart. */
  lastRun?(): PublishRun | null;
  /** How the last full build compared with the site updates had made (see site-build.ts). */
  lastReference?(): PublishReference | null;
}

export interface PublishQueueOptions {
  target: PublishTarget;
  debounceMs: number;
  /** When the site now online was published, if it was before this process started. */
  lastSuccessAt?: string | null;
  log: { info(message: string): void; error(message: string): void };
}

export interface PublishQueue {
  /** A visitor-visible change happened: publish after the burst it belongs to settles. */
  schedule(reason: string): void;
  /** Publish as soon as possible, skipping the debounce (a manual rebuild, the start-up build). */
  publishNow(reason: string): void;
  status(): PublishStatus;
  /**
   * Calls `listener` with the status each time it may have changed (scheduled, started, ended,
   * failed), so that the admin hears it at once (`GET /api/publish/events`). Answers how to stop.
   */
  subscribe(listener: (status: PublishStatus) => void): () => void;
  /** Resolves once nothing is scheduled or running: for shutdown and tests. */
  settled(): Promise<void>;
  /** Drops what is scheduled but not started and waits for a running publication to end. */
  close(): Promise<void>;
}

/** A steady stream of saves must not postpone publishing forever: wait at most this many debounces. */
const MAX_DEBOUNCES_PER_BURST = 10;

export function createPublishQueue({
  target,
  debounceMs,
  log,
  ...initial
}: PublishQueueOptions): PublishQueue {
  let timer: NodeJS.Timeout | undefined;
  let burstStartedAt = 0;
  let running: Promise<void> | undefined;
  let queued = false;
  let closed = false;
  let pendingReasons: string[] = [];
  let lastSuccessAt = initial.lastSuccessAt ?? null;
  let lastError: PublishStatus['lastError'] = null;
  let waiters: Array<() => void> = [];
  const listeners = new Set<(status: PublishStatus) => void>();

  function changed() {
    if (listeners.size === 0) return;
    const now = status();
    for (const listener of listeners) listener(now);
  }

  function arm(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      start();
    }, delayMs);
    changed();
  }

  function start() {
    const reasons = pendingReasons;
    pendingReasons = [];
    burstStartedAt = 0;
    running = run(reasons).finally(() => {
      running = undefined;
      if (queued && !closed) {
        queued = false;
        burstStartedAt = Date.now();
        arm(debounceMs);
      } else {
        notifySettled();
      }
      changed();
    });
    changed();
  }

  async function run(reasons: string[]) {
    const startedAt = Date.now();
    log.info(`publish (${target.mode}) started: ${reasons.join(', ')}`);
    try {
      await target.publish(reasons);
      lastSuccessAt = new Date().toISOString();
      lastError = null;
      log.info(`publish (${target.mode}) done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Stopped by a shutdown: the live site is untouched and nobody will read this status.
      if (closed) return log.info(`publish (${target.mode}) stopped by the shutdown`);
      lastError = { message, at: new Date().toISOString() };
      log.error(`publish (${target.mode}) failed: ${message}`);
    }
  }

  function notifySettled() {
    if (timer || running) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  }

  /** Notes why to rebuild; false when no build is to be armed now (closed, or queued after the running one). */
  function note(reason: string): boolean {
    if (closed) return false;
    pendingReasons.push(reason);
    if (running) queued = true;
    return !running;
  }

  function schedule(reason: string) {
    if (!note(reason)) return;
    const now = Date.now();
    if (!burstStartedAt) burstStartedAt = now;
    const latestStart = burstStartedAt + debounceMs * MAX_DEBOUNCES_PER_BURST;
    arm(Math.max(0, Math.min(debounceMs, latestStart - now)));
  }

  function publishNow(reason: string) {
    if (!note(reason)) return;
    clearTimeout(timer);
    timer = undefined;
    start();
  }

  function status(): PublishStatus {
    const state: PublishState = running ? 'building' : timer ? 'scheduled' : lastError ? 'failed' : 'idle';
    return {
      state,
      lastSuccessAt,
      lastError,
      lastRun: target.lastRun?.() ?? null,
      reference: target.lastReference?.() ?? null,
      queued,
      mode: target.mode,
      leftOut: target.leftOut?.() ?? [],
    };
  }

  function subscribe(listener: (status: PublishStatus) => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  function settled() {
    if (!timer && !running) return Promise.resolve();
    return new Promise<void>((resolve) => waiters.push(resolve));
  }

  async function close() {
    closed = true;
    queued = false;
    clearTimeout(timer);
    timer = undefined;
    await target.cancel?.();
    await running;
    notifySettled();
    changed();
  }

  return { schedule, publishNow, status, subscribe, settled, close };
}
