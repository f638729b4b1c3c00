import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import compress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../content/locale.ts';
import { itemAddressOf, itemPagePath } from '../../plugins/app/content/item-addresses.ts';
import { contentResources } from '../../plugins/app/content/resources.ts';
import { cacheControlFor, isFile, relativePath, resolveFolder } from '../../static/files.ts';

/** The site search's index files (site/scripts/search-index.ts), which Pagefind writes gzipped. */
const PAGEFIND_GZIP = /^pagefind\/.*\.(pf_fragment|pf_index|pf_meta|pf_filter|pagefind)$/;

const BEING_BUILT: Record<Locale, { title: string; text: string }> = {
  ru: { title: 'Сайт обновляется', text: 'Страница откроется сама через несколько секунд.' },
  en: { title: 'The site is being updated', text: 'This page will open by itself in a few seconds.' },
  kk: { title: 'Сайт жаңартылуда', text: 'Бет бірнеше секундтан кейін өзі ашылады.' },
};

/** The page shown until the first build is live, in the language of the address asked for. */
function beingBuiltPage(url: string): string {
  const prefix = url.split('/')[1];
  const locale = isLocale(prefix) ? prefix : DEFAULT_LOCALE;
  const { title, text } = BEING_BUILT[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
}

/**
 * The public static site at `/`, from a folder that the publisher swaps atomically. `/x` is
 * `x.html`, `x/index.html` or the file `x`; `/x/` is a permanent redirect to `/x`, the one address
 * of every page (the deploy proxy, `deploy/nginx.conf`, has the same rule, and passes what its
 * folder lacks here). A path that names nothing gets the nearest 404 page, walking up its folders,
 * so each language and section can have its own, unless staff redirect it, or it is an item's
 * address of before (its number, or an address it had): those redirect for good. A deleted item's
 * address (in the trash, or deleted for good) answers as the server settings say: gone (410, with
 * that same nearest not-found page) or a redirect to its section's list.
 */
const siteRoutes: FastifyPluginAsync<{ siteDir: string }> = async (app, { siteDir }) => {
  // Phones download the pages and scripts compressed (the deploy proxy does the same in production).
  await app.register(compress);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = relativePath(queryAt === -1 ? request.url : request.url.slice(0, queryAt));
    const query = queryAt === -1 ? '' : request.url.slice(queryAt);
    const root = await resolveFolder(siteDir);
    const answer = async () => (path === undefined ? undefined : await elsewhere(path));
    if (!root) {
      // Until the first build is live, a deleted item's address is told to wait, as an unknown one is.
      const moved = await answer();
      if (moved && 'to' in moved) return redirect(reply, moved, query);
      return reply
        .code(503)
        .header('retry-after', '10')
        .type('text/html; charset=utf-8')
        .send(beingBuiltPage(request.url));
    }

    if (path?.endsWith('/')) return reply.redirect(withoutTrailingSlash(path, query), 301);
    if (path !== undefined) {
      for (const candidate of candidatesFor(path)) {
        if (await isFile(root, candidate)) {
          reply.header('cache-control', cacheControlFor(candidate, '_astro/'));
          // Pagefind's index files are gzip its script unpacks itself: named as such, they are not
          // compressed again on the way (nor marked compressed, which would have the browser unpack them).
          if (PAGEFIND_GZIP.test(candidate)) {
            reply.type('application/gzip');
            return reply.sendFile(candidate, root, { cacheControl: false, contentType: false });
          }
          return reply.sendFile(candidate, root, { cacheControl: false });
        }
      }
    }
    const moved = await answer();
    if (moved && 'to' in moved) return redirect(reply, moved, query);
    return notFoundPage(reply, root, path ?? '', moved ? 410 : 404);
  });

  /**
   * Where an address that is no page has gone: staff's own redirect from it (Переадресации), else,
   * for an item's page, `/news/12` (the numbered addresses of before) or an address the item had,
   * to the item's address now, in the same language; else, when it was a deleted item's, gone or
   * its section's list in that language, as the server settings say. Nothing for an unknown address.
   */
  async function elsewhere(path: string): Promise<Elsewhere | undefined> {
    const redirected = await app.redirects.target(path);
    if (redirected) return { to: redirected };
    const at = itemAddressOf(path);
    if (!at) return undefined;
    const { resource, locale: language, prefix, key } = at;
    const content = app.content[resource];
    const slug = await content.resolveAddress(language, key);
    if (slug) return slug === key ? undefined : { to: itemPagePath(at, slug) };
    if (!(await content.isDeletedAddress(language, key))) return undefined;
    const list = contentResources[resource].address?.list;
    if (list && (await app.serverSettings.deletedAddresses()) === 'list') {
      return { to: list === '/' ? prefix || '/' : `${prefix}${list}`, revisable: true };
    }
    return { gone: true };
  }
};

/**
 * What an address that is no page answers instead of the 404 page: a redirect for good (`revisable`
 * when it may change: a deleted item can be restored, the choice changed), or gone (410).
 */
type Elsewhere = Moved | { gone: true };
type Moved = { to: string; revisable?: boolean };

function redirect(reply: FastifyReply, { to, revisable }: Moved, query: string) {
  // Browsers keep a permanent redirect for ever unless told to ask again.
  if (revisable) reply.header('cache-control', 'no-cache');
  return reply.redirect(withQuery(to, query), 301);
}

/**
 * A redirect's target with the visitor's query string (`?utm_source=mail`) kept: after the target's
 * own query, if it has one, and before its fragment.
 */
function withQuery(target: string, query: string): string {
  if (!query) return target;
  const hashAt = target.indexOf('#');
  const [address, fragment] = hashAt === -1 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${address}${address.includes('?') ? `&${query.slice(1)}` : query}${fragment}`;
}

/** `/production/?a=1` → `/production?a=1`, built from the cleaned path so that it never leaves the site. */
function withoutTrailingSlash(path: string, query: string): string {
  const segments = path.replace(/\/+$/, '').split('/').map(encodeURIComponent);
  return `/${segments.join('/')}${query}`;
}

function candidatesFor(path: string): string[] {
  if (path === '') return ['index.html'];
  return [path, `${path}/index.html`, `${path}.html`];
}

/** The nearest 404 page, with `status`: 404 for an unknown address, 410 for a deleted item's. */
async function notFoundPage(reply: FastifyReply, root: string, path: string, status: 404 | 410) {
  const folders = posix.dirname(`/${path}`).split('/').filter(Boolean);
  for (let depth = folders.length; depth >= 0; depth--) {
    const page = join(...folders.slice(0, depth), '404.html');
    if (await isFile(root, page)) {
      const html = await readFile(join(root, page));
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
  }
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><title>${status}</title><h1>${status}</h1>`);
}

export default siteRoutes;
