import type { StoredSettings } from '@industrial/api/settings';

/**
 * The company's details a fresh install starts with (Настройки сайта). Every value here is a
 * PLACEHOLDER that staff replace in the back office before going live; the dashboard lists the ones
 * still unchanged (`placeholders`).
 */
export const company = {
  name: {
    ru: 'ТОО «Компания-Пример»',
    en: 'Example Company LLP',
    kk: '«Мысал-Компания» ЖШС',
  },
  phone: '+7 (700) 000-00-00',
  phoneChatUrl: 'https://wa.me/77000000000',
  email: 'info@example.kz',
  address: {
    ru: 'г. Атырау, ул. Примерная, 1',
    en: '1 Example Street, Atyrau, Kazakhstan',
    kk: 'Атырау қ., Мысал көшесі, 1',
  },
  hoursWeekdays: { ru: '9:00–18:00', en: '9:00–18:00', kk: '9:00–18:00' },
  hoursWeekend: { ru: 'выходной', en: 'closed', kk: 'демалыс' },
  messengerUrl: 'https://wa.me/77000000000',
  instagramUrl: 'https://www.instagram.com/example.company.kz',
  video: 'EXAMPLE_VIDEO',
  map: 'https://yandex.kz/maps/?ll=51.9238%2C47.0945&z=13',
  /** Nobody: until staff name someone, requests are mailed to REQUEST_NOTIFY_TO (if set). */
  notifyEmails: [],
} satisfies StoredSettings;
