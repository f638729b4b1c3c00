import { type Static, Type } from 'typebox';
import { PAGE_NAMES } from '../content/pages.ts';
import { RESOURCES } from '../content/resources.ts';
import { SETTING_NAMES } from '../settings/fields.ts';
import { Envelope, ErrorBody } from './common.ts';

const Item = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Its Russian name or title' }),
});

/** What is left to replace before launch (the dashboard's Перед запуском). */
export const LaunchCheckSchema = Type.Object({
  placeholders: Type.Array(Type.Enum(SETTING_NAMES), {
    description: 'Settings that still hold an invented starting value',
  }),
  placeholderPages: Type.Array(
    Type.Object({ page: Type.Enum(PAGE_NAMES), fields: Type.Array(Type.String()) }),
    {
      description:
        "Per page (Страницы) that has some, the texts whose Russian is still the built-in content's: claims about the company nobody has confirmed yet",
    },
  ),
  placeholderPartners: Type.Array(Item, {
    description: 'Partners still under a name the built-in content invented, drafts included',
  }),
  placeholderStandards: Type.Array(
    Type.Object({
      resource: Type.Enum([...RESOURCES]),
      items: Type.Array(Item),
    }),
    {
      description:
        'Per resource that has some, the items (drafts included) whose characteristics still give the built-in standards',
    },
  ),
  undescribedImages: Type.Array(
    Type.Object({
      resource: Type.Enum([...RESOURCES]),
      items: Type.Array(Item),
    }),
    { description: 'Per resource that has some, the items whose image has no Russian description' },
  ),
  searchAppearance: Type.Array(
    Type.Object({
      problem: Type.Union([
        Type.Literal('duplicateTitle'),
        Type.Literal('shortDescription'),
        Type.Literal('noShareImage'),
      ]),
      resource: Type.Enum([...RESOURCES]),
      items: Type.Array(Item),
    }),
    {
      description:
        'Per problem and resource, the published item pages search engines index that share their title with another page in some language, whose Russian description is missing or too short, or that have no image to be shared with',
    },
  ),
});

export type LaunchCheck = Static<typeof LaunchCheckSchema>;

export const launchCheckSchema = {
  tags: ['launch-check'],
  security: [{ bearerAuth: [] }],
  response: { 200: Envelope(LaunchCheckSchema), 401: ErrorBody },
};
