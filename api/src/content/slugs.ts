/**
 * Readable addresses ("slugs") for the site's items, made from their titles in Russian, Kazakh or
 * English: «Вторая смена: 40 тонн» becomes `vtoraya-smena-40-tonn`. Plain functions: the caller
 * knows which addresses are taken and which words its routes use.
 *
 * One rule turns Cyrillic into Latin, the table below:
 * - Russian letters follow a simplified ICAO / Yandex practice: ж zh, х kh, ц ts, ч ch, ш sh,
 *   щ shch, й and ы y, ю yu, я ya, ё and э e; ъ and ь are dropped.
 * - Kazakh's own letters take the ASCII form of the 2021 Kazakh Latin alphabet, its diacritics
 *   dropped for addresses: ә a, ғ g, қ q, ң n, ө o, ұ u, ү u, һ h, і i. The letters Kazakh shares
 *   with Russian are read as in Russian (ш sh, ж zh).
 * Latin letters lose their marks (Café → `cafe`); anything else that is not a letter or digit
 * separates words.
 */

/** The longest address, in characters. */
export const SLUG_MAX_LENGTH = 80;

/** Why staff's address is refused, in the order `checkSlug` looks. */
export type SlugProblem = 'empty' | 'tooLong' | 'characters' | 'numeric' | 'reserved';

// Lowercase only: titles are lowercased first. The last line holds Latin letters whose mark does
// not come apart in Unicode, and Kazakh Latin's dotless ı.
// biome-ignore format: a table reads better in rows
const LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i',
  ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd',
};

/** A valid address: lowercase letters and digits, in words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The address a title suggests: transliterated (see above), lowercased, every run of other
 * characters made one hyphen, and cut to `SLUG_MAX_LENGTH` after a whole word where there is one.
 * A title with no letter or digit (punctuation, emoji) gives '', and one of digits only gives an
 * all-digit address that `checkSlug` refuses: what then is the caller's choice.
 */
export function suggestSlug(title: string): string {
  // NFKC first (ﬁ → fi, ³ → 3, № → No) keeps й and ё whole for the table; NFD then parts é into e + ´.
  const lower = title.normalize('NFKC').toLowerCase();
  const slug = Array.from(lower, (char) => LATIN[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return cut(slug, SLUG_MAX_LENGTH);
}

/**
 * What is wrong with an address staff typed, or `undefined` when it will do. Besides its length and
 * characters, it must not be all digits, which are the old numeric ids kept free for their
 * redirects, nor one of `reserved`: the words the caller's routes use (`page`, `rss`, `feed`).
 */
export function checkSlug(slug: string, reserved: readonly string[]): SlugProblem | undefined {
  if (slug === '') return 'empty';
  if (slug.length > SLUG_MAX_LENGTH) return 'tooLong';
  if (!SLUG.test(slug)) return 'characters';
  if (/^[0-9]+$/.test(slug)) return 'numeric';
  if (reserved.includes(slug)) return 'reserved';
  return undefined;
}

/**
 * `base` if it is free, else the first free of `base-2`, `base-3`, …, its base cut (after a whole
 * word where it can) to keep within `SLUG_MAX_LENGTH`. `base` is a valid address, not '': see
 * `suggestSlug`. `taken` must say no to some number, or this never returns.
 */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const slug = cut(base, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (!taken(slug)) return slug;
  }
}

/**
 * The short words an address cut mid-title must not end on: Russian and Kazakh prepositions and
 * conjunctions as `suggestSlug` writes them, and English ones («…-na-vystavke-v», "…-exhibition-in").
 */
const DANGLING = new Set([
  ...['a', 'i', 'v', 'vo', 's', 'so', 'k', 'ko', 'o', 'ob', 'u', 'na', 'po', 'za', 'do', 'ot', 'iz'],
  ...['bez', 'dlya', 'pri', 'pod', 'nad', 'pro', 'no', 'ili', 'ne', 'zhe', 'men', 'zhane', 'pen', 'ben'],
  ...['an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'from'],
]);

/**
 * A valid address cut to `max` characters: after its last whole word there that is not a dangling
 * preposition or conjunction, else mid-word.
 */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  // The character after the limit is looked at too: a hyphen there means the word before is whole.
  const end = slug.lastIndexOf('-', max);
  if (end <= 0) return slug.slice(0, max);
  const words = slug.slice(0, end).split('-');
  while (words.length > 1 && DANGLING.has(words.at(-1) as string)) words.pop();
  return words.join('-');
}
