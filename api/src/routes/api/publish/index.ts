import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../schemas/common.ts';
import { PublishStatusResponse } from '../../../schemas/publish.ts';

/** `/api/publish`: what the publisher is doing, and a manual "rebuild now"; administrators only. */
const publishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 401: ErrorBody };

  app.get(
    '/status',
    {
      config: { access: 'staff' },
      schema: { tags: ['publish'], response: { 200: PublishStatusResponse, ...errors } },
    },
    async () => ({ data: app.publisher.status() }),
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
