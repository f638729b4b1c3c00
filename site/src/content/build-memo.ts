/**
 * What a build of the site reads from the content API, each read made once per build and shared by
 * every reader: kept on `globalThis`, so that astro.config (which reads lists for the sitemap) and
 * the pages, bundled apart but run in one process, share it, and a save that lands mid-build cannot
 * make them disagree. The publish worker (`site/scripts/publish-worker.ts`) starts it afresh before
 * each build or update, and learns from it which content each page read (its "topics": a
 * resource's name, `page:<name>`, `settings`), to re-render only the pages a change reaches.
 */
import type { RecordKey } from '@industrial/api/left-out';

interface BuildMemo {
  reads: Map<string, { topic: string | undefined; pending: Promise<unknown> }>;
  /** The topics the page being rendered has read so far, while the worker records them. */
  topics?: Set<string> | undefined;
  /**
   * The publish worker's: hears which record's content is being made (typeset or rendered), and
   * then undefined once it is made, so that the publisher can time each record (left-out.ts).
   */
  watcher?: ((record: RecordKey | undefined) => void) | undefined;
  /** The record being made now, which the watcher last heard of. */
  making?: RecordKey | undefined;
}

const shared = globalThis as { siteBuildMemo?: BuildMemo };
shared.siteBuildMemo ??= { reads: new Map() };
const memo = shared.siteBuildMemo;

/** `read()` once per build under `key`, noting that the page rendering now depends on `topic`. */
export function readOnce<T>(topic: string | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (topic) memo.topics?.add(topic);
  let made = memo.reads.get(key);
  if (!made) {
    made = { topic, pending: read() };
    memo.reads.set(key, made);
  }
  return made.pending as Promise<T>;
}

/** A read this build already made or started, if any (`list:news:en`). */
export const readMade = (key: string) => memo.reads.get(key)?.pending;

/**
 * Forgets the reads of the given topics, or every read: the next build or update reads that
 * content afresh, and the rest as it was (an update reads again only what changed).
 */
export function forgetReads(topics?: ReadonlySet<string>) {
  for (const [key, { topic }] of memo.reads) {
    if (!topics || (topic !== undefined && topics.has(topic))) memo.reads.delete(key);
  }
}

/** Runs `render` and answers the topics it read along with its result; renders must not overlap. */
export async function topicsRead<T>(render: () => Promise<T>): Promise<{ result: T; topics: Set<string> }> {
  const topics = new Set<string>();
  memo.topics = topics;
  try {
    return { result: await render(), topics };
  } finally {
    memo.topics = undefined;
  }
}

/** Makes the publish worker hear which record's content is being made (see `BuildMemo.watcher`). */
export function watchRecords(watcher: BuildMemo['watcher']) {
  memo.watcher = watcher;
}

/** Makes what one record shows (`make`, synchronous), telling the worker's watcher, if any. */
export function makingRecord<T>(record: RecordKey, make: () => T): T {
  if (!memo.watcher) return make();
  const outer = making(record);
  try {
    return make();
  } finally {
    making(outer);
  }
}

/** Renders the page of one record, or of none (`render`), telling the worker's watcher, if any. */
export async function renderingRecord<T>(
  record: RecordKey | undefined,
  render: () => Promise<T>,
): Promise<T> {
  if (!memo.watcher || !record) return render();
  const outer = making(record);
  try {
    return await render();
  } finally {
    making(outer);
  }
}

/** Tells the watcher that `record` is being made now (or none); answers the one that was before. */
function making(record: RecordKey | undefined) {
  const before = memo.making;
  memo.making = record;
  memo.watcher?.(record);
  return before;
}
