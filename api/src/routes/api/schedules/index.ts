import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { schedulesSchema } from '../../../schemas/schedules.ts';

/** `GET /api/schedules`: what goes public or is withdrawn next, and when, in the company's time zone. */
const schedulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: schedulesSchema, config: { access: 'staff' } }, async () => {
    const [timeZone, upcoming] = await Promise.all([app.serverSettings.timeZone(), app.schedules.upcoming()]);
    return { data: { timeZone, upcoming } };
  });
};

export default schedulesRoutes;
