import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../content/types.ts';
import { notFound } from '../../errors.ts';
import authGuard from '../../plugins/app/auth/guard.ts';
import publishRoutes from '../../publish/routes.ts';
import authRoutes from './auth/index.ts';
import contentRoutes from './content/index.ts';
import healthRoutes from './health/index.ts';
import uploadRoutes from './upload/index.ts';
import uploadedFileRoutes from './uploads/index.ts';

/** Everything under /api, behind the one auth hook. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authGuard);
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  for (const resource of RESOURCES) await app.register(contentRoutes, { prefix: `/${resource}`, resource });
  await app.register(uploadRoutes, { prefix: '/upload' });
  await app.register(uploadedFileRoutes, { prefix: '/uploads' });
  await app.register(publishRoutes, { prefix: '/publish' });

  // Without this the public site's catch-all would answer unknown API paths with an HTML page.
  app.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
    throw notFound(`There is no API route ${request.method} ${request.url.split('?')[0]}`);
  });
};

export default apiRoutes;
