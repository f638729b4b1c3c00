/**
 * PGlite opens its folder from one process at a time, so while the API runs, `npm run backup`
 * cannot read the database itself: it asks the running API over a Unix socket in the data folder
 * (readable by whoever may read the data folder, and by nobody over the network).
 */
import { chmod, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

/** Answers `GET /backup` on the socket with what `write` writes. Resolves with a function that stops it. */
export async function serveBackups(
  socketPath: string,
  write: (output: NodeJS.WritableStream) => Promise<void>,
): Promise<() => Promise<void>> {
  const server = createServer((incoming, response) => {
    if (incoming.method !== 'GET' || incoming.url !== '/backup') {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('content-type', 'application/gzip');
    // A failure mid-way cuts the answer short, which the command reports as a failed backup.
    write(response).catch((error: Error) => response.destroy(error));
  });
  // A socket file left by a process that was killed would make listening fail.
  await rm(socketPath, { force: true });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(socketPath, done);
  });
  await chmod(socketPath, 0o600);
  return () => new Promise<void>((done) => server.close(() => done()));
}

/**
 * The backup from the API running on this data folder, as a stream of its bytes; null when no API
 * answers on the socket (it is stopped, so the database can be opened directly).
 */
export function backupFromRunningApi(socketPath: string): Promise<IncomingMessage | null> {
  return new Promise((done, fail) => {
    const call = request({ socketPath, path: '/backup' }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`the running API answered ${response.statusCode}`));
      else done(response);
    });
    call.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? done(null) : fail(error),
    );
    call.end();
  });
}

/**
 * Whether an API runs on this data folder: it answers on the folder's socket. A command that opens
 * the embedded database itself must not run beside it (PGlite opens its folder from one process at
 * a time: the other's writes would be lost, or worse).
 */
export function apiRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(backupSocketPath(dataDir));
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
