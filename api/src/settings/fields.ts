import type { LocalizedText } from '../content/locale.ts';

/**
 * Every setting (Настройки сайта), declared once: its kind decides how the API checks it and how
 * the admin edits, translates and compares it. Plain data, free of server code: the admin bundles it.
 *
 * - `text`, `longText`: per language, Russian required; English and Kazakh tracked like content's
 *   translations. A long text is edited on several lines; a blank line starts a new paragraph.
 * - `plain`: shown as written (the phone).
 * - `link`: an https: address; `chatLink` may also be a tel: link.
 * - `email`, `emails`: one address, a list of them (whom requests are mailed to, never public).
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
  /** The home page: the four figures under its title, then about, mission and vision. */
  figure1Value: 'text',
  figure1Caption: 'text',
  figure2Value: 'text',
  figure2Caption: 'text',
  figure3Value: 'text',
  figure3Caption: 'text',
  figure4Value: 'text',
  figure4Caption: 'text',
  about: 'longText',
  mission: 'longText',
  vision: 'longText',
  /** The standards the products are made to (the production figures, the values): the company's to confirm. */
  standards: 'text',
  video: 'video',
  map: 'map',
  notifyEmails: 'emails',
} as const;

export type SettingName = keyof typeof SETTING_FIELDS;
export type SettingKind = (typeof SETTING_FIELDS)[SettingName];

/** Kinds kept per language. */
export const TRANSLATED_SETTING_KINDS: readonly SettingKind[] = ['text', 'longText'];

/** The names of the settings of these kinds, in their declared order. */
export const settingsOf = <K extends SettingKind>(...kinds: K[]) =>
  (Object.keys(SETTING_FIELDS) as SettingName[]).filter((name) =>
    (kinds as SettingKind[]).includes(SETTING_FIELDS[name]),
  ) as { [N in SettingName]: (typeof SETTING_FIELDS)[N] extends K ? N : never }[SettingName][];

/** The texts kept per language. */
export const TEXT_SETTINGS = settingsOf('text', 'longText');
export type TextSetting = (typeof TEXT_SETTINGS)[number];

/** A setting's value as stored and as the admin edits it. */
type StoredValue<K extends SettingKind> = K extends 'text' | 'longText'
  ? LocalizedText
  : K extends 'emails'
    ? string[]
    : string;

/** The record as stored and as the admin edits it. */
export type StoredSettings = {
  -readonly [N in SettingName]: StoredValue<(typeof SETTING_FIELDS)[N]>;
};

/** The four figures of the home page, in order. */
export const FIGURES = [1, 2, 3, 4] as const;
