import { Type } from 'typebox';
import { LOCALES } from '../content/locale.ts';
import { RESOURCES } from '../content/resources.ts';
import { Envelope, ErrorBody, IdParams } from './common.ts';

export const PreviewLinks = Type.Object({
  urls: Type.Object(
    Object.fromEntries(LOCALES.map((locale) => [locale, Type.String()])) as Record<
      (typeof LOCALES)[number],
      ReturnType<typeof Type.String>
    >,
    { description: 'The preview page in each language; each link works without a session until expiresAt' },
  ),
  expiresAt: Type.String(),
});

/** POST /api/{resource}/{id}/preview */
export function previewLinkSchema(resource: string) {
  return {
    tags: [resource],
    security: [{ bearerAuth: [] }],
    params: IdParams,
    response: { 201: Envelope(PreviewLinks), 401: ErrorBody, 404: ErrorBody },
  };
}

/** GET /preview/{resource}/{id}/{lang}?token=… (an HTML page, not part of the API). */
export const previewPageSchema = {
  hide: true,
  params: Type.Object({
    resource: Type.Enum([...RESOURCES, 'pages']),
    id: IdParams.properties.id,
    lang: Type.Enum([...LOCALES]),
  }),
  querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 1000 })) }),
};
