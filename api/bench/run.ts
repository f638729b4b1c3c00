/**
 * `npm run bench`: the API against its baselines, on the same machine in one run, with autocannon.
 *   1. GET /api/health against a bare node:http server answering the same JSON;
 *   2. GET /api/news?lang=ru&range=[0,9] (read cache off) against the same repository query in a loop;
 *   3. that list with the read cache on, in full (plain, and compressed as browsers take it) and
 *      revalidated (If-None-Match, 304), against a hello-world Fastify.
 * Each case runs once per round for BENCH_ROUNDS rounds (default 3) and reports its median.
 * On PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { builtInContent } from '@industrial/content-seed';
import type autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseConnection, openDatabase } from '../src/db/open.ts';
import type { Publisher } from '../src/plugins/app/publisher.ts';
import { openStorage } from '../src/storage/index.ts';
import { createTestDatabase } from '../test/test-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORTS = { bare: 4212, hello: 4213, uncached: 4214, cached: 4215 };
const LIST = '/api/news?lang=ru&range=%5B0%2C9%5D';
const BROWSER_ENCODINGS = 'Accept-Encoding: gzip, deflate, br, zstd';
const execFileAsync = promisify(execFile);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

interface Result {
  rps: number;
  p99: number;
}

/**
 * Loads the server from a separate autocannon process, so that the load generator does not share
 * the server's event loop and skew the comparison against the heavier servers. Every answer must
 * have the expected status class (2xx, or 3xx for revalidated reads).
 */
