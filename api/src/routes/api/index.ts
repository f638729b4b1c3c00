import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES, resources } from '../../content/resources.ts';
import { notFound } from '../../errors.ts';
import authGuard from '../../plugins/app/auth/guard.ts';
import applicationRoutes from './applications/index.ts';
import auditRoutes from './audit/index.ts';
import authRoutes from './auth/index.ts';
import { twoFactorResetRoutes, twoFactorRoutes } from './auth/two-factor.ts';
import fileRoutes from './content/file.ts';
import historyRoutes from './content/history.ts';
import contentRoutes from './content/index.ts';
import orderRoutes from './content/order.ts';
import previewLinkRoutes from './content/preview.ts';
import healthRoutes from './health/index.ts';
import launchCheckRoutes from './launch-check/index.ts';
import pagePolicyRoutes from './page-policy/index.ts';
import pageRoutes from './pages/index.ts';
import publishRoutes from './publish/index.ts';
import redirectRoutes from './redirects/index.ts';
import requestRoutes from './requests/index.ts';
import schedulesRoutes from './schedules/index.ts';
import settingsRoutes from './settings/index.ts';
import serverSettingsRoutes from './settings/server.ts';
import trashRoutes from './trash/index.ts';
import uploadRoutes from './upload/index.ts';
import uploadedFileRoutes from './uploads/index.ts';
import userRoutes from './users/index.ts';

/** Everything under /api, behind the one auth hook. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authGuard);
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(twoFactorRoutes, { prefix: '/auth/two-factor' });
  for (const resource of RESOURCES) {
    await app.register(contentRoutes, { prefix: `/${resource}`, resource });
    await app.register(historyRoutes, { prefix: `/${resource}`, resource });
    await app.register(previewLinkRoutes, { prefix: `/${resource}`, resource });
    await app.register(fileRoutes, { prefix: `/${resource}`, resource });
    if (resources[resource].order === 'position') {
      await app.register(orderRoutes, { prefix: `/${resource}`, resource });
    }
  }
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(serverSettingsRoutes, { prefix: '/settings/server' });
  await app.register(pageRoutes, { prefix: '/pages' });
  await app.register(pagePolicyRoutes, { prefix: '/page-policy' });
  await app.register(launchCheckRoutes, { prefix: '/launch-check' });
  await app.register(schedulesRoutes, { prefix: '/schedules' });
  await app.register(trashRoutes, { prefix: '/trash' });
  await app.register(uploadRoutes, { prefix: '/upload' });
  await app.register(uploadedFileRoutes, { prefix: '/uploads' });
  await app.register(publishRoutes, { prefix: '/publish' });
  await app.register(requestRoutes, { prefix: '/requests' });
  await app.register(applicationRoutes, { prefix: '/applications' });
  await app.register(redirectRoutes, { prefix: '/redirects' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(twoFactorResetRoutes, { prefix: '/users' });

  // Without this the public site's catch-all would answer unknown API paths with an HTML page.
  app.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
    throw notFound(`There is no API route ${request.method} ${request.url.split('?')[0]}`);
  });
};

export default apiRoutes;
