import fp from 'fastify-plugin';
import { badRequest, unsupportedMediaType } from '../../errors.ts';
import { malformedTextAt, nestsDeeperThan } from '../../well-formed.ts';

/** No record of this API nests deeper than a few levels; a body that does is not one. */
const MAX_DEPTH = 32;

/** Bytes that are not UTF-8 are refused rather than read as U+FFFD and stored so. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The API reads JSON and nothing else (multipart aside): other bodies are refused with a 415, and
 * JSON that nests too deep, bytes that are not UTF-8, or any text with a NUL character or a lone
 * surrogate, with a 400.
 * An empty body is no body, whatever type it claims: clients label body-less calls as they like
 * (the back office posts `/auth/logout` as JSON with nothing in it; ra-data-simple-rest sends its
 * DELETEs as text/plain), so JSON reads it as an empty object and any other type as nothing.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        return done(
          badRequest('The JSON body is not valid UTF-8', 'text.malformed', { field: 'body' }),
          undefined,
        );
      }
      if (text.trim() === '') return done(null, {});
      if (nestsDeeperThan(text, MAX_DEPTH)) {
        return done(
          badRequest(`The JSON body nests deeper than ${MAX_DEPTH} levels`, 'body.too_deep'),
          undefined,
        );
      }
      return parseJson(request, text, done);
    });
    // NUL characters and lone surrogates, in a query, a path or a JSON body, are refused here,
    // once for every route: the database cannot store them, and no one types them.
    app.addHook('preValidation', (request, _reply, done) => {
      const field =
        malformedTextAt(request.query) ?? malformedTextAt(request.params) ?? malformedTextAt(request.body);
      if (!field) return done();
      done(
        badRequest(`${field} holds a NUL character or a broken surrogate pair`, 'text.malformed', { field }),
      );
    });
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      if ((body as Buffer).length === 0) return done(null, undefined);
      const type = request.headers['content-type'] ?? 'none';
      return done(
        unsupportedMediaType(`Unsupported Media Type: ${type}; send JSON`, 'json_only', { type }),
        undefined,
      );
    });
  },
  { name: 'json-body' },
);