async function load(
  url: string,
  options: { headers?: string[]; expect?: '2xx' | '3xx' } = {},
): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headers = (options.headers ?? []).flatMap((header) => ['-H', header]);
  const args = [cli, '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), ...headers, url];
  const { stdout } = await execFileAsync(process.execPath, args);
  const result = JSON.parse(stdout) as autocannon.Result;
  const expected = options.expect ?? '2xx';
  const others = STATUS_CLASSES.filter((statusClass) => statusClass !== expected);
  const unexpected = others.reduce((count, statusClass) => count + result[statusClass], 0);
  if (unexpected || result.errors)
    throw new Error(`${url}: ${unexpected} answers outside ${expected}, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The repository call the list route makes, back to back with the same concurrency. */
async function directQueries(list: () => Promise<unknown>): Promise<Result> {
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        await list();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / SECONDS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

/** Starts a server on a port and gives back how to stop it. */
type Listen = (port: number) => Promise<() => Promise<void>>;

/** The middle result of `rounds` runs by requests per second: one slow or lucky run moves nothing. */
function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)] as Result;
}

async function benchDriver(label: string, connection: DatabaseConnection) {
  await connection.migrate();
  const config = loadConfig({
    DATA_DIR: `.tmp/bench-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
  });
  const publisher = { schedule: () => {} } as unknown as Publisher;
  const open = (readCacheTtlMs: number) =>
    buildApp({
      config,
      database: connection,
      storage: openStorage(config),
      builtIn: builtInContent,
      logger: false,
      publisher,
      readCacheTtlMs,
    });
  const uncached = await open(0);
  for (let day = 1; day <= 30; day++) {
    // Content names only uploads that are stored.
    await uncached.storage.put(`news-${day}.webp`, Buffer.from('placeholder'));
    await uncached.content.news.create(
      { admin: null, ip: '127.0.0.1', log: uncached.log },
      {
        name: { ru: `Новость ${day}`, en: `News ${day}` },
        description: { ru: `Краткое описание новости номер ${day}` },
        mainContent: { ru: `<p>${'Текст новости. '.repeat(40)}</p>` },
        date: `2025-01-${String(day).padStart(2, '0')}`,
        img: `/uploads/news-${day}.webp`,
      },
    );
  }
  const cached = await open(10_000);
  const fastifyListen = (app: Awaited<ReturnType<typeof open>>) => async (port: number) => {
    await app.listen({ port, host: '127.0.0.1' });
    return () => app.close();
  };

  const healthBody = JSON.stringify({ data: { status: 'ok', version: '1.0.0', database: 'connected' } });
  const bareListen: Listen = async (port) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(healthBody);
    });
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    return () => new Promise<void>((done) => server.close(() => done()));
  };
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const closers = await Promise.all([
    bareListen(PORTS.bare),
    fastifyListen(hello)(PORTS.hello),
    fastifyListen(uncached)(PORTS.uncached),
    fastifyListen(cached)(PORTS.cached),
  ]);
  const cachedList = `http://127.0.0.1:${PORTS.cached}${LIST}`;
  // The tag of the compressed bytes a browser holds.
  const [encodingName, encodings] = BROWSER_ENCODINGS.split(': ') as [string, string];
  const held = await fetch(cachedList, { headers: { [encodingName]: encodings } });
  const etag = held.headers.get('etag');

  // Every case once per round, rounds back to back, so that a machine's slow spell touches each
  // case alike; each case then reports its median round.
  const cases = {
    bare: () => load(`http://127.0.0.1:${PORTS.bare}/`),
    hello: () => load(`http://127.0.0.1:${PORTS.hello}/`),
    health: () => load(`http://127.0.0.1:${PORTS.uncached}/api/health`),
    list: () => load(`http://127.0.0.1:${PORTS.uncached}${LIST}`),
    direct: () =>
      directQueries(() =>
        cached.content.news.list({ lang: 'ru', range: { start: 0, end: 9 }, includeDrafts: false }),
      ),
    cachedList: () => load(cachedList),
    // What browsers send: the cached bytes go out compressed (once per write, not per request).
    compressedList: () => load(cachedList, { headers: [BROWSER_ENCODINGS] }),
    // What a browser or CDN holding the list sends: the same bytes come back as a bodiless 304.
    revalidatedList: () =>
      load(cachedList, { headers: [BROWSER_ENCODINGS, `If-None-Match: ${etag}`], expect: '3xx' }),
  };
  const runs = Object.fromEntries(Object.keys(cases).map((name) => [name, [] as Result[]])) as Record<
    keyof typeof cases,
    Result[]
  >;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of Object.entries(cases)) runs[name as keyof typeof cases].push(await run());
  }
  await Promise.all(closers.map((close) => close()));
  const {
    bare,
    hello: helloWorld,
    health,
    list,
    direct,
    cachedList: cachedRead,
    compressedList,
    revalidatedList,
  } = Object.fromEntries(Object.entries(runs).map(([name, results]) => [name, median(results)])) as Record<
    keyof typeof cases,
    Result
  >;

  const row = (name: string, result: Result) =>
    console.log(
      `  ${name.padEnd(42)} ${result.rps.toFixed(0).padStart(7)} req/s   p99 ${result.p99.toFixed(1).padStart(6)} ms`,
    );
  const ratio = (name: string, value: number, target: number) =>
    console.log(
      `  ${name.padEnd(42)} ${(value * 100).toFixed(0).padStart(6)} %   (target >= ${target} %) ${value * 100 >= target ? 'met' : 'MISSED'}`,
    );
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per case, median of ${ROUNDS} rounds`);
  row('bare node:http', bare);
  row('GET /api/health', health);
  row('hello-world Fastify', helloWorld);
  row('repository query, direct', direct);
  row('GET news list, no cache', list);
  row('GET news list, read cache', cachedRead);
  row('GET news list, read cache, compressed', compressedList);
  row('GET news list, revalidated (304)', revalidatedList);
  ratio('health / bare node:http', health.rps / bare.rps, 80);
  ratio('list / direct query', list.rps / direct.rps, 70);
  console.log(
    `  ${'list p99 at 10 connections'.padEnd(42)} ${list.p99.toFixed(1).padStart(6)} ms (target < 50 ms) ${list.p99 < 50 ? 'met' : 'MISSED'}`,
  );
  ratio('cached list / hello-world', cachedRead.rps / helloWorld.rps, 50);
  ratio('compressed cached list / hello-world', compressedList.rps / helloWorld.rps, 50);
  ratio('revalidated list / hello-world', revalidatedList.rps / helloWorld.rps, 50);
  await rm(config.dataDir, { recursive: true, force: true });
}

const pglite = openDatabase({});
await benchDriver('PGlite (embedded)', pglite);
await pglite.close();

const benchDatabase = await createTestDatabase(
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  {
    prefix: 'bench',
  },
);
if (benchDatabase) {
  const connection = openDatabase({ databaseUrl: benchDatabase.url });
  try {
    await benchDriver('PostgreSQL', connection);
  } finally {
    await connection.close();
    await benchDatabase.drop();
  }
}
