import fp from 'fastify-plugin';
import { unsupportedMediaType } from '../../errors.ts';

/**
 * The API reads JSON and nothing else (multipart aside): other bodies are refused with a 415.
 * An empty body is no body, whatever type it claims: clients label body-less calls as they like
 * (the back office posts `/auth/logout` as JSON with nothing in it; ra-data-simple-rest sends its
 * DELETEs as text/plain), so JSON reads it as an empty object and any other type as nothing.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, {});
      return parseJson(request, text, done);
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
