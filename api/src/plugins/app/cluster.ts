import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { rowsOf } from '../../db/rows.ts';
import { periodicRuns } from '../../db/schema/index.ts';

/**
 * What instances tell each other: a public read changed, the site needs publishing, or the
 * analytics service (and with it the pages' Content-Security-Policy) changed.
 */
export type ClusterChannel = 'read_cache' | 'publish' | 'page_policy';

export interface Cluster {
  /** True on PostgreSQL, where other instances may share the database; PGlite has one process. */
  shared: boolean;
  /** Tells every other instance, in the order told; nothing on PGlite. Never throws. */
  tell(channel: ClusterChannel, message: string): void;
  /**
   * Calls `onMessage` with what other instances tell on `channel`, and `onConnect` each time the
   * listening connection is made again (notifications sent meanwhile were missed).
   */
  hear(channel: ClusterChannel, onMessage: (message: string) => void, onConnect?: () => void): Promise<void>;
  /**
   * Runs `task` while no other instance runs one under the same name (a PostgreSQL advisory lock),
   * waiting for its turn; `stop` gives up the wait (a shutdown). Runs it at once on PGlite.
   */
  exclusive<T>(name: string, task: () => Promise<T>, stop?: () => boolean): Promise<T>;
  /**
   * Runs `task` at start and then every `intervalMs`, once per interval among the instances on this
   * database (each claims the run in `periodic_runs`, and only one claim succeeds).
   */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  /** Runs the periodic task now if no instance ran it within its interval; answers whether it ran. */
  runIfDue(name: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cluster: Cluster;
  }
}

/** How often a wait for an advisory lock asks again. */
const LOCK_POLL_MS = 250;

/**
 * Several instances on one PostgreSQL behave as one: they tell each other of changes (LISTEN/NOTIFY),
 * take turns at what must not run twice at once (advisory locks), and share periodic tasks (a row per
 * task with its last run). On PGlite all of it stays in the process.
 */
export default fp(
  async (app) => {
    const client = app.database.postgres;
    /** Tells each message with this process's id, so that an instance ignores its own. */
    const self = randomUUID();
    let telling: Promise<unknown> = Promise.resolve();

    const tasks = new Map<string, { intervalMs: number; task: () => Promise<unknown> }>();
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<unknown>>();

    async function runIfDue(name: string): Promise<boolean> {
      const periodic = tasks.get(name);
      if (!periodic) throw new Error(`no periodic task named ${name}`);
      // A small margin, so that an instance's timer firing a moment early does not skip a run.
      const seconds = (periodic.intervalMs * 0.9) / 1000;
      const claimed = await app.db.execute(sql`
        insert into ${periodicRuns} (name, last_run_at) values (${name}, now())
        on conflict (name) do update set last_run_at = now()
        where ${periodicRuns.lastRunAt} <= now() - make_interval(secs => ${seconds})
        returning name`);
      if (rowsOf(claimed).length === 0) return false;
      app.log.info({ task: name }, 'periodic task runs');
      await periodic.task();
      return true;
    }

    function runLogged(name: string) {
      const run = runIfDue(name)
        .catch((error: unknown) => app.log.error({ err: error, task: name }, 'periodic task failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }

    const cluster: Cluster = {
      shared: client !== null,
      tell(channel, message) {
        if (!client) return;
        const payload = JSON.stringify({ from: self, message });
        telling = telling
          .then(() => client.notify(channel, payload))
          .catch((error: unknown) =>
            app.log.error({ err: error, channel }, 'other instances could not be told'),
          );
      },
      async hear(channel, onMessage, onConnect) {
        if (!client) return;
        const { unlisten } = await client.listen(
          channel,
          (payload) => {
            try {
              const { from, message } = JSON.parse(payload) as { from: string; message: string };
              if (from !== self) onMessage(message);
            } catch (error) {
              app.log.error(
                { err: error, channel, payload },
                'a notice from another instance could not be read',
              );
            }
          },
          onConnect,
        );
        app.addHook('onClose', async () => {
          await unlisten().catch(() => {});
        });
      },
      async exclusive(name, task, stop = () => false) {
        if (!client) return task();
        const connection = await client.reserve();
        try {
          for (;;) {
            const [row] = await connection`select pg_try_advisory_lock(hashtext(${name})) as locked`;
            if (row?.locked) break;
            if (stop()) throw new Error(`gave up waiting for ${name}: the API is shutting down`);
            await sleep(LOCK_POLL_MS);
          }
          try {
            return await task();
          } finally {
            await connection`select pg_advisory_unlock(hashtext(${name}))`;
          }
        } finally {
          connection.release();
        }
      },
      every(name, intervalMs, task) {
        tasks.set(name, { intervalMs, task });
      },
      runIfDue,
    };
    app.decorate('cluster', cluster);

    app.addHook('onReady', async () => {
      for (const [name, { intervalMs }] of tasks) {
        runLogged(name);
        timers.push(setInterval(() => runLogged(name), intervalMs).unref());
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
      await telling;
    });
  },
  { name: 'cluster', dependencies: ['database'] },
);
