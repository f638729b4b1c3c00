/**
 * Every setting (Настройки сайта), declared once: its kind decides how the API checks it and how
 * the admin edits, translates and compares it. Plain data, free of server code: the admin bundles it.
 *
 * - `text`: per language, Russian required; English and Kazakh tracked like content's translations.
 * - `plain`: shown as written (the phone).
 * - `link`: an https: address; `chatLink` may also be a tel: link.
 * - `email`, `emails`: one address, a list of them (whom requests are mailed to).
 * - `video`, `map`: what staff paste, resolved to an embed (see content/embeds.ts).
 */
export const SETTING_FIELDS = {
  name: 'text',
  address: 'text',
  hoursWeekdays: 'text',
  hoursWeekend: 'text',
  phone: 'plain',
  phoneChatUrl: 'chatLink',
  email: 'email',
  messengerUrl: 'link',
  instagramUrl: 'link',
  video: 'video',
  map: 'map',
  notifyEmails: 'emails',
} as const;

export type SettingName = keyof typeof SETTING_FIELDS;
export type SettingKind = (typeof SETTING_FIELDS)[SettingName];

/** The names of the settings of a kind, in their declared order. */
export const settingsOf = <K extends SettingKind>(kind: K) =>
  (Object.keys(SETTING_FIELDS) as SettingName[]).filter((name) => SETTING_FIELDS[name] === kind) as {
    [N in SettingName]: (typeof SETTING_FIELDS)[N] extends K ? N : never;
  }[SettingName][];

/** The texts kept per language. */
export const TEXT_SETTINGS = settingsOf('text');
export type TextSetting = (typeof TEXT_SETTINGS)[number];

export type { PublicSettings, StoredSettings } from './settings.ts';
