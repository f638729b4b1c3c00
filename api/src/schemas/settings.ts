import { type TSchema, Type } from 'typebox';
import { LIMITS } from '../content/limits.ts';
import { SETTING_FIELDS, type SettingKind, type SettingName, TEXT_SETTINGS } from '../settings/fields.ts';
import { Envelope, ErrorBody, Lang } from './common.ts';
import { CheckedTranslations } from './content.ts';
import { Revision, RevisionSummary } from './history.ts';

const localized = <T extends TSchema>(text: T) =>
  Type.Object(
    { ru: text, en: Type.Optional(text), kk: Type.Optional(text) },
    { additionalProperties: false },
  );
const Short = Type.String({ maxLength: LIMITS.title });
const Link = Type.String({ maxLength: 2000 });

/** Each kind of setting's schema (see settings/fields.ts). */
const SCHEMA_OF = {
  text: localized(Short),
  longText: localized(Type.String({ maxLength: LIMITS.text })),
  plain: Short,
  link: Link,
  chatLink: Link,
  email: Short,
  video: Link,
  map: Link,
  emails: Type.Array(Short, { maxItems: 20 }),
} satisfies Record<SettingKind, TSchema>;

type SchemaOf<N extends SettingName> = (typeof SCHEMA_OF)[(typeof SETTING_FIELDS)[N]];

/** Every setting, optional: a save changes the settings it carries (as a content `PUT` does). */
const values = Object.fromEntries(
  (Object.keys(SETTING_FIELDS) as SettingName[]).map((name) => [
    name,
    Type.Optional(SCHEMA_OF[SETTING_FIELDS[name]]),
  ]),
) as { [N in SettingName]: ReturnType<typeof Type.Optional<SchemaOf<N>>> };

const Version = Type.Integer({
  minimum: 0,
  maximum: 2_147_483_647,
  description: 'The version this change was made on: if the settings changed since, 409',
});

/** The company settings as the admin saves them, with the version it read (409 when stale). */
export const SettingsBody = Type.Object(
  {
    ...values,
    version: Type.Optional(Version),
    checkedTranslations: Type.Optional(CheckedTranslations(TEXT_SETTINGS)),
  },
  { additionalProperties: false },
);

export const SettingsQuery = Type.Object({ lang: Type.Optional(Lang) });

/**
 * Without `?lang`: every language and the version to save over (with the translation state and the
 * notification addresses for staff); with it, one language, embeds resolved.
 */
export const SettingsResponse = Envelope(
  Type.Object({}, { additionalProperties: true, description: 'The settings; see SettingsBody' }),
);

const security = [{ bearerAuth: [] }];
const tags = ['settings'];
const RevisionParams = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** The settings' history: as an item's (see history.ts), without an id. */
export const settingsHistorySchemas = {
  list: {
    tags,
    security,
    response: { 200: Envelope(Type.Array(RevisionSummary)), 401: ErrorBody, 403: ErrorBody },
  },
  get: {
    tags,
    security,
    params: RevisionParams,
    response: { 200: Envelope(Revision), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  },
  restore: {
    tags,
    security,
    params: RevisionParams,
    body: Type.Optional(Type.Object({ version: Type.Optional(Version) }, { additionalProperties: false })),
    response: {
      200: SettingsResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  },
};
