import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '../../../schemas/common.ts';
import { API_VERSION } from '../../../version.ts';

const Health = Envelope(
  Type.Object({
    status: Type.Literal('ok'),
    version: Type.String(),
    database: Type.Union([Type.Literal('connected'), Type.Literal('unreachable')]),
  }),
);

/** How long one database probe answers for: health checks may come often, and each must stay cheap. */
const PROBE_TTL_MS = 1000;

/** The two possible answers, made once. */
const BODIES = {
  connected: { data: { status: 'ok', version: API_VERSION, database: 'connected' } },
  unreachable: { data: { status: 'ok', version: API_VERSION, database: 'unreachable' } },
} as const;

/** GET /health: 200 while the database answers, 503 when it does not (so load balancers move on). */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let known: { at: number; reachable: boolean } | undefined;
  let probing: Promise<boolean> | undefined;
  const probe = () => {
    probing ??= app.database.isReachable().then((reachable) => {
      known = { at: Date.now(), reachable };
      probing = undefined;
      return reachable;
    });
    return probing;
  };

  app.get(
    '/',
    { schema: { tags: ['health'], response: { 200: Health, 503: Health } }, config: { access: 'public' } },
    // Not async: while the last probe is fresh, the answer costs no promise either.
    (_request, reply) => {
      const answer = (reachable: boolean) => {
        reply.code(reachable ? 200 : 503);
        return reachable ? BODIES.connected : BODIES.unreachable;
      };
      if (known && Date.now() - known.at <= PROBE_TTL_MS) return answer(known.reachable);
      return probe().then(answer);
    },
  );
};

export default healthRoutes;
