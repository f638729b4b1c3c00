import type { LocalizedText } from '@industrial/api/content';

/**
 * The company's details in one place. Every value here is a PLACEHOLDER: replace them with the
 * real name, phone, e-mail, address and links before going live. The site reads them at build time.
 */
export const company = {
  name: {
    ru: 'ТОО «Компания-Пример»',
    en: 'Example Company LLP',
    kk: '«Мысал-Компания» ЖШС',
  } satisfies LocalizedText,
  foundedYear: 2011,
  /** Shown as written; dialled and messaged through the digits only. */
  phone: '+7 (700) 000-00-00',
  /** Messaging chat the phone number opens. */
  phoneChatUrl: 'https://wa.me/77000000000',
  email: 'info@example.kz',
  address: {
    ru: 'г. Атырау, ул. Примерная, 1',
    en: '1 Example Street, Atyrau, Kazakhstan',
    kk: 'Атырау қ., Мысал көшесі, 1',
  } satisfies LocalizedText,
  hours: { weekdays: '9:00–18:00' },
  social: {
    messenger: 'https://wa.me/77000000000',
    instagram: 'https://www.instagram.com/example.company.kz',
  },
  /** Embedded player for the '15 years' video popup. */
  videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/EXAMPLE_VIDEO',
  /** Embedded map frame on the contacts page. */
  mapEmbedUrl: 'https://yandex.kz/map-widget/v1/?ll=51.9238%2C47.0945&z=13&pt=51.9238%2C47.0945',
  mapLinkUrl: 'https://yandex.kz/maps/?ll=51.9238%2C47.0945&z=13',
} as const;

export type Company = typeof company;
