import { Type } from 'typebox';
import { LIMITS } from '../content/limits.ts';
import { LOCALES } from '../content/locale.ts';
import { Envelope, Lang } from './common.ts';

const Short = Type.String({ maxLength: LIMITS.title });
const Link = Type.String({ maxLength: 2000 });
const LocalizedShort = Type.Object(
  Object.fromEntries(LOCALES.map((locale) => [locale, locale === 'ru' ? Short : Type.Optional(Short)])) as {
    ru: typeof Short;
    en: ReturnType<typeof Type.Optional<typeof Short>>;
    kk: ReturnType<typeof Type.Optional<typeof Short>>;
  },
  { additionalProperties: false },
);

const values = {
  name: LocalizedShort,
  phone: Short,
  phoneChatUrl: Link,
  email: Short,
  address: LocalizedShort,
  hoursWeekdays: LocalizedShort,
  hoursWeekend: LocalizedShort,
  messengerUrl: Link,
  instagramUrl: Link,
  video: Link,
  map: Link,
};

/** The company settings as the admin saves them, with the version it read (409 when stale). */
export const SettingsBody = Type.Object(
  { ...values, version: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);

export const SettingsQuery = Type.Object({ lang: Type.Optional(Lang) });

/** Without `?lang`: every language, the version to save over; with it, one language, embeds resolved. */
export const SettingsResponse = Envelope(
  Type.Object({}, { additionalProperties: true, description: 'The settings; see SettingsValues' }),
);
