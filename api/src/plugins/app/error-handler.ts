import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.ts';

/** Framework errors that are the client's fault but carry a status Fastify or a plugin chose poorly. */
const STATUS_BY_CODE: Record<string, number> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
};

/**
 * One place shapes every failure as `{error, message}`: client errors keep their message, server
 * errors are logged in full and answered with a fixed text, so no stack or SQL ever leaks.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
      let status = (code && STATUS_BY_CODE[code]) || error.statusCode || 500;
      if ('validation' in error && error.validation) status = 400;
      if (status < 400 || status > 599) status = 500;

      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(status)
          .send({ error: STATUS_CODES[status] ?? 'Error', message: 'Something went wrong on our side' });
      }
      if (error instanceof HttpError) reply.headers(error.headers);
      const message = 'validation' in error && error.validation ? validationMessage(error) : error.message;
      return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message });
    });
  },
  { name: 'error-handler' },
);

/** Ajv's first complaint, worded around the field it is about: "name.ru must not be blank". */
function validationMessage(error: FastifyError): string {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const location = error.validationContext ?? 'request';
  const path = first.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const params = first.params as Record<string, unknown>;
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const field = [path, missing].filter(Boolean).join('.');
  const subject = field ? `${field}` : location;
  if (missing) return `${subject} is required (${location})`;
  if (first.keyword === 'pattern' && params.pattern === '\\S') return `${subject} must not be blank`;
  return `${subject} ${first.message ?? 'is invalid'} (${location})`;
}
