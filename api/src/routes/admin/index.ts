import compress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, isFile, relativePath, resolveFolder } from '../../static/files.ts';

const NOT_BUILT = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Панель не собрана</title></head>
<body><h1>Панель администратора не собрана</h1><p>Выполните <code>npm run build -w admin</code>.</p></body></html>`;

/**
 * The admin SPA at `/admin/`: its files when they exist, otherwise its index.html, so that client
 * routes such as /admin/products/1/edit survive a reload. Missing build assets stay 404s.
 */
const adminRoutes: FastifyPluginAsync<{ adminDir: string }> = async (app, { adminDir }) => {
  await app.register(compress);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const root = await resolveFolder(adminDir);
    if (!root) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    const path = relativePath((request.url.split('?')[0] as string).replace(/^\/admin\/?/, ''));
    if (path && (await isFile(root, path))) {
      reply.header('cache-control', cacheControlFor(path, 'assets/'));
      return reply.sendFile(path, root, { cacheControl: false });
    }
    if (path?.startsWith('assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', root, { cacheControl: false });
  };
  const options = { schema: { hide: true } };
  app.get('/admin', options, serve);
  app.get('/admin/*', options, serve);
};

export default adminRoutes;
