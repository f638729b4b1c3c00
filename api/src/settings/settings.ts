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

/** The texts kept per language: Russian required, English and Kazakh tracked like content's. */
export const TEXT_SETTINGS = ['name', 'address', 'hoursWeekdays', 'hoursWeekend'] as const;
export type TextSetting = (typeof TEXT_SETTINGS)[number];

/** Records saved before a setting existed get its empty value. */
export const withDefaults = (values: Partial<StoredSettings> & Omit<StoredSettings, 'notifyEmails'>) =>
  ({ notifyEmails: [], ...values }) as StoredSettings;

/** What anyone may read without signing in: everything but the staff's own addresses. */
export function publicSettings(settings: StoredSettings): Omit<StoredSettings, 'notifyEmails'> {
  const { notifyEmails: _, ...rest } = settings;
  return rest;
}
/** Links and the protocols each may use besides https. */
export const LINK_SETTINGS = {
  phoneChatUrl: ['tel:'],
  messengerUrl: [],
  instagramUrl: [],
} as const satisfies Record<string, readonly ('tel:' | 'mailto:')[]>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Refuses a record with an unsafe link, an unknown video or map, or a malformed e-mail (400). */
export function checkSettings(settings: StoredSettings): void {
  for (const [name, allow] of Object.entries(LINK_SETTINGS)) {
    const value = settings[name as keyof typeof LINK_SETTINGS];
    if (value !== '' && !isSafeLink(value, allow))
      throw badRequest(`${name} must be an https: link`, 'link.unsafe', { field: name });
  }
  if (settings.email !== '' && !EMAIL.test(settings.email))
    throw badRequest('email is not an e-mail address', 'link.email', { field: 'email' });
  const notANotifyAddress = settings.notifyEmails.find((address) => !EMAIL.test(address));
  if (notANotifyAddress !== undefined)
    throw badRequest(
      `notifyEmails holds ${notANotifyAddress}, which is not an e-mail address`,
      'link.email',
      {
        field: 'notifyEmails',
      },
    );
  if (settings.video !== '' && !parseVideo(settings.video))
    throw badRequest('video must be a YouTube or Vimeo link or id', 'link.video', { field: 'video' });
  if (settings.map !== '' && !parseMap(settings.map))
    throw badRequest('map must be coordinates or a Yandex, Google, 2GIS or OpenStreetMap link', 'link.map', {
      field: 'map',
    });
  for (const name of TEXT_SETTINGS) {
    if (settings[name].ru.trim() === '')
      throw badRequest(`${name}.ru is required`, 'field.required', { field: `${name}.ru` });
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
