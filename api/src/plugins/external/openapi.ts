import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_VERSION } from '../../version.ts';

/** The OpenAPI document, generated from the route schemas, and its browsable page at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Industrial company content API',
          version: API_VERSION,
          description:
            'Products, services, projects and news in ru/en/kk, sign-in and image uploads. Successes answer `{data}`, failures `{error, message}`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
