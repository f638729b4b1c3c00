import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import type { SharpOptions } from 'sharp';

/** The process that reads and encodes uploads (plain JavaScript, so any Node runs it as it is). */
const RENDER_PROCESS = new URL('./render-process.mjs', import.meta.url);

/**
 * Uploads read and encoded at once, each in a process of its own; the rest wait their turn. The
 * API's own thread pool (file reads, password hashing) and event loop never run an upload's render.
 */
export const RENDERERS = 2;
/** How much less of the processor a render gets than the API (a Unix niceness, 19 the least). */
const RENDER_NICENESS = 10;

/** What an image's header says, as the render process reads it. */
export interface ImageFacts {
  format?: string;
  compression?: string;
  width?: number;
  height?: number;
  pageHeight?: number;
}

export type OutputFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

export interface EncodeJob {
  input: Buffer;
  options: SharpOptions;
  autoOrient?: boolean;
  output: { format: OutputFormat; options: Record<string, unknown> };
}

/** One upload's render process: what it is asked, in turn. */
export interface Renderer {
  metadata(input: Buffer, options: SharpOptions): Promise<ImageFacts>;
  encode(job: EncodeJob): Promise<Buffer>;
}

/** The render outlasted its limit, and its process was killed. */
export class RenderLimitError extends Error {
  readonly seconds: number;

  constructor(seconds: number) {
    super(`The image was still being rendered after ${seconds} s, and its rendering was stopped`);
    this.seconds = seconds;
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** A place among the `RENDERERS`: now if one is free, else once one is. */
async function place(): Promise<() => void> {
  if (running >= RENDERERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/**
 * Runs `work` with a render process of its own, started once one of the `RENDERERS` is free. When
 * `work` has not finished `limitSeconds` after the process started, the process is killed
 * (SIGKILL: libvips stops with it, wherever it is) and `work`'s pending requests and this call
 * fail with a `RenderLimitError`. The process ends with the work either way.
 */
export async function withRenderer<T>(
  limitSeconds: number,
  work: (renderer: Renderer) => Promise<T>,
): Promise<T> {
  const release = await place();
  const child = fork(RENDER_PROCESS, [], {
    execArgv: [],
    env: { PATH: process.env.PATH ?? '' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Below the API on the processor: a render never slows its answers down.
  if (child.pid) setPriority(child.pid, RENDER_NICENESS);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  child.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const request = pending.get(id);
    pending.delete(id);
    if (error === undefined) request?.resolve(result);
    else request?.reject(new Error(error));
  });
  child.once('error', failAll);
  // A process that could not be started emits 'error' and no 'exit'.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  child.once('exit', (code, signal) => failAll(new Error(`The render process ended (${signal ?? code})`)));
  const timer = setTimeout(() => {
    failAll(new RenderLimitError(limitSeconds));
    child.kill('SIGKILL');
  }, limitSeconds * 1000);

  let next = 0;
  const ask = <R>(kind: string, job: unknown) =>
    new Promise<R>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = next++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, kind, job });
    });
  const renderer: Renderer = {
    metadata: (input, options) => ask<ImageFacts>('metadata', { input, options }),
    encode: async (job) => {
      const bytes = await ask<Uint8Array>('encode', job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  };
  try {
    const result = await work(renderer);
    if (failure instanceof RenderLimitError) throw failure;
    return result;
  } catch (error) {
    throw failure instanceof RenderLimitError ? failure : error;
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    release();
  }
}
