import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { launchCheckSchema } from '../../../schemas/launch-check.ts';

/** `GET /api/launch-check`: what staff still have to replace before launch (the dashboard's Перед запуском). */
const launchCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: launchCheckSchema, config: { access: 'staff' } }, async () => ({
    data: await app.launchCheck.run(),
  }));
};

export default launchCheckRoutes;
