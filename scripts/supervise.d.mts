import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface SuperviseOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  /** Where the restart lines go (stderr by default). */
  log?: (line: string) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A run this long resets the delay to `firstDelayMs`. */
  stableAfterMs?: number;
  /** The signals that stop the command for good (SIGINT, SIGTERM). */
  signals?: NodeJS.Signals[];
  /** How long a stopped command may take before its process group is killed (SIGKILL); 10 s. */
  graceMs?: number;
  /** Whether a command that ends unexpectedly is started again (true); the image leaves that to its container. */
  restart?: boolean;
  /** Called with each process started. */
  onStart?: (child: ChildProcess) => void;
}

export interface Supervisor {
  stop(signal?: NodeJS.Signals): void;
  /** Resolves with the exit code to end with. */
  done: Promise<number>;
}

export function supervise(command: string, args: string[], options?: SuperviseOptions): Supervisor;
