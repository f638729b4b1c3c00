import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/**
 * GET /page-policy: the Content-Security-Policy the public pages carry now (in `X-Page-Policy`),
 * widened for the analytics service an administrator turned on. The deploy proxy asks it for each
 * page it serves from the site folder (deploy/nginx.conf, `auth_request`, naming the page in
 * `X-Original-URI`), so that its pages carry
 * the app's policy; the policy is no secret, every page states it.
 */
const pagePolicyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        response: { 204: Type.Null({ description: 'The policy is in the X-Page-Policy header' }) },
      },
    },
    async (request, reply) => {
      // nginx names the page it serves (`X-Original-URI`): the search pages' policy admits WebAssembly.
      const page = request.headers['x-original-uri'];
      return reply
        .header('x-page-policy', app.pagePolicy.current(typeof page === 'string' ? page : undefined))
        .code(204)
        .send(null);
    },
  );
};

export default pagePolicyRoutes;
