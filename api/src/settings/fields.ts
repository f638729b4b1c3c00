/**
 * Every setting (Настройки сайта), declared once with the field kinds content uses, in the back
 * office's sections: the kind decides how the API checks a setting and how the admin edits,
 * translates and compares it. Plain data, free of server code: the admin bundles it.
 */
import { field } from '../content/fields.ts';
import { TRANSLATABLE, type TranslatableKind } from '../content/kinds.ts';
import { LIMITS } from '../content/limits.ts';
import { defineSingleton, type StoredDocument } from '../content/singleton.ts';
import { ANALYTICS_SERVICES } from './analytics.ts';

/** A text on several lines; a blank line starts a new paragraph. */
const paragraphs = field.text(LIMITS.text, { rows: 4 });

export const settings = defineSingleton({
  sections: {
    company: {
      name: field.text(),
      address: field.text(),
      hoursWeekdays: field.text(),
      hoursWeekend: field.text(),
    },
    contacts: {
      /** Shown as written. */
      phone: field.plain(),
      /** Where the phone number leads: a chat, or the number itself (tel:). */
      phoneChatUrl: field.link({ tel: true }),
      email: field.email(),
      messengerUrl: field.link(),
      instagramUrl: field.link(),
    },
    /** The home page: the four figures under its title, then about, mission and vision. */
    home: {
      figure1Value: field.text(),
      figure1Caption: field.text(),
      figure2Value: field.text(),
      figure2Caption: field.text(),
      figure3Value: field.text(),
      figure3Caption: field.text(),
      figure4Value: field.text(),
      figure4Caption: field.text(),
      about: paragraphs,
      mission: paragraphs,
      vision: paragraphs,
      /** The standards the products are made to (the production figures, the values): the company's to confirm. */
      standards: field.text(),
    },
    media: {
      video: field.embed('video'),
      /** Beside the play button under every page's header, while a video is set. */
      videoSlogan: field.text(),
      /** The video window's title. */
      videoTitle: field.text(),
      map: field.embed('map'),
    },
    /** The request form's heading and lead, on every page that has the form. */
    requestForm: {
      requestTitle: field.text(),
      requestLead: paragraphs,
    },
    /** Whom requests are mailed to; never public. */
    requests: {
      notifyEmails: field.emails({ one: 'Адрес', accusative: 'адрес' }),
    },
    /**
     * Job applications: whom they are mailed to (nobody while empty: a CV is not for the requests'
     * addresses; never public), and how many days they are kept after they came (0: the default,
     * 180; the privacy policy says it, as `{applicationDays}`).
     */
    applications: {
      applicationNotifyEmails: field.emails({ one: 'Адрес', accusative: 'адрес' }),
      applicationRetentionDays: field.count(),
    },
    /**
     * The one analytics service the site loads, none by default; checked together, by the service
     * chosen (`analytics.ts`). Administrators only: a translator changes texts alone.
     */
    analytics: {
      analyticsService: field.choice(ANALYTICS_SERVICES),
      analyticsScriptUrl: field.plain(500),
      analyticsSiteId: field.plain(253),
    },
  },
});

export type SettingsDeclaration = typeof settings;
export type SettingName = keyof SettingsDeclaration['fields'] & string;
export type SettingsSection = keyof SettingsDeclaration['sections'] & string;

/** Every setting's name, in the form's order. */
export const SETTING_NAMES = Object.keys(settings.fields) as SettingName[];

/** The settings kept per language (texts), in their declared order. */
export const TEXT_SETTINGS = SETTING_NAMES.filter((name) =>
  TRANSLATABLE.includes(settings.fields[name].kind),
) as TextSetting[];
export type TextSetting = {
  [N in SettingName]: SettingsDeclaration['fields'][N] extends { kind: TranslatableKind } ? N : never;
}[SettingName];

/** The record as stored and as the admin edits it. */
export type StoredSettings = StoredDocument<SettingsDeclaration>;

/**
 * The settings visitors never read: the staff's own addresses. (The applications' retention is
 * public: the privacy policy states it.)
 */
export const STAFF_ONLY_SETTINGS = ['notifyEmails', 'applicationNotifyEmails'] as const;
export type StaffOnlySetting = (typeof STAFF_ONLY_SETTINGS)[number];

/** How many days applications are kept when no administrator has set it. */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 180;

/** The four figures of the home page, in order. */
export const FIGURES = [1, 2, 3, 4] as const;
