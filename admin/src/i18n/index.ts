import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ru } from './ru.ts';
import { translateAll } from './translate.ts';

/** The back office speaks Russian only. */
export const i18nProvider = polyglotI18nProvider(() => ru, 'ru', [{ locale: 'ru', name: 'Русский' }], {
  allowMissing: true,
});
translateAll((key, options) => i18nProvider.translate(key, options));
