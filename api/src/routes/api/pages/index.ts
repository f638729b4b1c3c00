import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCALES, type Locale } from '../../../content/locale.ts';
import { PAGE_NAMES, pages, type StoredPage } from '../../../content/pages.ts';
import { notFound, unauthorized } from '../../../errors.ts';
import { staffView } from '../../../plugins/app/documents.ts';
import { PAGES_HISTORY, pageInLanguage } from '../../../plugins/app/pages.ts';
import { ErrorBody } from '../../../schemas/common.ts';
import {
  PageList,
  PageQuery,
  PageResponse,
  pageBody,
  pageHistorySchemas,
  pagePreviewSchema,
  pageTags,
  privacyVersionSchema,
} from '../../../schemas/pages.ts';

/**
 * `/api/pages`: the texts of the site's own pages (Страницы), a document per page at
 * `/api/pages/<page>`. Anyone reads them (`?lang=` in one language: the site's build does);
 * editors and administrators save them, translators their English and Kazakh, which republishes
 * the site. Every save is kept in the page's history, and each of the privacy policy for good at
 * `/api/pages/privacy/versions/<version>` (the inbox's staff read the one a request names).
 */
const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staffOnly = { access: 'staff' } as const;

  app.get(
    '/',
    { config: staffOnly, schema: { tags: pageTags, response: { 200: PageList, 401: ErrorBody } } },
    async () => ({
      data: await Promise.all(
        PAGE_NAMES.map(async (page) => {
          const { version, updatedAt, translations } = await app.pages.get(page);
          const { title, path } = pages[page];
          return { page, title, path, version, updatedAt, translations };
        }),
      ),
    }),
  );

  for (const page of PAGE_NAMES) {
    app.get(
      `/${page}`,
      {
        config: { access: 'optional', cachedRead: true },
        schema: {
          tags: pageTags,
          querystring: PageQuery,
          response: { 200: PageResponse, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (request) => {
        const row = await app.pages.get(page);
        const { lang } = request.query;
        // The version goes with the texts: the request form says which policy it showed.
        if (lang) return { data: { ...pageInLanguage(page, row.values, lang), version: row.version } };
        if (request.admin) return { data: staffView(row) };
        return { data: { ...row.values, version: row.version, updatedAt: row.updatedAt } };
      },
    );

    app.put(
      `/${page}`,
      {
        config: staffOnly,
        schema: {
          tags: pageTags,
          body: pageBody(page),
          response: { 200: PageResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        const { version, checkedTranslations, ...values } = request.body as Record<string, unknown> & {
          version?: number;
          checkedTranslations?: Record<string, string[]>;
        };
        const row = await app.pages.save(request, page, values as Partial<StoredPage<typeof page>>, {
          expectedVersion: version,
          checked: checkedTranslations,
        });
        return { data: staffView(row) };
      },
    );

    app.post(
      `/${page}/preview`,
      { config: staffOnly, schema: pagePreviewSchema(page) },
      async (request, reply) => {
        const {
          version: _read,
          checkedTranslations: _checked,
          ...values
        } = request.body as Record<string, unknown>;
        const id = await app.pages.draft(page, values as Partial<StoredPage<typeof page>>);
        if (!request.admin) throw unauthorized();
        const { token, expiresAt } = app.preview.tokens.issue(PAGES_HISTORY, id, request.admin);
        const urls = Object.fromEntries(
          LOCALES.map((locale) => [locale, `/preview/${PAGES_HISTORY}/${id}/${locale}?token=${token}`]),
        ) as Record<Locale, string>;
        return reply.code(201).send({ data: { urls, expiresAt } });
      },
    );

    const history = { resource: PAGES_HISTORY, itemId: pages[page].historyId };
    const kept = async (version: number) => {
      const revision = await app.revisions.get(history.resource, history.itemId, version);
      if (!revision) throw notFound(`The texts of the page ${page} have no kept version ${version}`);
      return revision;
    };

    app.get(`/${page}/revisions`, { schema: pageHistorySchemas.list, config: staffOnly }, async () => ({
      data: await app.revisions.list(history.resource, history.itemId),
    }));

    app.get(
      `/${page}/translated-from`,
      { schema: pageHistorySchemas.translatedFrom, config: staffOnly },
      async () => ({
        data: await app.revisions.translatedFrom(
          history.resource,
          history.itemId,
          pages[page].texts.fields,
          (await app.pages.get(page)).translations,
        ),
      }),
    );

    app.get(
      `/${page}/revisions/:version`,
      { schema: pageHistorySchemas.get, config: staffOnly },
      async (request) => ({ data: await kept(request.params.version) }),
    );

    app.post(
      `/${page}/revisions/:version/restore`,
      { schema: pageHistorySchemas.restore, config: staffOnly },
      async (request) => {
        const { version } = request.params;
        const revision = await kept(version);
        const row = await app.pages.save(
          request,
          page,
          revision.snapshot as Partial<StoredPage<typeof page>>,
          {
            expectedVersion: request.body?.version,
            restoredVersion: version,
            keepTranslations: request.body?.keepTranslations,
          },
        );
        return { data: staffView(row) };
      },
    );
  }

  app.get(
    '/privacy/versions/:version',
    { schema: privacyVersionSchema, config: { access: 'editor' } },
    async (request) => {
      const { version } = request.params;
      const kept = await app.privacyVersions.get(version);
      if (!kept) throw notFound(`The privacy policy has no published version ${version}`);
      const { lang } = request.query;
      const texts = lang ? pageInLanguage('privacy', kept.texts as StoredPage<'privacy'>, lang) : kept.texts;
      return { data: { ...texts, version, publishedAt: kept.publishedAt } };
    },
  );
};

export default pageRoutes;
