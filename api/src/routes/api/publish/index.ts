import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../schemas/common.ts';
import type { PublishStatus } from '../../../schemas/publish.ts';
import { PublishStatusResponse } from '../../../schemas/publish.ts';

/** A comment line now and then, so that proxies and browsers keep an idle stream open. */
const KEEP_ALIVE_MS = 20_000;
/**
 * A stream ends after this long and the admin opens another: each opening checks the account and its
 * token again, as every other request does.
 */
const STREAM_LIFETIME_MS = 2 * 60_000;

/** `/api/publish`: what the publisher is doing, and a manual "rebuild now"; administrators only. */
const publishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 401: ErrorBody };
  const streams = new Set<ServerResponse>();
  // Open streams would hold the server's close up until their lifetime ends.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/status',
    {
      config: { access: 'staff' },
      schema: { tags: ['publish'], response: { 200: PublishStatusResponse, ...errors } },
    },
    async () => ({ data: app.publisher.status() }),
  );

  app.get(
    '/events',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['publish'],
        description:
          'Server-sent events: the status as `GET /status` answers it, once at once and again each time it changes; the stream ends after two minutes (open it again).',
        response: { 200: Type.String({ description: 'text/event-stream' }), ...errors },
      },
    },
    (_request, reply) => {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx (deploy/nginx.conf) passes each event on instead of buffering the answer.
        'x-accel-buffering': 'no',
      });
      const send = (status: PublishStatus) => stream.write(`data: ${JSON.stringify(status)}\n\n`);
      send(app.publisher.status());
      streams.add(stream);
      const unsubscribe = app.publisher.subscribe(send);
      const keepAlive = setInterval(() => stream.write(': still here\n\n'), KEEP_ALIVE_MS);
      const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
      stream.on('close', () => {
        streams.delete(stream);
        unsubscribe();
        clearInterval(keepAlive);
        clearTimeout(lifetime);
      });
    },
  );

  app.post(
    '/',
    {
      config: { access: 'editor' },
      schema: { tags: ['publish'], response: { 202: PublishStatusResponse, ...errors } },
    },
    async (request, reply) => {
      app.publisher.publishNow(`rebuild requested by administrator ${request.admin?.uid}`);
      await app.audit.record(request, { action: 'publish' });
      return reply.code(202).send({ data: app.publisher.status() });
    },
  );
};

export default publishRoutes;
