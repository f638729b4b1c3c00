import { LOCALES, type Locale } from '@industrial/api/content';
import { TEXT_SETTINGS } from '@industrial/api/settings';
import { certificates, news, products, projects, services } from '@industrial/content-seed';
import { company } from '@industrial/content-seed/company';
import { rejectedPatterns } from '@industrial/content-seed/glossary';
import { pages } from '@industrial/content-seed/pages';
import { describe, expect, it } from 'vitest';
import type { Dictionary } from './dictionary.ts';
import { en } from './en.ts';
import { translator } from './index.ts';
import { kk } from './kk.ts';
import { OPEN_GRAPH_LOCALES } from './locales.ts';
import { ru } from './ru.ts';
import { typeset, unitBreaks } from './typography.ts';

const dictionaries: Record<Locale, Dictionary> = { ru, en, kk };
const keys = Object.keys(ru) as (keyof Dictionary)[];

/** Every piece of text in a value: a string, a list, or name/value cards. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

/** The texts in one language of a field: a translated value, or the translated parts of an image. */
function fieldCopy(where: string, value: unknown, locale: Locale): [string, string][] {
  if (typeof value !== 'object' || value === null) return [];
  if ('ru' in value)
    return texts((value as Record<Locale, unknown>)[locale]).map((text): [string, string] => [where, text]);
  return Object.entries(value).flatMap(([part, inner]) => fieldCopy(`${where}.${part}`, inner, locale));
}

/** The built-in content written in one language, alt texts included, as `where: text` pairs. */
function seedCopy(locale: Locale): [string, string][] {
  const items = { products, services, projects, news, certificates } as Record<string, { id: number }[]>;
  return Object.entries(items).flatMap(([resource, list]) =>
    list.flatMap((item) =>
      Object.entries(item).flatMap(([field, value]) =>
        fieldCopy(`${resource}/${item.id}.${field}`, value, locale),
      ),
    ),
  );
}

/** The company's texts a fresh install starts with, and its pages' (the privacy policy among them). */
function companyCopy(locale: Locale): [string, string][] {
  return [
    ...TEXT_SETTINGS.map((name): [string, string] => [`settings.${name}`, company[name][locale] ?? '']),
    ...Object.entries(pages).flatMap(([page, texts]) =>
      Object.entries(texts).flatMap(([field, value]) => fieldCopy(`pages.${page}.${field}`, value, locale)),
    ),
  ];
}

function copy(locale: Locale): [string, string][] {
  const dictionary = dictionaries[locale];
  return [
    ...keys.map((key): [string, string] => [key, dictionary[key]]),
    ...seedCopy(locale),
    ...companyCopy(locale),
  ];
}

describe('dictionaries', () => {
  it.each(LOCALES)('%s has every key of the Russian one, none of them blank, and no other', (locale) => {
    const dictionary: Partial<Dictionary> = dictionaries[locale];
    expect(keys.filter((key) => !dictionary[key]?.trim())).toEqual([]);
    expect(Object.keys(dictionary).filter((key) => !(key in ru))).toEqual([]);
  });
});

describe('glossary', () => {
  it.each(LOCALES)('no rejected variant appears in the %s dictionary or built-in content', (locale) => {
    const found = copy(locale).flatMap(([where, text]) =>
      rejectedPatterns(locale)
        .filter(({ pattern }) => pattern.test(text.replace(/\{\w+\}/g, '')))
        .map(({ term, pattern }) => `${where}: ${pattern} (write "${term.use}")`),
    );
    expect(found).toEqual([]);
  });
});

describe('wording', () => {
  it.each(LOCALES)(
    'the %s copyright line takes the year it is built in, not a year written down',
    (locale) => {
      const line = translator(locale)('footer.copyright', { year: 2031, company: 'X' });
      expect(dictionaries[locale]['footer.copyright']).not.toMatch(/\d{4}/);
      expect(line).toMatch(/^©\s2031\sX\./);
    },
  );

  it.each(LOCALES)(
    '%s: each built-in workshop promises only the checks it makes (no weld tests in sewing)',
    (locale) => {
      const welds = /свар|weld|дәнекер/iu;
      const quality = (id: number) =>
        (products.find((product) => product.id === id)?.quality ?? []).map((block) => block.text?.[locale]);
      expect(quality(2).join(' ')).toMatch(welds);
      expect(quality(3).join(' ')).not.toMatch(welds);
      expect(quality(3)[0]).not.toBe(quality(1)[0]);
    },
  );

  it.each(LOCALES)('the %s messages name no standards: staff confirm them in the settings', (locale) => {
    const named = keys.filter((key) => /ГОСТ|СНиП|GOST|SNiP|МЕМСТ|ҚНжЕ/u.test(dictionaries[locale][key]));
    expect(named).toEqual([]);
    expect(company.standards[locale]).toBeTruthy();
  });

  it('tags the languages for the audience: Russian and Kazakh in Kazakhstan, British English', () => {
    expect(OPEN_GRAPH_LOCALES).toEqual({ ru: 'ru-KZ', en: 'en-GB', kk: 'kk-KZ' });
  });
});

