/**
 * The company's details as one record staff edit (Настройки сайта): what a visitor reads about
 * the company. Links are checked here, so a bad one is refused before anything is saved.
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
import { badRequest } from '../errors.ts';
import { SETTING_FIELDS, type SettingName, type TextSetting } from './fields.ts';

/** The record as stored and as the admin edits it. */
export interface StoredSettings {
  name: LocalizedText;
  /** Shown as written; dialled through its digits. */
  phone: string;
  /** The messaging chat the phone opens (WhatsApp, Telegram…). */
  phoneChatUrl: string;
  email: string;
  address: LocalizedText;
  hoursWeekdays: LocalizedText;
  hoursWeekend: LocalizedText;
  messengerUrl: string;
  instagramUrl: string;
  /** What staff pasted: a YouTube or Vimeo link, or a bare id. */
  video: string;
  /** What staff pasted: a link from a supported maps service, or coordinates. */
  map: string;
  /**
   * Who is told by e-mail about each customer request; empty: the addresses in REQUEST_NOTIFY_TO.
   * Staff only: never in a public answer.
   */
  notifyEmails: string[];
}

/** The record in one language, with the video and map resolved to what the site embeds. */
export interface PublicSettings extends Omit<StoredSettings, 'notifyEmails' | TextSetting | 'video' | 'map'> {
  name: string;
  address: string;
  hoursWeekdays: string;
  hoursWeekend: string;
  video: Video | null;
  videoEmbedUrl: string | null;
  map: MapPlace | null;
  mapEmbedUrl: string | null;
  mapLinkUrl: string | null;
}

/**
 * The record as it is kept: settings that did not exist when it was saved get their empty value,
 * and blank notification addresses (an empty row in the form) are dropped.
 */
export const withDefaults = (values: Partial<StoredSettings> & Omit<StoredSettings, 'notifyEmails'>) =>
  ({
    ...values,
    notifyEmails: (values.notifyEmails ?? []).map((address) => address.trim()).filter(Boolean),
  }) as StoredSettings;

/** What anyone may read without signing in: everything but the staff's own addresses. */
export function publicSettings(settings: StoredSettings): Omit<StoredSettings, 'notifyEmails'> {
  const { notifyEmails: _, ...rest } = settings;
  return rest;
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Refuses a record with an unsafe link, an unknown video or map, or a malformed e-mail (400). */
export function checkSettings(settings: StoredSettings): void {
  for (const [name, kind] of Object.entries(SETTING_FIELDS) as [SettingName, string][]) {
    const value = settings[name];
    const refuse = (message: string, code: string) => badRequest(`${name} ${message}`, code, { field: name });
    if (kind === 'text') {
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
    if (kind === 'map' && !parseMap(value as string))
      throw refuse('must be coordinates or a Yandex, Google, 2GIS or OpenStreetMap link', 'link.map');
  }
}

/** The record in one language (Russian where a translation is missing), embeds resolved. */
export function flattenSettings(settings: StoredSettings, locale: Locale): PublicSettings {
  const video = settings.video ? parseVideo(settings.video) : null;
  const map = settings.map ? parseMap(settings.map) : null;
  const text = (value: LocalizedText) => flattenLocale(value, locale);
  return {
    ...publicSettings(settings),
    name: text(settings.name),
    address: text(settings.address),
    hoursWeekdays: text(settings.hoursWeekdays),
    hoursWeekend: text(settings.hoursWeekend),
    video,
    videoEmbedUrl: video ? videoEmbedUrl(video) : null,
    map,
    mapEmbedUrl: map ? mapEmbedUrl(map) : null,
    mapLinkUrl: map ? mapLinkUrl(settings.map, map) : null,
  };
}
