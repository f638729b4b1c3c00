import { eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Fields } from '../../content/fields.ts';
import { rowsInLanguage, spreadRows, trackedPaths } from '../../content/kinds.ts';
import { flattenLocale, type Locale, type Localized } from '../../content/locale.ts';
import { isPageName, PAGE_NAMES, type PageName, pages, type StoredPage } from '../../content/pages.ts';
import { untranslatedFields } from '../../content/translations.ts';
import { pagePreviews, pageTexts } from '../../db/schema/page-texts.ts';
import { authorOf } from './after-write.ts';
import type { Actor } from './audit/index.ts';
import { contentInput } from './content/content-input.ts';
import {
  type DocumentRow,
  type DocumentSaveOptions,
  type DocumentStore,
  documentStore,
} from './documents.ts';
import { type PrivacyVersions, privacyVersionsRepository } from './privacy-versions.ts';

/** The pages' texts are kept in the history under this name, each page under its `historyId`. */
export const PAGES_HISTORY = 'pages';

type AnyPage = StoredPage<PageName>;

/** How long the texts of a page's preview are kept: longer than any preview link works. */
const DRAFTS_KEPT_MS = 24 * 60 * 60 * 1000;

export interface PageTextsService {
  /** A page's saved texts; before the seed wrote them, the built-in ones at version 0. */
  get<P extends PageName>(page: P): Promise<DocumentRow<StoredPage<P>>>;
  /**
   * Saves the texts given (the others stay as they are) as a new version of the page, with its
   * history and translation state, and publishes the site again. Editors and administrators change
   * everything, translators the English and Kazakh (403 for anything more); a missing Russian text
   * or a picture that is not a stored upload is refused (400), a stale version (409).
   */
  save<P extends PageName>(
    by: Actor,
    page: P,
    values: Partial<StoredPage<P>>,
    options: DocumentSaveOptions,
  ): Promise<DocumentRow<StoredPage<P>>>;
  /**
   * Keeps the texts given over the saved ones, checked as a save is (400) but not saved, for a
   * preview of the page; answers their number. Those kept longer than any preview link lasts are dropped.
   */
  draft<P extends PageName>(page: P, values: Partial<StoredPage<P>>): Promise<number>;
  /** A draft kept for a preview, with its page; undefined once dropped. */
  drafted(id: number): Promise<{ page: PageName; values: AnyPage } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageTextsService;
    /** Every version of the privacy policy that went public: what each request's sender agreed to. */
    privacyVersions: PrivacyVersions;
  }
}

/**
 * A page's texts in one language: each text in that language, or in Russian where its translation
 * is not written (named in `untranslated`), and the language's sharing picture, else the Russian.
 */
export function pageInLanguage(page: PageName, values: AnyPage, locale: Locale) {
  const fields: Fields = pages[page].texts.fields;
  const stored = values as Record<string, unknown>;
  const text = (value: unknown) => flattenLocale((value ?? {}) as Localized<unknown>, locale) ?? '';
  const flat: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(fields)) {
    const value = stored[name] as Partial<Localized<unknown>> | undefined;
    if (declared.kind === 'localizedImage') flat[name] = value?.[locale] ?? value?.ru ?? null;
    else if (declared.kind === 'rows') flat[name] = rowsInLanguage(declared, value, locale);
    else flat[name] = text(value);
  }
  const untranslated = untranslatedFields(trackedPaths(fields, stored), spreadRows(fields, stored), locale);
  return { ...flat, untranslated };
}

/** The texts of the site's own pages (Страницы) as `app.pages`: a versioned document per page. */
export default fp(
  async (app) => {
    const privacyVersions = privacyVersionsRepository(app.db);
    const stores = Object.fromEntries(
      PAGE_NAMES.map((page) => {
        const { fields } = pages[page].texts;
        const input = contentInput({ fields, altTexts: [], files: [] }, app.imageRules);
        const store = documentStore<AnyPage>({
          db: app.db,
          revisions: app.revisions,
          history: { resource: PAGES_HISTORY, itemId: pages[page].historyId },
          fields,
          builtIn: app.builtIn.pages[page],
          staleMessage: (made, now) =>
            `The texts of the page ${page} were changed by someone else: this change was made on version ${made}, ` +
            `they are now at version ${now}. Read them again and repeat the change there.`,
          async prepare(values, before) {
            const clean = input.normalize(values as Record<string, unknown>);
            await input.ensureImagesUsable(clean, before as Record<string, unknown>);
            return clean as AnyPage;
          },
          table: {
            async read(db, lock) {
              const query = db.select().from(pageTexts).where(eq(pageTexts.page, page));
              const [row] = await (lock ? query.for('update') : query);
              return row;
            },
            async write(tx, row) {
              const [written] = await tx
                .insert(pageTexts)
                .values({ page, ...row, values: row.values as Record<string, unknown> })
                .onConflictDoUpdate({
                  target: pageTexts.page,
                  set: { ...row, values: row.values as Record<string, unknown>, updatedAt: sql`now()` },
                })
                .returning();
              if (!written) throw new Error(`The texts of the page ${page} were not written`);
              // Every save of the policy is published: each is a version a request may name.
              if (page === 'privacy') await privacyVersions.keep(tx, written.version, written.values);
              return written;
            },
          },
        });
        return [page, store];
      }),
    ) as Record<PageName, DocumentStore<AnyPage>>;

    const service: PageTextsService = {
      get: (page) => stores[page].get() as never,
      async save(by, page, changes, options) {
        const restored = options.restoredVersion;
        const { row, changes: changed } = await stores[page].store(changes as Partial<AnyPage>, {
          ...options,
          authorId: authorOf(by),
          translationsOnly: by.admin?.role === 'translator',
        });
        await app.afterWrite(by, {
          action: restored === undefined ? 'update' : 'restore',
          resource: PAGES_HISTORY,
          itemId: pages[page].historyId,
          details: {
            title: pages[page].title,
            changes: changed,
            ...(restored === undefined ? {} : { restoredVersion: restored }),
          },
          publish:
            restored === undefined
              ? `page ${page} texts updated`
              : `page ${page} texts restored to ${restored}`,
        });
        return row as never;
      },
      async draft(page, changes) {
        const values = await stores[page].draft(changes as Partial<AnyPage>);
        const [kept] = await app.db
          .insert(pagePreviews)
          .values({ page, values: values as Record<string, unknown> })
          .returning({ id: pagePreviews.id });
        const expired = new Date(Date.now() - DRAFTS_KEPT_MS).toISOString();
        await app.db.delete(pagePreviews).where(lt(pagePreviews.createdAt, expired));
        if (!kept) throw new Error(`The preview of the page ${page} was not kept`);
        return kept.id;
      },
      async drafted(id) {
        const [row] = await app.db.select().from(pagePreviews).where(eq(pagePreviews.id, id));
        return row && isPageName(row.page) ? { page: row.page, values: row.values as AnyPage } : undefined;
      },
    };
    app.decorate('pages', service);
    app.decorate('privacyVersions', privacyVersions);
  },
  { name: 'pages', dependencies: ['database', 'content', 'after-write'] },
);
