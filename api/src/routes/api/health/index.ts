import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../../schemas/common.ts';

export const API_VERSION = '1.0.0';

const Health = Envelope(
  Type.Object({
    status: Type.Literal('ok'),
    version: Type.String(),
    database: Type.Union([Type.Literal('connected'), Type.Literal('unreachable')]),
  }),
);

/** How long one database probe answers for: health checks may come often, and each must stay cheap. */
const PROBE_TTL_MS = 1000;

/** GET /health: 200 while the database answers, 503 when it does not (so load balancers move on). */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let probe: { at: number; reachable: Promise<boolean> } | undefined;
  const databaseReachable = () => {
    if (!probe || Date.now() - probe.at > PROBE_TTL_MS)
      probe = { at: Date.now(), reachable: app.database.isReachable() };
    return probe.reachable;
  };

  app.get(
    '/',
    { schema: { tags: ['health'], response: { 200: Health, 503: Health } }, config: { access: 'public' } },
    async (_request, reply) => {
      const reachable = await databaseReachable();
      return reply.code(reachable ? 200 : 503).send({
        data: { status: 'ok', version: API_VERSION, database: reachable ? 'connected' : 'unreachable' },
      });
    },
  );
};

export default healthRoutes;
