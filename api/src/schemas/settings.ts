import { type TOptional, type TSchema, type TUnsafe, Type } from 'typebox';
import { documentSchema } from '../content/server-kinds.ts';
import {
  SETTING_NAMES,
  type SettingName,
  type StoredSettings,
  settings,
  TEXT_SETTINGS,
} from '../settings/fields.ts';
import { Envelope, ErrorBody, Lang } from './common.ts';
import { CheckedTranslations } from './content.ts';
import { RestoreBody, Revision, RevisionSummary, TranslatedFrom } from './history.ts';

/**
 * Every setting, optional: a save changes the settings it carries (as a content `PUT` does). Each
 * has its kind's shape; what must be written is checked by the kind after the schema.
 */
const values = Object.fromEntries(
  SETTING_NAMES.map((name) => [
    name,
    Type.Optional(Type.Unsafe<StoredSettings[typeof name]>(documentSchema(settings.fields[name]))),
  ]),
) as { [N in SettingName]: TOptional<TUnsafe<StoredSettings[N]>> };

export const Version = Type.Integer({
  minimum: 0,
  maximum: 2_147_483_647,
  description: 'The version this change was made on: if it changed since, 409',
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
const RevisionParams = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** The history of a document that exists once (the settings, a page's texts): as an item's (see history.ts), without an id. */
export const documentHistorySchemas = (tags: string[], Response: TSchema) => ({
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
  translatedFrom: {
    tags,
    security,
    response: { 200: TranslatedFrom, 401: ErrorBody, 403: ErrorBody },
  },
  restore: {
    tags,
    security,
    params: RevisionParams,
    body: RestoreBody,
    response: {
      200: Response,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  },
});

/** The settings' history. */
export const settingsHistorySchemas = documentHistorySchemas(['settings'], SettingsResponse);