describe('typography', () => {
  it.each(LOCALES)('%s messages keep every number on the line of its unit', (locale) => {
    const t = translator(locale);
    const breaks = keys.flatMap((key) => unitBreaks(t(key), locale).map((text) => `${key}: "${text}"`));
    expect(breaks).toEqual([]);
  });

  it.each(LOCALES)('%s content and company details do too once typeset', (locale) => {
    const all: [string, string][] = [...seedCopy(locale), ['company.address', company.address[locale] ?? '']];
    const breaks = all.flatMap(([where, text]) =>
      unitBreaks(typeset(text, locale), locale).map((found) => `${where}: "${found}"`),
    );
    expect(breaks).toEqual([]);
  });

  it('finds the breaks typesetting removes', () => {
    expect(unitBreaks('толщина 0,5–20 мм, до 1200 °C', 'ru')).toEqual(['20 мм', '1200 °C']);
    expect(unitBreaks('до 10 МБ', 'ru')).toEqual(['10 МБ']);
    expect(unitBreaks('10 МБ-қа дейін', 'kk')).toEqual(['10 МБ']);
    expect(unitBreaks('up to 10 MB', 'en')).toEqual(['10 MB']);
    expect(unitBreaks('0,5-тен 20 мм-ге дейін', 'kk')).toEqual(['20 мм']);
    expect(unitBreaks('20 masters, 5 mm', 'en')).toEqual(['5 mm']);
  });

  it('keeps numbers with units, digit groups and sizes together in each language', () => {
    expect(typeset('площадью 10 000 м², 0,5–20 мм, до 1200 °C', 'ru')).toBe(
      'площадью 10\u00a0000\u00a0м², 0,5–20\u00a0мм, до 1200\u00a0°C',
    );
    expect(typeset('a 3,000 × 1,500 mm bed, up to 1,200 °C', 'en')).toBe(
      'a 3,000\u00a0×\u00a01,500\u00a0mm bed, up to 1,200\u00a0°C',
    );
    expect(typeset('1200 °C-қа дейін, 20 мм-ге дейін', 'kk')).toBe(
      '1200\u00a0°C-қа дейін, 20\u00a0мм-ге дейін',
    );
    // A unit is a whole word: "м" does not start "мастер".
    expect(typeset('5 мастеров и 5 м трубы', 'ru')).toBe('5 мастеров и 5\u00a0м трубы');
  });

  it('binds abbreviations to their words the way each language writes them', () => {
    expect(typeset('г. Атырау, ул. Примерная, 1', 'ru')).toBe('г.\u00a0Атырау, ул.\u00a0Примерная, 1');
    expect(typeset('Атырау қ., Мысал көшесі, 1', 'kk')).toBe('Атырау\u00a0қ., Мысал көшесі, 1');
    expect(typeset('since 2011 г.', 'ru')).toBe('since 2011\u00a0г.');
  });

  it('sets dashes and ellipses per language', () => {
    expect(typeset('Понедельник - пятница', 'ru')).toBe('Понедельник\u00a0— пятница');
    expect(typeset('Дүйсенбі – жұма', 'kk')).toBe('Дүйсенбі\u00a0— жұма');
    expect(typeset('on time - and on budget', 'en')).toBe('on time\u00a0– and on budget');
    expect(typeset('35-40 тонн', 'ru')).toBe('35–40\u00a0тонн');
    expect(typeset('Загрузка...', 'ru')).toBe('Загрузка…');
  });

  it('keeps a phone number whole on one line, and its hyphens as they are', () => {
    for (const locale of LOCALES) {
      expect(typeset('например +7 701 123 45 67.', locale)).toBe(
        'например +7\u00a0701\u00a0123\u00a045\u00a067.',
      );
    }
    expect(typeset('+7 (700) 000-00-00', 'ru')).toBe('+7\u00a0(700)\u00a0000-00-00');
    for (const locale of LOCALES) {
      const example = translator(locale)('request.phoneInvalid');
      expect(example).toContain('+7\u00a0701\u00a0123\u00a045\u00a067');
    }
  });

  it('leaves dates, addresses and markup as they are', () => {
    expect(typeset('2026-03-02, тел. 000-00-00', 'ru')).toBe('2026-03-02, тел. 000-00-00');
    expect(typeset('<p class="a - b">Цех - <strong>20 мм</strong></p>', 'ru')).toBe(
      '<p class="a - b">Цех\u00a0— <strong>20\u00a0мм</strong></p>',
    );
  });

  it('sets English quotes and apostrophes curly, as the rest of the English copy', () => {
    const straight = copy('en')
      .map(([where, text]): [string, string] => [where, text.replace(/<[^>]*>/g, '')])
      .filter(([, text]) => /['"]/.test(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(straight).toEqual([]);
  });

  it('changes nothing but spaces in the written copy: dashes and ellipses are already right', () => {
    for (const locale of LOCALES) {
      for (const [where, text] of copy(locale)) {
        expect(typeset(text, locale).replaceAll('\u00a0', ' '), where).toBe(text);
      }
    }
  });
});
