import { readdir, readFile } from 'node:fs/promises';
import {
  describe as describeText,
  LOCALES,
  type Locale,
  type LocalizedText,
  pageTitle,
  SNIPPET,
} from '@industrial/api/content';
import { describe, expect, it } from 'vitest';
import { ACCENT } from '../src/built-in.ts';
import { company } from '../src/company.ts';
import { certificates, news, partners, products, projects, services } from '../src/index.ts';
import { pages } from '../src/pages.ts';

// Partners are brand names, the same in every language: they have their own test below.
const resources = { products, services, projects, news, certificates } as const;
const allItems = Object.entries(resources).flatMap(([resource, items]) =>
  items.map((item) => ({ key: `${resource}/${item.id}`, item: item as unknown as Record<string, unknown> })),
);

/** The item's fields kept per language: objects with a Russian value. */
function translatableFields(item: Record<string, unknown>) {
  return Object.entries(item).filter(
    (entry): entry is [string, Record<string, unknown>] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'ru' in entry[1],
  );
}

/** Every piece of text in one language's value: a string, a list, or name/value cards. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

const cyrillic = /[\u0400-\u04FF]/;
const kazakhLetters = /[әғқңөұүһі]/i;

describe('built-in content', () => {
  it('has 3 products, 6 services, 4 projects, 10 news items, 13 partners and 3 certificates with ids 1..n', () => {
    for (const [items, count] of [
      [products, 3],
      [services, 6],
      [projects, 4],
      [news, 10],
      [partners, 13],
      [certificates, 3],
    ] as const) {
      expect(items.map((item) => item.id)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    }
  });

  it.each(allItems)('$key is written in Russian, English and Kazakh', ({ key, item }) => {
    const fields = translatableFields(item);
    // A name and a description at least; a certificate has its title only.
    expect(fields.length).toBeGreaterThanOrEqual(key.startsWith('certificates/') ? 1 : 2);
    for (const [field, value] of fields) {
      for (const locale of LOCALES) {
        const words = texts(value[locale]);
        expect(words.length, `${field}.${locale}`).toBeGreaterThan(0);
        for (const word of words) expect(word.trim(), `${field}.${locale}`).not.toBe('');
      }
      if (Array.isArray(value.ru)) {
        expect((value.en as unknown[]).length, `${field}.en`).toBe(value.ru.length);
        expect((value.kk as unknown[]).length, `${field}.kk`).toBe(value.ru.length);
      }
      for (const word of texts(value.en)) expect(word, `${field}.en`).not.toMatch(cyrillic);
      expect(JSON.stringify(value.kk), `${field}.kk`).not.toBe(JSON.stringify(value.ru));
    }
  });

  it.each(partners)(
    'partners/$id carries its brand name in every language, so none reads as untranslated',
    (partner) => {
      expect(partner.name.ru).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(partner.name.en).toBe(partner.name.ru);
      expect(partner.name.kk).toBe(partner.name.ru);
    },
  );

  it.each(allItems)('$key has its prose in Kazakh, not Russian, under kk', ({ item }) => {
    for (const field of ['description', 'mainContent'] as const) {
      const value = item[field] as Record<string, string> | undefined;
      if (value) expect(value.kk, field).toMatch(kazakhLetters);
    }
  });

  it('states the spec figures of each workshop in every language', () => {
    const figures = {
      1: {
        ru: ['AISI 304/316', 'оцинкованная', '0,5–20 мм', '±0,1 мм', '1000 деталей за смену'],
        en: ['AISI 304/316', 'galvanised', '0.5–20 mm', '±0.1 mm', '1,000 parts per shift'],
        kk: ['AISI 304/316', 'мырышталған', '0,5–20 мм', '±0,1 мм', 'бір ауысымда 1000 бөлшек'],
      },
      2: {
        ru: ['TIG, MIG, MAG, MMA', '1–50 мм'],
        en: ['TIG, MIG, MAG, MMA', '1–50 mm'],
        kk: ['TIG, MIG, MAG, MMA', '1–50 мм'],
      },
      3: { ru: ['до 1200 °C'], en: ['up to 1,200 °C'], kk: ['1200 °C-қа дейін'] },
    } as const;
    for (const product of products) {
      for (const locale of LOCALES) {
        const text = [
          product.description[locale],
          ...texts(product.info2?.[locale]),
          ...texts(product.characteristics?.[locale]),
        ].join('\n');
        for (const figure of figures[product.id as 1 | 2 | 3][locale]) {
          expect(text, `products/${product.id} ${locale}`).toContain(figure);
        }
      }
    }
  });

  it('gives the projects 15, 12, 20 and 18 specialists and dates from 2019 to 2025', () => {
    expect(projects.map((project) => project.specialistsCount)).toEqual([15, 12, 20, 18]);
    for (const project of projects) {
      expect(project.date).toMatch(/^20(19|2[0-5])-\d\d-\d\d$/);
      expect(Number.isNaN(Date.parse(project.date ?? ''))).toBe(false);
    }
  });

  it('dates the news over 2024, 2025 and 2026, each a real YYYY-MM-DD day', () => {
    for (const item of news) {
      expect(item.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(new Date(`${item.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(item.date);
    }
    expect(new Set(news.map((item) => item.date?.slice(0, 4)))).toEqual(new Set(['2024', '2025', '2026']));
  });

  it.each(news)(
    'news/$id body uses only the allowed tags, balanced, with a subheading and a list',
    (item) => {
      const allowed = new Set(['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a']);
      for (const locale of LOCALES) {
        const body = item.mainContent[locale] ?? '';
        const opened = [...body.matchAll(/<([a-z0-9]+)[\s>]/gi)].map((match) => match[1]?.toLowerCase());
        const closed = [...body.matchAll(/<\/([a-z0-9]+)>/gi)].map((match) => match[1]?.toLowerCase());
        for (const tag of opened) expect(allowed, `${locale}: <${tag}>`).toContain(tag);
        expect(closed.sort(), locale).toEqual(opened.sort());
        expect(body, locale).toMatch(/^<p>/);
        expect(body, locale).toMatch(/<h[23]>/);
        expect(body, locale).toMatch(/<(ul|ol)><li>/);
      }
    },
  );

  it('draws every item from a committed SVG and leaves no drawing unused', async () => {
    const committed = (await readdir(new URL('../images/', import.meta.url))).filter((name) =>
      name.endsWith('.svg'),
    );
    const used = new Set(
      [...products, ...services, ...projects, ...news, ...partners, ...certificates].flatMap((item) =>
        Object.values(item.images).map((drawing) => drawing.file),
      ),
    );
    expect([...used].sort()).toEqual(committed.sort());
  });

  it('gives news items that share a drawing a different accent each', async () => {
    const looks = news.map((item) => `${item.images.img.file} ${item.images.img.accent ?? ACCENT}`);
    expect(new Set(looks).size).toBe(news.length);
    for (const { file, accent } of news.map((item) => item.images.img)) {
      if (accent)
        expect(await readFile(new URL(`../images/${file}`, import.meta.url), 'utf8')).toContain(ACCENT);
    }
  });
});

describe('built-in search texts (staff audit E8)', () => {
  // What a search result shows, measured as the admin's search fields measure it: the title with
  // the site's name after it, the description as written (or the start of the text it is made of).
  const shown = (own: LocalizedText | undefined, fallback: LocalizedText | undefined, locale: Locale) =>
    own?.[locale]?.trim() || fallback?.[locale] || '';
  const cases = [
    ...Object.entries(pages).map(([page, texts]) => ({
      key: `page ${page}`,
      texts: texts as unknown as Record<string, LocalizedText | undefined>,
      title: 'heroTitle',
      text: 'heroLead',
    })),
    ...[...products, ...news].map((item) => ({
      key: `${'producedTitle' in item ? 'products' : 'news'}/${item.id}`,
      texts: item as unknown as Record<string, LocalizedText | undefined>,
      title: 'name',
      text: 'description',
    })),
  ].flatMap((each) => LOCALES.map((locale) => ({ ...each, locale })));

  it.each(cases)('$key in $locale fits a search result', ({ texts, title, text, locale }) => {
    const searchTitle = shown(texts.searchTitle, texts[title], locale);
    const searchDescription =
      texts.searchDescription?.[locale]?.trim() || describeText(texts[text]?.[locale] ?? '');
    expect(searchTitle).not.toBe('');
    expect(pageTitle(searchTitle, company.name[locale]).length).toBeLessThanOrEqual(SNIPPET.title);
    expect(searchDescription.length).toBeGreaterThan(0);
    expect(searchDescription.length).toBeLessThanOrEqual(SNIPPET.description);
  });
});
