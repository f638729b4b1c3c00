/**
 * The company's details as one record staff edit (Настройки сайта): what a visitor reads about
 * the company. Each setting is declared in `fields.ts`; this checks a record, and answers it in
 * one language. Links are checked here, so a bad one is refused before anything is saved.
 */
import {
  isSafeLink,
  type MapPlace,
  mapEmbedUrl,
  mapLinkUrl,
  parseMap,
  parseVideo,
  type Video,
  videoEmbedUrl,
} from '../content/embeds.ts';
import { flattenLocale, type Locale, type LocalizedText } from '../content/locale.ts';
import { untranslatedFields } from '../content/translations.ts';
import { badRequest, type ErrorCode } from '../errors.ts';
import {
  SETTING_FIELDS,
  type SettingName,
  type StoredSettings,
  TEXT_SETTINGS,
  type TextSetting,
} from './fields.ts';

export type { StoredSettings } from './fields.ts';

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
 * values, and blank notification addresses (an empty row in the form) are dropped.
 */
export function withDefaults(values: Partial<StoredSettings>, defaults: StoredSettings): StoredSettings {
  return {
    ...defaults,
    ...values,
    notifyEmails: (values.notifyEmails ?? []).map((address) => address.trim()).filter(Boolean),
  };
}

export function publicSettings(settings: StoredSettings): VisitorSettings {
  const { notifyEmails: _, ...rest } = settings;
  return rest;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Refuses a record with an unsafe link, an unknown video or map, or a malformed e-mail (400). */
export function checkSettings(settings: StoredSettings): void {
  for (const [name, kind] of Object.entries(SETTING_FIELDS) as [SettingName, string][]) {
    const value = settings[name];
    const refuse = (message: string, code: ErrorCode) =>
      badRequest(`${name} ${message}`, code, { field: name });
    if (kind === 'text' || kind === 'longText') {
      if ((value as LocalizedText).ru.trim() === '')
        throw badRequest(`${name}.ru is required`, 'field.required', { field: `${name}.ru` });
      continue;
    }
    if (value === '') continue;
    if (kind === 'link' && !isSafeLink(value as string, []))
      throw refuse('must be an https: link', 'link.unsafe');
    if (kind === 'chatLink' && !isSafeLink(value as string, ['tel:']))
      throw refuse('must be an https: or tel: link', 'link.unsafe');
    if (kind === 'email' && !EMAIL.test(value as string))
      throw refuse('is not an e-mail address', 'link.email');
    if (kind === 'emails') {
      const wrong = (value as string[]).find((address) => !EMAIL.test(address));
      if (wrong !== undefined) throw refuse(`holds ${wrong}, which is not an e-mail address`, 'link.email');
    }
    if (kind === 'video' && !parseVideo(value as string))
      throw refuse('must be a YouTube or Vimeo link or id', 'link.video');
    const map = kind === 'map' ? parseMap(value as string) : null;
    if (map && 'reason' in map)
      throw refuse(
        'must be coordinates, or a full Yandex, Google, 2GIS or OpenStreetMap link or embed code',
        map.reason,
      );
  }
}

/** The record in one language (Russian where a translation is missing, named), embeds resolved. */
export function flattenSettings(settings: StoredSettings, locale: Locale): PublicSettings {
  const video = settings.video ? parseVideo(settings.video) : null;
  const reading = settings.map ? parseMap(settings.map) : null;
  const map = reading && 'place' in reading ? reading.place : null;
  const texts = Object.fromEntries(
    TEXT_SETTINGS.map((name) => [name, flattenLocale(settings[name], locale)]),
  ) as Record<TextSetting, string>;
  return {
    ...publicSettings(settings),
    ...texts,
    video,
    videoEmbedUrl: video ? videoEmbedUrl(video) : null,
    map,
    mapEmbedUrl: map ? mapEmbedUrl(map) : null,
    mapLinkUrl: map ? mapLinkUrl(settings.map, map) : null,
    untranslated: untranslatedFields(TEXT_SETTINGS, settings, locale) as TextSetting[],
  };
}
