import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';

/** HS256 access tokens; verification accepts that algorithm only, so `alg: none` and swaps fail. */
export default fp<{ secret: string; accessTokenTtl: number }>(
  async (app, options) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: `${options.accessTokenTtl}s` },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt' },
);
