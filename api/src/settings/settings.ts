/**
 * The company's details as one record staff edit (Настройки сайта): what a visitor reads about
 * the company. Each setting is declared in `fields.ts` (checked by its kind when saved, see
 * `plugins/app/documents.ts`); this answers the record to visitors and in one language.
 */
import {
  type MapPlace,
  mapEmbedUrl,
  mapLinkUrl,
  parseMap,
  parseVideo,
  type Video,
  videoEmbedUrl,
} from '../content/embeds.ts';
import { flattenLocale, type Locale } from '../content/locale.ts';
import { type Translations, untranslatedFields } from '../content/translations.ts';
import {
  STAFF_ONLY_SETTINGS,
  type StaffOnlySetting,
  type StoredSettings,
  TEXT_SETTINGS,
  type TextSetting,
} from './fields.ts';

export type { StoredSettings } from './fields.ts';

/** The record as staff read it (without `?lang`): the version to save over, and each text's translation state. */
export type StaffSettings = StoredSettings & {
  version: number;
  updatedAt: string;
  translations: Translations;
};

/** What anyone may read without signing in: everything but the staff's own addresses. */
export type VisitorSettings = Omit<StoredSettings, StaffOnlySetting>;

/** The record in one language, with the video and map resolved to what the site embeds. */
export type PublicSettings = Omit<VisitorSettings, TextSetting | 'video' | 'map'> & {
  [N in TextSetting]: string;
} & {
  video: Video | null;
  videoEmbedUrl: string | null;
  map: MapPlace | null;
  mapEmbedUrl: string | null;
  mapLinkUrl: string | null;
  /** The texts shown in Russian because their translation into this language is not written. */
  untranslated: TextSetting[];
};

export function publicSettings(record: StoredSettings): VisitorSettings {
  const rest: Partial<StoredSettings> = { ...record };
  for (const name of STAFF_ONLY_SETTINGS) delete rest[name];
  return rest as VisitorSettings;
}

/** The record in one language (Russian where a translation is missing, named), embeds resolved. */
export function flattenSettings(record: StoredSettings, locale: Locale): PublicSettings {
  const video = record.video ? parseVideo(record.video) : null;
  const reading = record.map ? parseMap(record.map) : null;
  const map = reading && 'place' in reading ? reading.place : null;
  const texts = Object.fromEntries(
    TEXT_SETTINGS.map((name) => [name, flattenLocale(record[name], locale)]),
  ) as Record<TextSetting, string>;
  return {
    ...publicSettings(record),
    ...texts,
    video,
    videoEmbedUrl: video ? videoEmbedUrl(video) : null,
    map,
    mapEmbedUrl: map ? mapEmbedUrl(map) : null,
    mapLinkUrl: map ? mapLinkUrl(record.map, map) : null,
    untranslated: untranslatedFields(TEXT_SETTINGS, record, locale) as TextSetting[],
  };
}
