/**
 * `npm start`'s supervisor (scripts/supervise.mjs) with real processes: a command that crashes is
 * started again with a line saying why, repeated crashes wait longer each time, a stop request
 * ends it for good, and a command that ends by itself with 0, or with a configuration error (78),
 * is not restarted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { supervise } from '../../../scripts/supervise.mjs';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'supervise-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Runs `script` under the supervisor, without touching this process's signals. */
function supervised(script: string, options: { firstDelayMs?: number; maxDelayMs?: number } = {}) {
  const lines: string[] = [];
  const started: ChildProcess[] = [];
  const supervisor = supervise(process.execPath, ['-e', script], {
    stdio: 'ignore',
    log: (line) => lines.push(line),
    signals: [],
    onStart: (child) => started.push(child),
    firstDelayMs: 100,
    ...options,
  });
  return { ...supervisor, lines, started };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
};

test('a command that crashes is started again, with a line saying why; stop ends it for good', async () => {
  const marker = join(folder, 'crashed-once');
  const ready = join(folder, 'serving');
  // First run: leaves a mark and crashes. Second run: serves until SIGTERM, then exits cleanly.
  const script = `
    const fs = require('node:fs');
    if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.exit(3); }
    process.on('SIGTERM', () => process.exit(0));
    fs.writeFileSync(${JSON.stringify(ready)}, '');
    setInterval(() => {}, 1000);`;
  const run = supervised(script);
  await until(() => run.started.length === 2);
  expect(existsSync(marker)).toBe(true);
  expect(run.lines).toHaveLength(1);
  expect(run.lines[0]).toMatch(/stopped unexpectedly \(exit code 3\).*starting it again in 0\.1 s/);

  // The second run stops on SIGTERM once it says it serves (a loaded machine starts Node slowly).
  await until(() => existsSync(ready));
  const second = run.started[1] as ChildProcess;
  expect(second.exitCode).toBeNull();
  run.stop('SIGTERM');
  expect(await run.done).toBe(0);
  expect(second.exitCode).toBe(0);
  expect(run.started).toHaveLength(2);
});

test('a command killed by a signal is named so, and repeated crashes wait longer each time', async () => {
  const run = supervised(`process.kill(process.pid, 'SIGKILL')`, { firstDelayMs: 100, maxDelayMs: 400 });
  await until(() => run.lines.length >= 4);
  run.stop();
  expect(await run.done).toBe(0);
  expect(run.lines[0]).toContain('killed by SIGKILL');
  const delays = run.lines.slice(0, 4).map((line) => line.match(/again in ([\d.]+) s/)?.[1]);
  expect(delays).toEqual(['0.1', '0.2', '0.4', '0.4']);
});

test('a command that ends by itself with exit code 0 is not restarted', async () => {
  const run = supervised('process.exit(0)');
  expect(await run.done).toBe(0);
  expect(run.started).toHaveLength(1);
  expect(run.lines).toEqual([]);
});

test('a command that exits 78 (a configuration error) is not restarted: the line says to fix the configuration', async () => {
  const run = supervised(`console.error('✗ Invalid environment: PORT must be a number'); process.exit(78)`);
  expect(await run.done).toBe(78);
  await new Promise((done) => setTimeout(done, 300));
  expect(run.started).toHaveLength(1);
  expect(run.lines).toHaveLength(1);
  expect(run.lines[0]).toMatch(/configuration/i);
  expect(run.lines[0]).toMatch(/fix/);
  expect(run.lines[0]).not.toMatch(/again in [\d.]+ s/);
});

test.each([
  ['SIGTERM to the supervisor', (pid: number) => process.kill(pid, 'SIGTERM')],
  // A terminal's Ctrl-C: SIGINT to the whole foreground process group.
  ['Ctrl-C on its terminal', (pid: number) => process.kill(-pid, 'SIGINT')],
])('%s stops the command once, cleanly, and the supervisor with it', async (_how, send) => {
  const supervisorModule = join(import.meta.dirname, '../../../scripts/supervise.mjs');
  const command = `let signals = 0;
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
      signals++;
      setTimeout(() => { console.log('stopped after ' + signals + ' signal(s)'); process.exit(0); }, 300);
    });
    console.log('serving');
    setInterval(() => {}, 1000);`;
  const script = `
    const { supervise } = await import(${JSON.stringify(supervisorModule)});
    const run = supervise(process.execPath, ['-e', ${JSON.stringify(command)}]);
    process.exitCode = await run.done;`;
  const supervisor = spawn(process.execPath, ['--input-type=module', '-e', script], { detached: true });
  let output = '';
  supervisor.stdout.on('data', (chunk) => {
    output += chunk;
  });
  supervisor.stderr.on('data', (chunk) => {
    output += chunk;
  });
  await until(() => output.includes('serving'));
  send(supervisor.pid as number);
  const code = await new Promise((done) => supervisor.once('exit', done));
  expect(code, output).toBe(0);
  expect(output).toContain('stopped after 1 signal(s)');
  expect(output).not.toContain('unexpectedly');
});

/** Whether `pid` still runs: a zombie (dead, not yet reaped by its parent) does not. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

test.each([
  ['`npm start`', { restart: true }],
  ['the image', { restart: false }],
])(
  'a stop of %s reaches a hung server and what it started, and kills them all within 12 s',
  {
    timeout: 30_000,
  },
  async (_how, options) => {
    const supervisorModule = join(import.meta.dirname, '../../../scripts/supervise.mjs');
    // A server too busy to stop (review N1), and a process it started that ignores SIGTERM too.
    const deaf = `process.on('SIGTERM', () => {}); process.on('SIGINT', () => {}); setInterval(() => {}, 1000);`;
    const command = `const { spawn } = require('node:child_process');
    const helper = spawn(process.execPath, ['-e', ${JSON.stringify(deaf)}], { stdio: 'ignore' });
    ${deaf}
    console.log('pids ' + process.pid + ' ' + helper.pid);`;
    const script = `
    const { supervise } = await import(${JSON.stringify(supervisorModule)});
    const run = supervise(process.execPath, ['-e', ${JSON.stringify(command)}], ${JSON.stringify(options)});
    process.exitCode = await run.done;`;
    const supervisor = spawn(process.execPath, ['--input-type=module', '-e', script], { detached: true });
    const exited = new Promise((done) => supervisor.once('exit', done));
    let output = '';
    supervisor.stdout.on('data', (chunk) => {
      output += chunk;
    });
    supervisor.stderr.on('data', (chunk) => {
      output += chunk;
    });
    await until(() => /pids \d+ \d+/.test(output));
    const pids = (output.match(/pids (\d+) (\d+)/) ?? []).slice(1).map(Number);
    try {
      const stopped = Date.now();
      process.kill(supervisor.pid as number, 'SIGTERM');
      await until(() => supervisor.exitCode !== null && pids.every((pid) => !running(pid)), 12_000);
      const took = Date.now() - stopped;
      console.info(`${_how}: the hung server and its helper killed ${took} ms after SIGTERM`);
      expect(took).toBeGreaterThanOrEqual(9_000);
      expect(output).toMatch(/still runs 10 s after SIGTERM: killing it \(SIGKILL\)/);
      await exited;
    } finally {
      for (const pid of [...pids, supervisor.pid as number]) if (running(pid)) process.kill(pid, 'SIGKILL');
    }
  },
);
