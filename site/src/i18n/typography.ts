import type { Locale } from './locales.ts';

/** The no-break space that keeps a number with its unit and an abbreviation with its word. */
export const NBSP = '\u00a0';

/**
 * The units and counted words that must stay on the line of their number ("20 мм", "1,200 °C",
 * "35–40 тонн"). A Kazakh unit may carry its case ending after a hyphen ("мм-ге", "°C-қа").
 */
const UNITS: Record<Locale, readonly string[]> = {
  ru: [
    'мм',
    'см',
    'км',
    'м²',
    'м³',
    'м',
    'кг',
    'т',
    'тонн',
    'тонны',
    'тонна',
    '°C',
    'кВт',
    'ч',
    'мин',
    'г.',
    'гг.',
    'КБ',
    'МБ',
  ],
  en: ['mm', 'cm', 'km', 'm²', 'm³', 'm', 'kg', 't', 'tonnes', 'tonne', '°C', 'kW', 'h', 'min', 'KB', 'MB'],
  kk: ['мм', 'см', 'км', 'м²', 'м³', 'м', 'кг', 'т', 'тонна', '°C', 'кВт', 'сағ', 'мин', 'ж.', 'КБ', 'МБ'],
};

/** Abbreviations that are never left at the end of a line without the word they belong to. */
const ABBREVIATIONS_BEFORE: Record<Locale, readonly string[]> = {
  ru: ['г.', 'ул.', 'д.', 'пр.', 'обл.', 'т.', '№'],
  en: ['No.', 'St.'],
  kk: ['№'],
};
/** Kazakh writes the kind of place after its name: "Атырау қ.", "Мысал көш.". */
const ABBREVIATIONS_AFTER: Record<Locale, readonly string[]> = {
  ru: [],
  en: [],
  kk: ['қ.', 'көш.', 'обл.'],
};

/**
 * The dash between two parts of a sentence: Russian and Kazakh set an em dash, British English a
 * spaced en dash; either way it never starts a line.
 */
const SENTENCE_DASH: Record<Locale, string> = { ru: '—', en: '–', kk: '—' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
// A letter or digit may not follow a unit ("м" is not the start of "мастер"), but a case ending may.
const wordEnd = '(?![\\p{L}\\p{N}])';

interface Rules {
  unit: RegExp;
  before: RegExp | undefined;
  after: RegExp | undefined;
}

const rules = Object.fromEntries(
  (Object.keys(UNITS) as Locale[]).map((locale) => {
    const before = ABBREVIATIONS_BEFORE[locale];
    const after = ABBREVIATIONS_AFTER[locale];
    const value: Rules = {
      unit: new RegExp(`(\\d) (?=(?:${alternatives(UNITS[locale])})${wordEnd})`, 'gu'),
      before: before.length
        ? new RegExp(`(^|[\\s(«"])(${alternatives(before)}) (?=[\\p{L}\\p{N}])`, 'gu')
        : undefined,
      after: after.length
        ? new RegExp(`([\\p{L}\\p{N}]) (?=(?:${alternatives(after)})${wordEnd})`, 'gu')
        : undefined,
    };
    return [locale, value];
  }),
) as Record<Locale, Rules>;

/**
 * The places in text where a number stands apart from its unit with a plain space, so a line could
 * break between them: what typesetting must leave none of.
 */
export function unitBreaks(text: string, locale: Locale): string[] {
  const pattern = new RegExp(`\\d+(?:[.,]\\d+)*[ \\t\\n]+(?:${alternatives(UNITS[locale])})${wordEnd}`, 'gu');
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

/**
 * An international phone number written with spaces ("+7 701 123 45 67", "+7 (700) 000-00-00"):
 * bound whole, since a break anywhere in it leaves half a number on each line.
 */
const PHONE = /\+\d{1,3}(?:[ -]?(?:\(\d+\)|\d+))+/g;

/**
 * What every rule of typesetting needs in the text: a space, a dot or a hyphen. The text between two
 * tags often has none (`<p><b>`), and is left as it is without trying each rule.
 */
const TYPESET_MARKS = /[ .-]/;

/** Typesets one run of plain text (no markup). */
function typesetText(text: string, locale: Locale): string {
  const { unit, before, after } = rules[locale];
  let result = text
    .replace(PHONE, (phone) => phone.replaceAll(' ', NBSP))
    // One character for the ellipsis.
    .replace(/\.\.\./g, '…')
    // Ranges of numbers take an en dash without spaces ("35-40" → "35–40"); a chain such as a
    // phone number or an ISO date ("000-00-00", "2026-03-02") is left alone.
    .replace(/(?<![\d-])(\d+(?:[.,]\d+)?)-(\d+(?:[.,]\d+)?)(?![\d-])/g, '$1–$2')
    // A dash between words, typed as a hyphen or either dash with spaces around it. The match
    // starts only at the first space of a run: tried at every space of a long run, it was quadratic.
    .replace(/(?<! ) +[-–—] +/g, `${NBSP}${SENTENCE_DASH[locale]} `)
    // Digit groups of Russian and Kazakh numbers ("10 000") stay together.
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
    // Sizes such as "3,000 × 1,500 mm".
    .replace(/(\d) ×(?= \d)/g, `$1${NBSP}×`)
    .replace(/× (?=\d)/g, `×${NBSP}`)
    .replace(unit, `$1${NBSP}`);
  if (before) result = result.replace(before, `$1$2${NBSP}`);
  if (after) result = result.replace(after, `$1${NBSP}`);
  return result;
}

/**
 * Typesets text the way each language's readers expect: a number never parts from its unit, an
 * abbreviation ("г.", "ул.") from its word, nor a dash from the word before it; an ellipsis is one
 * character. Markup passes through as it is: only the text between tags is touched, so a rich news
 * body can go through as well as a title.
 */
export function typeset(text: string, locale: Locale): string {
  if (!text.includes('<')) return typesetText(text, locale);
  return textAndTags(text)
    .map((part, index) => (index % 2 === 1 || !TYPESET_MARKS.test(part) ? part : typesetText(part, locale)))
    .join('');
}

/**
 * HTML cut into its text and its tags in turn, text first (`a<b>c` → `a`, `<b>`, `c`): a tag runs
 * from a `<` to the next `>`, and a `<` with no `>` after it is text. One pass, so its time grows
 * with the length alone: the regular expression `/(<[^>]*>)/` read to the end of the text again from
 * every `<` of a long run without a `>`.
 */
export function textAndTags(html: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const open = html.indexOf('<', from);
    const close = open < 0 ? -1 : html.indexOf('>', open);
    if (close < 0) break;
    parts.push(html.slice(from, open), html.slice(open, close + 1));
    from = close + 1;
  }
  parts.push(html.slice(from));
  return parts;
}
