import { Type } from 'typebox';
import type { Fields } from '../content/fields.ts';
import { TRACKED } from '../content/kinds.ts';
import { type PageName, pages } from '../content/pages.ts';
import { documentSchema } from '../content/server-kinds.ts';
import { Envelope, ErrorBody, Lang } from './common.ts';
import { CheckedTranslations, rowTexts } from './content.ts';
import { PreviewLinks } from './preview.ts';
import { documentHistorySchemas, Version } from './settings.ts';

const tags = ['pages'];

/** A page's texts as the admin saves them, each optional, with the version it read (409 when stale). */
export function pageBody(page: PageName) {
  const fields: Fields = pages[page].texts.fields;
  const tracked = Object.entries(fields)
    .filter(([, declared]) => TRACKED.includes(declared.kind))
    .map(([name]) => name);
  return Type.Object(
    {
      ...Object.fromEntries(
        Object.entries(fields).map(([name, declared]) => [name, Type.Optional(documentSchema(declared))]),
      ),
      version: Type.Optional(Version),
      checkedTranslations: Type.Optional(CheckedTranslations(tracked, rowTexts(fields))),
    },
    { additionalProperties: false },
  );
}

export const PageQuery = Type.Object({ lang: Type.Optional(Lang) });

/**
 * Without `?lang`: every language, with the version to save over and (for staff) each translation's
 * state; with it, one language, Russian where a translation is missing (named in `untranslated`),
 * and the version (the request form sends the privacy policy's).
 */
export const PageResponse = Envelope(
  Type.Object({}, { additionalProperties: true, description: "The page's texts; see its PUT body" }),
);

/** Every page «Страницы» lists, with its state. */
export const PageList = Envelope(
  Type.Array(
    Type.Object({
      page: Type.String(),
      title: Type.String(),
      path: Type.String(),
      version: Type.Integer(),
      updatedAt: Type.String(),
      translations: Type.Object({}, { additionalProperties: true }),
    }),
  ),
);

export const pageHistorySchemas = documentHistorySchemas(tags, PageResponse);
export { tags as pageTags };

/** A version of the privacy policy as it went public: what a request's sender agreed to. */
export const privacyVersionSchema = {
  tags,
  security: [{ bearerAuth: [] }],
  description:
    "A kept version of the privacy policy (the `privacy` page's texts as published), as the inbox shows the version a request names; `?lang=` in one language, as the visitor read it.",
  params: Type.Object({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
  querystring: PageQuery,
  response: {
    200: Envelope(
      Type.Object(
        { version: Type.Integer(), publishedAt: Type.String({ format: 'date-time' }) },
        { additionalProperties: true, description: 'With the texts, as the page answers them' },
      ),
    ),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  },
};

/** POST /api/pages/<page>/preview: the texts in the form, as a save sends them (the version is not needed). */
export const pagePreviewSchema = (page: PageName) => ({
  tags,
  security: [{ bearerAuth: [] }],
  body: pageBody(page),
  response: { 201: Envelope(PreviewLinks), 400: ErrorBody, 401: ErrorBody },
});
