import { inspect } from 'node:util';
import postgres, { type Sql } from 'postgres';

/**
 * A postgres.js pool that survives the driver's own crash when PostgreSQL drops connections.
 *
 * postgres.js (3.4.9, the newest release) defers small writes to a `setImmediate`; when the server
 * closes the connection first (a restart, a failover, a pooler, `pg_terminate_backend`), that
 * callback runs `socket.write` on a socket the driver has already set to null and throws
 * `TypeError: Cannot read properties of null (reading 'write')` at `nextWrite`
 * (porsager/postgres #1154, #1208; the fix, #1168, is not released). The throw comes from a timer,
 * outside every query's promise, so only `uncaughtException` sees it, and by default it ends the
 * process with every request in flight.
 *
 * The guard listens for that one error, recognised by its message and its top stack frame, and
 * nothing else: every other uncaught exception still ends the process as Node would. The
 * connection that threw kept its unsent bytes and a stale write timer, so it can never write again;
 * the guard therefore swaps the pool for a fresh one and ends the old one, whose queries still in
 * flight finish or fail (and are answered 503). Remove this file once a fixed release is out.
 */

/** The crash, by its first stack frame: `at Immediate.nextWrite (…/postgres/src/connection.js:255:22)`. */
const CRASH_FRAME =
  /^\s*at (?:Immediate\.)?nextWrite \(.*[\\/]postgres[\\/](?:cjs[\\/])?src[\\/]connection\.js:\d+:\d+\)$/;

/** Crashes closer together than this come from the same drop: the pool is swapped once for them. */
const SWAP_INTERVAL_MS = 1000;
/** How long the old pool's queries in flight may take to finish before they are cut off. */
const OLD_POOL_GRACE_SECONDS = 5;

export function isDriverWriteCrash(error: unknown): boolean {
  if (!(error instanceof TypeError) || !/\(reading 'write'\)/.test(error.message)) return false;
  const [, firstFrame = ''] = (error.stack ?? '').split('\n');
  return CRASH_FRAME.test(firstFrame);
}

interface Listening {
  channel: string;
  onNotify: Parameters<Sql['listen']>[1];
  onListen: Parameters<Sql['listen']>[2];
  unlisten: () => Promise<void>;
}

interface Guarded {
  swap(error: Error): void;
}

const guarded = new Set<Guarded>();

function onUncaughtException(error: Error): void {
  if (isDriverWriteCrash(error)) {
    for (const pool of guarded) pool.swap(error);
    return;
  }
  // Not ours. With another listener (a test runner), that one decides; alone, end as Node would.
  if (process.listenerCount('uncaughtException') > 1) return;
  process.stderr.write(`${inspect(error)}\n\nNode.js ${process.version}\n`);
  process.exit(1);
}

/**
 * A postgres.js client whose pool is replaced after the driver's nextWrite crash. The answer is
 * used like the client itself (Drizzle takes it); `end` closes whichever pool is current.
 */
export function guardedPostgres(url: string, options: Parameters<typeof postgres>[1]): Sql {
  let current = postgres(url, options);
  let swappedAt = 0;
  /** LISTENs (other instances' notices) are made again on each new pool: the old one's die with it. */
  const listening = new Set<Listening>();
  const listenOn = async (entry: Listening) => {
    const meta = await current.listen(entry.channel, entry.onNotify, entry.onListen);
    entry.unlisten = meta.unlisten;
    return meta;
  };

  const pool: Guarded = {
    swap(error) {
      const now = Date.now();
      if (now - swappedAt < SWAP_INTERVAL_MS) return;
      swappedAt = now;
      // On stderr, where the log of a crash would have been: `(node:…) DatabaseWarning: …` and the stack.
      process.emitWarning(
        'postgres.js failed writing to a connection PostgreSQL had closed: its pool is replaced',
        {
          type: 'DatabaseWarning',
          detail: error.stack,
        },
      );
      const old = current;
      current = postgres(url, options);
      // The settings Drizzle made on the first pool (its date parsers) carry over.
      Object.assign(current.options.parsers, old.options.parsers);
      Object.assign(current.options.serializers, old.options.serializers);
      old.end({ timeout: OLD_POOL_GRACE_SECONDS }).catch(() => {});
      // Listening again calls each listener's onListen, which is how it learns it may have missed notices.
      for (const entry of listening) listenOn(entry).catch(() => {});
    },
  };
  if (guarded.size === 0) process.on('uncaughtException', onUncaughtException);
  guarded.add(pool);

  const end: Sql['end'] = async (endOptions) => {
    guarded.delete(pool);
    if (guarded.size === 0) process.removeListener('uncaughtException', onUncaughtException);
    return current.end(endOptions);
  };
  const listen: Sql['listen'] = async (channel, onNotify, onListen) => {
    const entry: Listening = { channel, onNotify, onListen, unlisten: async () => {} };
    const meta = await listenOn(entry);
    listening.add(entry);
    return {
      ...meta,
      unlisten: async () => {
        listening.delete(entry);
        await entry.unlisten();
      },
    };
  };
  const own: Partial<Record<PropertyKey, unknown>> = { end, listen };
  // A function target, so that the client stays callable as a tagged template.
  return new Proxy((() => {}) as unknown as Sql, {
    get: (_target, key) => own[key] ?? Reflect.get(current, key),
    set: (_target, key, value) => Reflect.set(current, key, value),
    apply: (_target, self, args) => Reflect.apply(current as never, self, args),
  });
}
