import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { LOCALES, type Locale } from '../../content/locale.ts';
import type { PreviewContent } from '../../content/preview.ts';
import { PAGES_HISTORY, pageInLanguage } from '../../plugins/app/pages.ts';
import { previewPolicy } from '../../plugins/external/security.ts';
import { previewPageSchema } from '../../schemas/preview.ts';
import { inlineScriptSources } from '../../security/site-scripts.ts';
import { isFile, relativePath } from '../../static/files.ts';

/** Staff read these pages in the back office's language. */
const PAGES = {
  refused: {
    status: 401,
    title: 'Ссылка предпросмотра недействительна',
    text: 'Ссылка устарела или повреждена. Откройте предпросмотр снова из панели управления.',
  },
  missing: {
    status: 404,
    title: 'Запись не найдена',
    text: 'Возможно, её удалили. Проверьте корзину в панели управления; предпросмотр текстов страницы откройте снова.',
  },
  notBuilt: {
    status: 503,
    title: 'Предпросмотр недоступен',
    text: 'Модуль предпросмотра не собран: выполните npm run build:preview -w site (npm start делает это сам).',
  },
} as const;

/** Never cached, never indexed, never leaking the link's token to other sites. */
function privatePage(reply: FastifyReply): FastifyReply {
  return reply.headers({
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
  });
}

/**
 * GET /preview/{resource}/{id}/{lang}?token=…: the item's public page as the site renders it from
 * the saved content, drafts included, rendered on demand by the site's own page components (the
 * preview renderer built from `site/`). The signed token (from POST /api/{resource}/{id}/preview)
 * is the only credential. GET /preview/pages/{draft}/{lang}?token=…: one of the site's own pages
 * with its texts as staff had them in the form (POST /api/pages/{page}/preview), before saving.
 * GET /preview/_astro/…: the renderer's island scripts.
 */
const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notice = (reply: FastifyReply, page: (typeof PAGES)[keyof typeof PAGES]) =>
    privatePage(reply)
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
          `<title>${page.title}</title></head><body><h1>${page.title}</h1><p>${page.text}</p></body></html>`,
      );

  app.get('/_astro/*', { schema: { hide: true } }, async (request, reply) => {
    const path = relativePath((request.params as { '*': string })['*']);
    if (!path || !(await isFile(app.preview.clientDir, `_astro/${path}`))) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.sendFile(`_astro/${path}`, app.preview.clientDir, { cacheControl: false });
  });

  app.get('/:resource/:id/:lang', { schema: previewPageSchema }, async (request, reply) => {
    const { resource, id, lang } = request.params;
    const grant = await app.preview.grant(request.query.token ?? '');
    if (!grant || grant.resource !== resource || grant.id !== id) return notice(reply, PAGES.refused);

    const token = encodeURIComponent(request.query.token ?? '');
    const shown = {
      resource,
      id,
      locale: lang,
      links: Object.fromEntries(
        LOCALES.map((locale) => [locale, `/preview/${resource}/${id}/${locale}?token=${token}`]),
      ) as Record<Locale, string>,
    };
    let content: PreviewContent;
    if (resource === PAGES_HISTORY) {
      // A page's texts as staff had them in the form.
      const draft = await app.pages.drafted(id);
      if (!draft) return notice(reply, PAGES.missing);
      const texts = pageInLanguage(draft.page, draft.values, lang);
      content = { ...shown, item: {}, lists: {}, page: { name: draft.page, texts } };
    } else {
      const repository = app.content[resource];
      const item = await repository.get(id, { lang, includeDrafts: true });
      if (!item) return notice(reply, PAGES.missing);
      // The page shows its resource as visitors would see it once this item is published.
      const { rows } = await repository.list({ lang, includeDrafts: true });
      content = {
        ...shown,
        item,
        lists: { [resource]: rows.filter((row) => row.status === 'published' || row.id === id) },
      };
    }
    const renderer = await app.preview.renderer();
    if (!renderer) return notice(reply, PAGES.notBuilt);
    // The renderer's one route; the content names the item and the language (site/src/preview/adapter.ts).
    const page = await renderer.render(new Request('http://preview.invalid/preview'), content);
    const html = await page.text();
    return privatePage(reply)
      .code(page.status)
      .header('content-security-policy', previewPolicy(inlineScriptSources(html)))
      .type('text/html; charset=utf-8')
      .send(html);
  });
};

export default previewRoutes;
