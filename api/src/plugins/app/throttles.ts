import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { throttles } from '../../db/schema/index.ts';
import type { Database } from '../../db/types.ts';
import { rateLimitExceeded } from '../../errors.ts';

/** Expired counters are removed this often. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Whom an address-wide limit counts: an IPv4 address, or an IPv6 address's /64 (one subscriber or
 * one network: its owner picks any of its 2^64 addresses freely). An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) is that IPv4 address.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}

export interface Count {
  hits: number;
  /** Milliseconds until the counter starts over. */
  ttl: number;
}

/** The counters of `throttles`, each changed in one atomic statement, so every instance shares them. */
export function throttlesRepository(db: Database) {
  return {
    /** Counts a hit on `key`; a counter whose window has passed starts over at 1. */
    async hit(key: string, windowMs: number): Promise<Count> {
      const expired = sql`${throttles.resetAt} <= now()`;
      const [row] = await db
        .insert(throttles)
        .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${throttles.resetAt} end`,
          },
        })
        .returning({ hits: throttles.hits, resetAt: throttles.resetAt });
      return { hits: row?.hits ?? 1, ttl: Math.max(0, (row?.resetAt.getTime() ?? 0) - Date.now()) };
    },

    /** The live counts of `keys` (missing and expired ones are 0), without counting anything. */
    async counts(keys: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ key: throttles.key, hits: throttles.hits })
        .from(throttles)
        .where(and(inArray(throttles.key, keys), sql`${throttles.resetAt} > now()`));
      return new Map(rows.map((row) => [row.key, row.hits]));
    },

    /** Takes one hit back from `key` (a hit that turned out not to count). */
    async forgive(key: string): Promise<void> {
      await db
        .update(throttles)
        .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
        .where(eq(throttles.key, key));
    },

    async remove(keys: string[]): Promise<void> {
      await db.delete(throttles).where(inArray(throttles.key, keys));
    },

    async removeExpired(): Promise<void> {
      await db.delete(throttles).where(lt(throttles.resetAt, new Date()));
    },
  };
}

export type Throttles = ReturnType<typeof throttlesRepository>;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over `throttles`: one counter per route and client network, so the
 * request form's and the password reset's limits hold across every instance.
 */
function databaseStore(counters: Throttles) {
  return class DatabaseStore {
    private readonly route: string;
    /** The plugin passes its options to the first one; `child` names the route. */
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : '';
    }
    incr(key: string, done: Callback, timeWindow: number): void {
      counters.hit(`rate:${this.route}:${key}`, timeWindow).then(
        (count) => done(null, { current: count.hits, ttl: count.ttl }),
        (error: Error) => done(error),
      );
    }
    child(options: { routeInfo: { method?: string; url?: string } }) {
      return new DatabaseStore(`${options.routeInfo.method ?? ''} ${options.routeInfo.url ?? ''}`);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles & {
      /** @fastify/rate-limit's options for a route folder: counted in the database per client network. */
      rateLimits(what: string): RateLimitPluginOptions;
    };
  }
}

/** The shared counters (`app.throttles`), and their hourly sweep. */
export default fp(
  async (app: FastifyInstance) => {
    const counters = throttlesRepository(app.db);
    const Store = databaseStore(counters);
    app.decorate('throttles', {
      ...counters,
      rateLimits: (what: string): RateLimitPluginOptions => ({
        global: false,
        store: Store as unknown as RateLimitPluginOptions['store'],
        keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
        errorResponseBuilder: rateLimitExceeded(what),
      }),
    });
    let timer: NodeJS.Timeout | undefined;
    const sweep = () =>
      void counters
        .removeExpired()
        .catch((error: unknown) => app.log.error({ err: error }, 'throttle sweep failed'));
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'throttles', dependencies: ['database'] },
);
