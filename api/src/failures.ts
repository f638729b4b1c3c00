import { HttpError } from './errors.ts';

/** How long a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** postgres.js's own codes for a connection that closed, or never opened in time. */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
]);

/**
 * Node's socket errors, which postgres.js passes on as they are when the database cannot be reached
 * or resets the connection. They count only on a query's error (postgres.js and Drizzle give those a
 * `query`): a visitor who hangs up mid-upload raises ECONNRESET too, and that is no database's fault.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's SQLSTATEs of the same kind: connection exceptions (class 08), a server shutting
 * down or a backend terminated (57P01 admin_shutdown … 57P05), a statement or lock timeout
 * (57014, 55P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-5]|57014|55P03|53300)$/;

/**
 * A database that refuses new connections (`ALTER DATABASE … ALLOW_CONNECTIONS false`, while it is
 * being restored or moved) says so with 55000, a state shared with faults of the product's own: it
 * counts by its message only.
 */
const REFUSING_CONNECTIONS = /is not currently accepting connections|is not accepting connections/i;

/** The error and every error it wraps (Drizzle wraps the driver's in `cause`). */
function chain(error: unknown): { code?: unknown; query?: unknown; message?: unknown }[] {
  const links = [];
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    links.push(current as { code?: unknown; query?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return links;
}

const codesOf = (links: { code?: unknown }[]) =>
  links.map((link) => link.code).filter((code): code is string => typeof code === 'string');

/** Whether an error says the database is away for now (down, restarting, dropping connections). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const links = chain(error);
  const ofQuery = links.some((link) => 'query' in link);
  const refusing = links.some(
    (link) =>
      link.code === '55000' && typeof link.message === 'string' && REFUSING_CONNECTIONS.test(link.message),
  );
  return (
    refusing ||
    codesOf(links).some(
      (code) =>
        DRIVER_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code) || (ofQuery && SOCKET_CODES.has(code)),
    )
  );
}

/** Whether an error says the disk is full: the operating system's ENOSPC, or PostgreSQL's 53100. */
export function isDiskFull(error: unknown): boolean {
  return codesOf(chain(error)).some((code) => code === 'ENOSPC' || code === '53100');
}

/**
 * The answer to a failure that is nobody's bug but the surroundings: 503 with Retry-After while the
 * database is away, 507 when the disk is full. Undefined for every other failure.
 */
export function environmentFailure(error: unknown): HttpError | undefined {
  if (isDatabaseUnavailable(error)) {
    return new HttpError(503, 'The database is not available at the moment: try again shortly', {
      code: 'database.unavailable',
      params: { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  if (isDiskFull(error)) {
    return new HttpError(507, 'The server has no disk space left to store this', { code: 'disk.full' });
  }
  return undefined;
}
