/**
 * Two instances on one PostgreSQL behave as one: a periodic sweep runs on one of them per interval,
 * and a save on one is seen in the other's public reads at once rather than after its cache expires.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { periodicRuns } from '../../src/db/schema/index.ts';
import { bearer, build, type TestApp } from '../helper.ts';
import { newsItem } from '../publish/publishing-app.ts';
import { waitFor } from '../smtp-support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const TASKS = ['action log retention', 'application retention', 'request retention', 'trash purge'];

/** The periodic tasks an instance ran, from its log. */
function taskLog() {
  const ran: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; task?: string };
        if (entry.msg === 'periodic task runs' && entry.task) ran.push(entry.task);
      }
      done();
    },
  });
  return { ran, logger: { level: 'info', stream } };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const logs = [taskLog(), taskLog()];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await build({ logger: logs[0]?.logger });
    b = await build({ logger: logs[1]?.logger, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test('each periodic sweep runs once at start, on one instance', async () => {
    await waitFor(async () => (await a.db.$count(periodicRuns)) === TASKS.length);
    // The second instance's claims come after the first one's runs: give them time to (not) run.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect([...(logs[0]?.ran ?? []), ...(logs[1]?.ran ?? [])].sort()).toEqual(TASKS);
  });

  test('once due again, exactly one instance runs it', async () => {
    for (const task of TASKS) {
      await a.db
        .update(periodicRuns)
        .set({ lastRunAt: sql`now() - interval '7 days'` })
        .where(eq(periodicRuns.name, task));
      const ran = await Promise.all([a.app.cluster.runIfDue(task), b.app.cluster.runIfDue(task)]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      // And not again within its interval.
      expect(await b.app.cluster.runIfDue(task)).toBe(false);
    }
  });

  test("a save on one instance is in the other's public reads at once, not after its cache expires", async () => {
    const titles = async (t: TestApp) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/news?lang=ru' })).json().data as { name: string }[]
      ).map((item) => item.name);
    // The other instance has the list cached (its time to live is 10 s).
    expect(await titles(b)).not.toContain('Видно везде');
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: bearer((await a.login()).accessToken),
      payload: newsItem('Видно везде'),
    });
    expect(created.statusCode).toBe(201);
    await waitFor(async () => (await titles(b)).includes('Видно везде'), 3_000);
  });

  test('an instance that lost its listening connection clears its reads when it listens again', async () => {
    const titles = async (t: TestApp) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/news?lang=ru' })).json().data as { name: string }[]
      ).map((item) => item.name);
    expect(await titles(b)).toContain('Видно везде');
    // A change nobody was told of, as when a notice went out while the connection was down.
    await a.db.execute(
      sql`update news set name = jsonb_set(name, '{ru}', '"Пропущено"') where name->>'ru' = 'Видно везде'`,
    );
    expect(await titles(b)).not.toContain('Пропущено');
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await waitFor(async () => (await titles(b)).includes('Пропущено'), 3_000);
  });
});
