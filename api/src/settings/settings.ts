/**
 * The company's details as one record staff edit (Настройки сайта): what a visitor reads about
 * the company. Each setting is declared in `fields.ts`; this checks a record by its fields' kinds,
 * and answers it in one language. Every wrong setting is refused at once, before anything is saved.
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
import { checkField, kindOf } from '../content/kinds.ts';
import { flattenLocale, type Locale } from '../content/locale.ts';
import { type Translations, untranslatedFields } from '../content/translations.ts';
import { type FieldFailure, invalidFields } from '../errors.ts';
import { SETTING_NAMES, type StoredSettings, settings, TEXT_SETTINGS, type TextSetting } from './fields.ts';

export type { StoredSettings } from './fields.ts';

/** The record as staff read it (without `?lang`): the version to save over, and each text's translation state. */
export type StaffSettings = StoredSettings & {
  version: number;
  updatedAt: string;
  translations: Translations;
};

/** What anyone may read without signing in: everything but the staff's own addresses. */
export type VisitorSettings = Omit<StoredSettings, 'notifyEmails'>;

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

/**
 * The record as it is kept: settings that did not exist when it was saved take the starting
 * values, and each is tidied as its kind says (blank notification addresses, an empty row in the
 * form, are dropped).
 */
export function withDefaults(values: Partial<StoredSettings>, defaults: StoredSettings): StoredSettings {
  const record: Record<string, unknown> = { ...defaults, ...values };
  for (const name of SETTING_NAMES) {
    const tidy = kindOf(settings.fields[name]).tidy;
    if (tidy) record[name] = tidy(record[name]);
  }
  return record as StoredSettings;
}

export function publicSettings(record: StoredSettings): VisitorSettings {
  const { notifyEmails: _, ...rest } = record;
  return rest;
}

/** Refuses (400) a record with any setting its kind refuses, naming every one of them. */
export function checkSettings(record: StoredSettings): void {
  const failures: (FieldFailure & { message: string })[] = [];
  for (const name of SETTING_NAMES) {
    const refusal = checkField(settings.fields[name], record[name]);
    if (!refusal) continue;
    const field = refusal.at ? `${name}.${refusal.at}` : name;
    failures.push({ field, code: refusal.code, message: `${field} ${refusal.message}` });
  }
  if (failures.length) throw invalidFields(failures);
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
