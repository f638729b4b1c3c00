import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from './error-codes.ts';

export type { ErrorCode } from './error-codes.ts';

/** One of several fields a refusal names: where, and the rule it broke. */
export interface FieldFailure {
  field: string;
  code: ErrorCode;
}

/** Values a client needs to word an error itself: the field, a limit, a format; the fields, when several. */
export type ErrorParams = Record<string, string | number | FieldFailure[]>;

export interface HttpErrorOptions {
  /**
   * The rule that was broken, e.g. `field.too_long` or `not_an_image`: clients (the Russian back
   * office) word the message themselves from it; `message` stays the English text for developers.
   */
  code?: ErrorCode;
  params?: ErrorParams;
  headers?: Record<string, string>;
}

/** An error whose status and message are meant for the client; the error handler answers with them. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams | undefined;

  constructor(statusCode: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = options.headers ?? {};
    this.code = options.code;
    this.params = options.params;
  }

  get title(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request', params?: ErrorParams) =>
  new HttpError(400, message, { code, params });

/**
 * One 400 for every field that is wrong, so that a form marks them all at once: a single one as
 * its own rule, several as `fields.invalid`; `params.fields` lists each either way.
 */
export function invalidFields(failures: readonly (FieldFailure & { message: string })[]): HttpError {
  const fields = failures.map(({ field, code }) => ({ field, code }));
  const [first] = failures;
  if (failures.length === 1 && first)
    return badRequest(first.message, first.code, { field: first.field, fields });
  return badRequest(
    `${failures.length} fields are invalid: ${failures.map((failure) => failure.message).join('; ')}`,
    'fields.invalid',
    { count: failures.length, ...(first && { field: first.field }), fields },
  );
}
export const unauthorized = (
  message = 'Authentication required: send a valid bearer access token',
  code: ErrorCode = 'unauthorized',
) => new HttpError(401, message, { code });
export const forbidden = (message: string, code: ErrorCode = 'forbidden', params?: ErrorParams) =>
  new HttpError(403, message, { code, params });
export const notFound = (message: string, params?: ErrorParams) =>
  new HttpError(404, message, { code: 'not_found', params });
export const conflict = (message: string, code: ErrorCode = 'conflict', params?: ErrorParams) =>
  new HttpError(409, message, { code, params });
export const unsupportedMediaType = (message: string, code: ErrorCode, params?: ErrorParams) =>
  new HttpError(415, message, { code, params });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {
    code: 'too_many_requests',
    params: { retryAfter: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
/** The 429 of a route's own rate limit (@fastify/rate-limit's `errorResponseBuilder`): too many `what`. */
export const rateLimitExceeded =
  (what: string) => (_request: unknown, context: { after: string; ttl: number }) =>
    tooManyRequests(
      `Too many ${what} from this address: try again in ${context.after}`,
      Math.max(1, Math.ceil(context.ttl / 1000)),
    );
