import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerCode, ErrorCode } from '../../error-codes.ts';
import { type ErrorParams, HttpError } from '../../errors.ts';
import { environmentFailure } from '../../failures.ts';

/** Framework errors that are the client's fault but carry a status Fastify or a plugin chose poorly. */
const STATUS_BY_CODE: Record<string, number> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
};

/** The rule each framework error stands for, in the API's own codes. */
const RULE_BY_CODE: Record<string, ErrorCode> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'not_multipart',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'json_only',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_ERR_BAD_URL: 'url.invalid',
  FST_ERR_MAX_PARAM_LENGTH: 'url.invalid',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

/** The code of an error no rule names, by its status. */
const RULE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'headers.too_large',
};

interface Detail {
  message: string;
  code: AnswerCode;
  params?: ErrorParams;
}

/**
 * One place shapes every failure as `{error, message, code, params?}`: client errors keep their
 * message and name the rule they broke (`code`, with `params` such as the field), which the back
 * office words in Russian; server errors are logged in full and answered with a fixed text, so no
 * stack or SQL ever leaks.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
      // A database that went away or a full disk is no bug: it gets its own answer (503, 507).
      const error = thrown instanceof HttpError ? thrown : (environmentFailure(thrown) ?? thrown);
      const frameworkCode = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
      let status = (frameworkCode && STATUS_BY_CODE[frameworkCode]) || error.statusCode || 500;
      if ('validation' in error && error.validation) status = 400;
      if (status < 400 || status > 599) status = 500;

      if (error instanceof HttpError) reply.headers(error.headers);
      if (status >= 500 && error instanceof HttpError) {
        request.log.warn({ err: thrown }, `request failed: ${error.code}`);
      } else if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({
          error: STATUS_CODES[status] ?? 'Error',
          message: 'Something went wrong on our side',
          code: 'server_error',
        });
      }
      return reply
        .code(status)
        .send({ error: STATUS_CODES[status] ?? 'Error', ...detailOf(error, status, app) });
    });
  },
  { name: 'error-handler' },
);

function detailOf(error: FastifyError | HttpError, status: number, app: FastifyInstance): Detail {
  if ('validation' in error && error.validation) return validationDetail(error);
  if (error instanceof HttpError) {
    return {
      message: error.message,
      code: error.code ?? RULE_BY_STATUS[status] ?? 'client_error',
      ...(error.params && { params: error.params }),
    };
  }
  const code = (error.code && RULE_BY_CODE[error.code]) || RULE_BY_STATUS[status] || 'client_error';
  const limit =
    code === 'file_too_large'
      ? app.config.uploadMaxBytes
      : code === 'body_too_large'
        ? app.initialConfig.bodyLimit
        : undefined;
  return { message: error.message, code, ...(limit !== undefined && { params: { limit } }) };
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot decode (`/api/uploads/%ff%fe.png`) is
 * answered before any route or hook, so here, in the same shape as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send({
    error: STATUS_CODES[status],
    message: error.message,
    code: RULE_BY_CODE[error.code] ?? RULE_BY_STATUS[status] ?? 'bad_request',
  });
}

/** The answers Node's HTTP parser gives before any route runs, in the API's shape. */
const CLIENT_ERRORS: Record<string, { status: number; message: string; code: ErrorCode }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'The request headers are larger than the server accepts',
    code: 'headers.too_large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive',
    code: 'request.timeout',
  },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (headers too large, a timeout,
 * broken HTTP) gets `{error, message, code}` like every other failure, then the socket closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    message: 'The request is not valid HTTP',
    code: 'request.malformed',
  };
  const body = JSON.stringify({
    error: STATUS_CODES[known.status],
    message: known.message,
    code: known.code,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nConnection: close\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Ajv's keywords and the API's codes for them. */
const FIELD_RULES: Record<string, ErrorCode> = {
  required: 'field.required',
  maxLength: 'field.too_long',
  minLength: 'field.too_short',
  maxItems: 'field.too_many',
  minItems: 'field.too_few',
  maximum: 'field.too_big',
  minimum: 'field.too_small',
  type: 'field.type',
  format: 'field.format',
  additionalProperties: 'field.unknown',
};

/** Ajv's first complaint, worded around the field it is about: "name.ru must not be blank". */
function validationDetail(error: FastifyError): Detail {
  const [first] = error.validation ?? [];
  if (!first) return { message: error.message, code: 'bad_request' };
  const location = error.validationContext ?? 'request';
  const path = first.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const params = first.params as Record<string, unknown>;
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const unknown = typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
  const subject = [path, missing].filter(Boolean).join('.') || location;
  const field = unknown ? [path, unknown].filter(Boolean).join('.') : subject;
  const limit: ErrorParams = typeof params.limit === 'number' ? { limit: params.limit } : {};
  const blank = first.keyword === 'pattern' && params.pattern === '\\S';
  const code = blank ? 'field.blank' : (FIELD_RULES[first.keyword] ?? 'field.invalid');
  const detail = { code, params: { field, ...limit } as ErrorParams };
  if (missing) return { message: `${subject} is required (${location})`, ...detail };
  if (blank) return { message: `${subject} must not be blank`, ...detail };
  return { message: `${subject} ${first.message ?? 'is invalid'} (${location})`, ...detail };
}
