import { LIMITS, LOCALES } from '@industrial/api/content';
import { describe, expect, it } from 'vitest';
import { typeset } from '../i18n/typography.ts';
import { bodyMarkup } from './body-markup.ts';
import { breadcrumbList, headline, jsonLdText } from './structured-data.ts';

/**
 * Every text transform the site's build applies to staff's content, fed what a staff account can
 * save at the field's limit (a news body holds 500,000 characters): long runs of spaces, dashes,
 * digits, dots, tags without an end. Each must take time in proportion to the text's length (the
 * review's translator body of 150,000 spaces held publishing for 232 s). The input doubles up to the
 * limit and every size must finish within two seconds, far more than linear work needs on a loaded
 * machine (a few hundred milliseconds at the limit) and far less than quadratic work takes (minutes):
 * a quadratic transform fails at the first size past the budget, within seconds, before the larger
 * ones would take minutes.
 */
const BUDGET_MS = 2000;

/** `piece` repeated to `length` characters, between `start` and `end`. */
const run = (piece: string, length: number, start = '', end = '') =>
  start + piece.repeat(Math.ceil(length / piece.length)).slice(0, length) + end;

async function withinBudget(
  transform: (text: string) => unknown,
  input: (length: number) => string,
  limit: number,
) {
  for (let length = Math.ceil(limit / 64); ; length = Math.min(length * 2, limit)) {
    const text = input(length);
    const started = performance.now();
    await transform(text);
    const took = Math.round(performance.now() - started);
    expect(took, `${text.length} characters took ${took} ms`).toBeLessThan(BUDGET_MS);
    if (length === limit) break;
  }
}

/** Text that has been slow (or could be) for a regular expression over content. */
const TEXTS: Record<string, (length: number) => string> = {
  'spaces between words': (n) => run(' ', n, 'a', 'b'),
  'spaces before a dash with nothing after it': (n) => run(' ', n, 'a', '-b'),
  'spaced dashes': (n) => run(' - ', n),
  'dashes of each kind': (n) => run('-–—', n),
  'no-break and plain spaces': (n) => run('\u00a0 ', n),
  digits: (n) => run('1', n, '', 'x'),
  'digits and spaces': (n) => run('1 ', n),
  'digit groups': (n) => run('10 000 ', n),
  'number ranges chained': (n) => run('1-', n),
  'decimals chained': (n) => run('1,5.', n),
  'long numbers around a hyphen': (n) => `${run('1', n / 2)}-${run('2', n / 2)}-`,
  'a phone number without end': (n) => run('1 ', n, '+7 '),
  'phone-like pieces': (n) => run('+1(', n),
  'plus signs and digits': (n) => run('+12 -', n),
  dots: (n) => run('.', n),
  'sizes with ×': (n) => run('1 × ', n),
  'numbers and units': (n) => run('1 м ', n),
  abbreviations: (n) => run('г. ул. № ', n),
  'Kazakh place names': (n) => run('а қ. ', n),
  letters: (n) => run('я', n, '', ' '),
  'opening brackets without a closing one': (n) => run('<', n),
  'tags without an end': (n) => run('<a ', n),
  'nested tags': (n) => run('<p><b><i>', n),
  'tags and spaced dashes': (n) => run('<p> - </p>', n),
  'a paragraph of spaces': (n) => run(' ', n, '<p>a', 'b</p>'),
};

/** News-body HTML that has been slow (or could be) for the body's own handling of pictures and tables. */
const BODIES: Record<string, (length: number) => string> = {
  'picture tags without an end': (n) => run('<img ', n),
  'a picture tag of spaces without an end': (n) => run(' ', n, '<img'),
  'a picture tag with a long name': (n) => run('a', n, '<img ', '>'),
  'a picture tag with unclosed values': (n) => run(' a="x', n, '<img', '>'),
  'a picture tag with a value left open': (n) => run('a b ', n, '<img alt="', '>'),
  tables: (n) => run('<table></table>', n),
  'opening brackets': (n) => run('<', n),
  'a paragraph of spaces': (n) => run(' ', n, '<p>a', 'b</p>'),
};

describe('text transforms of the site build take time in proportion to the text', () => {
  for (const locale of LOCALES)
    it.each(Object.entries(TEXTS))(
      `typesets (${locale}) %s at the body's limit within two seconds`,
      async (_, input) => {
        await withinBudget((text) => typeset(text, locale), input, LIMITS.body);
      },
      60_000,
    );

  it.each(Object.entries(BODIES))(
    'lays out a news body of %s within two seconds',
    async (_, input) => {
      await withinBudget(
        (html) => {
          const markup = bodyMarkup(html);
          return markup.write(
            markup.pictures.map(() => ''),
            'Таблица',
          );
        },
        input,
        LIMITS.body,
      );
    },
    60_000,
  );

  it.each(Object.entries(TEXTS))(
    'cuts a headline from a title of %s within two seconds',
    async (_, input) => {
      await withinBudget((text) => headline(text), input, LIMITS.body);
    },
    60_000,
  );

  it.each(Object.entries(TEXTS))(
    'writes structured data holding %s within two seconds',
    async (_, input) => {
      await withinBudget(
        (text) => jsonLdText(breadcrumbList([{ name: text, url: 'https://example.com/' }])),
        input,
        LIMITS.body,
      );
    },
    60_000,
  );
});
