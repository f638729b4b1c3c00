// Plain JavaScript, like prepare.mjs: `npm start` runs it on whatever Node the machine has.
import { spawn } from 'node:child_process';

/**
 * Runs a command and starts it again whenever it ends unexpectedly (an exit code other than 0, or
 * a signal nobody here sent), saying why on stderr; restarts that follow quickly upon each other
 * wait longer each time (`firstDelayMs`, doubled up to `maxDelayMs`; back to the first once a run
 * lasted `stableAfterMs`). SIGINT and SIGTERM stop it: they are passed on to the command, which
 * runs in its own process group so that a Ctrl-C reaches it once, and the supervisor ends with its
 * exit code. An exit code of 0 is the command's own decision to stop, and ends the supervisor too;
 * so does EX_CONFIG (78), a configuration error that no restart can mend, with a line saying so.
 *
 * Answers `{ stop(signal), done }`: `done` resolves with the exit code to end with.
 */
/** sysexits.h's EX_CONFIG: the API's exit code for a configuration the operator must fix. */
export const EX_CONFIG = 78;

export function supervise(command, args, options = {}) {
  const {
    cwd,
    env = process.env,
    stdio = 'inherit',
    log = (line) => console.error(line),
    firstDelayMs = 1000,
    maxDelayMs = 30_000,
    stableAfterMs = 60_000,
    signals = ['SIGINT', 'SIGTERM'],
  } = options;

  let child;
  let stopping = false;
  let delay = firstDelayMs;
  let restartTimer;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  const onSignal = (signal) => stop(signal);
  for (const signal of signals) process.on(signal, onSignal);
  const killChild = () => child?.exitCode === null && child.kill('SIGKILL');
  process.on('exit', killChild);

  function end(code) {
    for (const signal of signals) process.removeListener(signal, onSignal);
    process.removeListener('exit', killChild);
    finish(code);
  }

  function start() {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio, detached: true });
    child.once('error', (error) => {
      stopping = true;
      log(`✗ ${command} could not be started: ${error.message}`);
      end(1);
    });
    child.once('exit', (code, signal) => {
      if (stopping) return end(code ?? 1);
      if (code === 0) return end(0);
      if (code === EX_CONFIG) {
        log(
          `✗ ${command} ${args.join(' ')} stopped on a configuration error (exit code ${code}) and is not ` +
            'restarted: fix the configuration (the line above says what), then start it again',
        );
        return end(code);
      }
      const ranMs = Date.now() - startedAt;
      if (ranMs >= stableAfterMs) delay = firstDelayMs;
      const why = signal ? `killed by ${signal}` : `exit code ${code}`;
      log(
        `✗ ${command} ${args.join(' ')} stopped unexpectedly (${why}) after ${Math.round(ranMs / 1000)} s: ` +
          `starting it again in ${Math.round(delay / 100) / 10} s`,
      );
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
    options.onStart?.(child);
  }

  function stop(signal = 'SIGTERM') {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else end(0);
  }

  start();
  return { stop, done };
}
