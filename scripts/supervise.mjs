// Plain JavaScript, like prepare.mjs: `npm start` runs it on whatever Node the machine has.
import { spawn } from 'node:child_process';

/**
 * Runs a command and starts it again whenever it ends unexpectedly (an exit code other than 0, or
 * a signal nobody here sent), saying why on stderr; restarts that follow quickly upon each other
 * wait longer each time (`firstDelayMs`, doubled up to `maxDelayMs`; back to the first once a run
 * lasted `stableAfterMs`). With `restart: false` (the image, whose container restarts it) any end
 * of the command ends the supervisor. SIGINT and SIGTERM stop it: they are passed on to the
 * command's process group (the command runs in a group of its own, so that a Ctrl-C reaches it
 * once), which holds every process the command started; whatever of it still runs `graceMs` later
 * (10 s; a server hung in a render, say) is killed with SIGKILL, and the supervisor ends with the
 * command's exit code. Processes the command leaves behind when it ends are killed too, before a
 * restart or the end. An exit code of 0 is the command's own decision to stop, and ends the
 * supervisor too; so does EX_CONFIG (78), a configuration error that no restart can mend, with a
 * line saying so.
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
    graceMs = 10_000,
    restart = true,
  } = options;

  let child;
  let stopping = false;
  let delay = firstDelayMs;
  let restartTimer;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  let killTimer;
  const onSignal = (signal) => stop(signal);
  for (const signal of signals) process.on(signal, onSignal);
  const killChild = () => signalGroup('SIGKILL');
  process.on('exit', killChild);

  /** `signal` to the command and every process it started (its process group). */
  function signalGroup(signal) {
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone (ESRCH): nothing of it runs any more.
    }
  }

  function end(code) {
    clearTimeout(killTimer);
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
      // What the command started and left behind does not outlive it.
      signalGroup('SIGKILL');
      if (stopping) return end(code ?? 1);
      if (code === 0 || !restart) return end(code ?? 1);
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
    if (child && child.exitCode === null && child.signalCode === null) {
      signalGroup(signal);
      killTimer = setTimeout(() => {
        log(
          `✗ ${command} ${args.join(' ')} still runs ${Math.round(graceMs / 1000)} s after ${signal}: killing it (SIGKILL)`,
        );
        signalGroup('SIGKILL');
      }, graceMs);
    } else end(0);
  }

  start();
  return { stop, done };
}
