import { settings } from '@industrial/api/settings';
import { rejectedPatterns } from '@industrial/content-seed/glossary';
import { describe, expect, it } from 'vitest';
import { asClause, describeFailure } from '../apiErrors.ts';
import { i18nProvider } from './index.ts';
import { ru } from './ru.ts';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

/** Every message of the back office's own (not react-admin's), as `key: text` pairs. */
function messages(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([name, inner]) => messages(inner, `${key}.${name}`));
  return [];
}
const own = [...messages(ru.admin, 'admin'), ...messages(ru.resources, 'resources')];

describe('the back office’s Russian', () => {
  it('keeps the glossary of the site', () => {
    // A placeholder (`%{count}`, the policy's `{email}`) is a name, not a word of the text.
    const found = own.flatMap(([key, text]) =>
      rejectedPatterns('ru')
        .filter(({ pattern }) => pattern.test(text.replace(/%?\{\w+\}/g, '')))
        .map(({ term }) => `${key}: «${text}» (пишите «${term.use}»)`),
    );
    expect(found).toEqual([]);
  });

  it('says «цех», «двухэтапная проверка» and plain words where a developer would say otherwise', () => {
    const jargon = [
      /(?<![\p{L}/])(?:CI|API)(?!\p{L})/u,
      /продукт(?!\p{L}*ци)|втор\p{L}+ фактор|пересбор|пересобира/iu,
    ];
    const found = own.filter(([, text]) => jargon.some((pattern) => pattern.test(text)));
    expect(found.map(([key, text]) => `${key}: «${text}»`)).toEqual([]);
  });

  it('replaces the react-admin Russian staff meet daily: no «элемент», a «ё» where due, no programmer notes', () => {
    // Every react-admin text (the type lists each key it reads), not only those met daily.
    const stock = messages(ru.ra, 'ra').filter(([key]) => !key.startsWith('ra.tiptap.'));
    expect(stock.length).toBeGreaterThan(150);
    const found = stock.filter(([, text]) =>
      /элемент|dataProvider|email|игнорировать|Пожалуйста|Идет|удален(?!\p{L})|кол-во|regexp|\.\.\.|"/iu.test(
        text,
      ),
    );
    expect(found.map(([key, text]) => `${key}: «${text}»`)).toEqual([]);
    expect(translate('ra.notification.deleted', { smart_count: 1 })).toBe('Запись удалена');
    expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 25 })).toBe(
      '1–10 из 25',
    );
  });

  it('gives every counted message the three Russian forms', () => {
    const wrong = own.filter(([, text]) => text.includes('||||') && text.split('||||').length !== 3);
    expect(wrong).toEqual([]);
  });

  it('agrees the new requests label with the number above it', () => {
    const label = (count: number) => translate('admin.dashboard.new_requests', { smart_count: count });
    expect([1, 3, 5, 21, 0].map(label)).toEqual([
      'новая заявка',
      'новые заявки',
      'новых заявок',
      'новая заявка',
      'новых заявок',
    ]);
  });

  it('names lists in the plural react-admin asks for: nominative for a title, genitive for a count', () => {
    const names = ['products', 'services', 'projects', 'partners', 'certificates', 'requests', 'news'];
    const plural = names.map((name) => translate(`resources.${name}.name`, { smart_count: 2 }));
    expect(plural).toEqual(['Цеха', 'Услуги', 'Проекты', 'Партнёры', 'Сертификаты', 'Заявки', 'Новости']);
    // The list titles are that plural.
    expect(names.map((name) => translate(`resources.${name}.title`))).toEqual(plural);
    expect(translate('resources.products.name', { smart_count: 1 })).toBe('Цех');
    expect(
      translate('ra.page.empty', { name: translate('resources.products.name', { smart_count: 0 }) }),
    ).toBe('Нет цехов.');
  });

  it('words a long wait in minutes, a short one in seconds', () => {
    const wait = (retryAfter: number) =>
      describeFailure(429, { code: 'too_many_requests', params: { retryAfter } }, '/auth/login');
    expect(wait(900)).toBe('Слишком много запросов: подождите 15 мин и повторите');
    expect(wait(61)).toBe('Слишком много запросов: подождите 2 мин и повторите');
    expect(wait(30)).toBe('Слишком много запросов: подождите 30 с и повторите');
  });

  it('names the languages waiting for a translation in Russian', () => {
    const read = translate('admin.translations.waiting_link', {
      section: translate('resources.news.title'),
      language: translate('admin.translations.filter_en'),
      count: 3,
    });
    expect(read).toBe('Новости: ждут перевода на английский — 3');
    expect(
      translate('admin.translations.waiting_settings', {
        language: translate('admin.translations.filter_kk'),
        count: 2,
      }),
    ).not.toMatch(/\p{Script=Latin}/u);
  });

  it('names the languages of the translation marks in Russian', () => {
    for (const locale of ['ru', 'en', 'kk'])
      expect(translate(`admin.form.languages.${locale}`)).not.toMatch(/\p{Script=Latin}/u);
    expect(
      translate('admin.translations.long.missing', { language: translate('admin.form.languages.en') }),
    ).toBe('Английский: нет перевода');
  });

  it('reads a failure put inside another sentence with one colon', () => {
    const gone = describeFailure(404, { code: 'not_found' }, '/products/9');
    expect(translate('admin.delete.failed', { error: asClause(gone) })).toBe(
      'Ошибка при удалении: запись не найдена — возможно, её уже удалили',
    );
  });

  it('never shows staff the name of a server variable', () => {
    const named = own.filter(([, text]) => /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(text));
    expect(named).toEqual([]);
  });

  it('labels every setting, and hints at what to write in each one that is not a text', () => {
    const worded = (key: string) => translate(key, { _: '' }) !== '';
    for (const [name, declared] of Object.entries(settings.fields)) {
      expect(worded(`resources.settings.fields.${name}`), name).toBe(true);
      if (declared.kind !== 'text') expect(worded(`resources.settings.hints.${name}`), name).toBe(true);
    }
    for (const section of Object.keys(settings.sections))
      expect(worded(`admin.settings.sections.${section}`), section).toBe(true);
  });

  it('names the rows of a list by what they hold', () => {
    const item = translate('admin.form.item', { noun: settings.fields.notifyEmails.item.one, index: 1 });
    expect(item).toBe('Адрес 1');
    expect(translate('admin.form.add_item', { noun: settings.fields.notifyEmails.item.accusative })).toBe(
      'Добавить адрес',
    );
  });

  it('says in Russian why a test mail was not sent', () => {
    for (const reason of ['off', 'dns', 'refused', 'timeout', 'tls', 'auth', 'rejected', 'other'])
      expect(translate(`admin.server_settings.test_result.failed.${reason}`)).toMatch(
        /^Письмо не отправлено: /,
      );
  });

  it('shows roles by their Russian names', () => {
    expect(translate('admin.roles.editor')).toBe('редактор');
    expect(translate('admin.roles.translator')).toBe('переводчик');
  });
});
