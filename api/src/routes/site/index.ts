import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import compress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cacheControlFor, isFile, relativePath, resolveFolder } from '../../plugins/app/static/files.ts';

const BEING_BUILT = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>Сайт собирается</title></head><body><h1>Сайт собирается</h1><p>The site is being built. Сайт құрастырылуда.</p></body></html>`;

/**
 * The public static site at `/`, from a folder that the publisher swaps atomically. `/x` and
 * `/x/` are `x/index.html` (or `x.html`); a path that names nothing gets the nearest 404 page,
 * walking up its folders, so each language and section can have its own.
 */
const siteRoutes: FastifyPluginAsync<{ siteDir: string }> = async (app, { siteDir }) => {
  // Phones download the pages and scripts compressed (the deploy proxy does the same in production).
  await app.register(compress);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const root = await resolveFolder(siteDir);
    if (!root)
      return reply.code(503).header('retry-after', '10').type('text/html; charset=utf-8').send(BEING_BUILT);

    const path = relativePath(request.url.split('?')[0] as string);
    if (path !== undefined) {
      for (const candidate of candidatesFor(path)) {
        if (await isFile(root, candidate)) {
          reply.header('cache-control', cacheControlFor(candidate, '_astro/'));
          return reply.sendFile(candidate, root, { cacheControl: false });
        }
      }
    }
    return notFoundPage(reply, root, path ?? '');
  });
};

function candidatesFor(path: string): string[] {
  if (path === '' || path.endsWith('/')) return [`${path}index.html`];
  return [path, `${path}/index.html`, `${path}.html`];
}

async function notFoundPage(reply: FastifyReply, root: string, path: string) {
  const folders = posix.dirname(`/${path}`).split('/').filter(Boolean);
  for (let depth = folders.length; depth >= 0; depth--) {
    const page = join(...folders.slice(0, depth), '404.html');
    if (await isFile(root, page)) {
      const html = await readFile(join(root, page));
      return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
  }
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send('<!doctype html><title>404</title><h1>404</h1>');
}

export default siteRoutes;
