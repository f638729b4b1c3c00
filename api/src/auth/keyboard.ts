/**
 * What the staff's keyboards make of a password: Cyrillic typed on the Russian (ЙЦУКЕН) layout is
 * the Latin keys pressed (`йцукен` is `qwerty`, `пароль` is `gfhjkm`), and Kazakh letters sit on the
 * Kazakh layout's digit row (`ә` is the key `2`); and how Russian and Kazakh words are spelled in
 * Latin letters (`пароль` as `parol`, `любовь` as `lyubov`, `ljubov`, `lubov`).
 */

/** The Russian layout: each Cyrillic letter and the Latin key it is typed with. */
const RUSSIAN_KEYS: Record<string, string> = {
  й: 'q',
  ц: 'w',
  у: 'e',
  к: 'r',
  е: 't',
  н: 'y',
  г: 'u',
  ш: 'i',
  щ: 'o',
  з: 'p',
  х: '[',
  ъ: ']',
  ф: 'a',
  ы: 's',
  в: 'd',
  а: 'f',
  п: 'g',
  р: 'h',
  о: 'j',
  л: 'k',
  д: 'l',
  ж: ';',
  э: "'",
  я: 'z',
  ч: 'x',
  с: 'c',
  м: 'v',
  и: 'b',
  т: 'n',
  ь: 'm',
  б: ',',
  ю: '.',
  ё: '`',
};

/** The Kazakh layout's own letters, on the digit row where Latin layouts have the digits. */
const KAZAKH_KEYS: Record<string, string> = {
  ә: '2',
  і: '3',
  ң: '4',
  ғ: '5',
  ү: '8',
  ұ: '9',
  қ: '0',
  ө: '-',
  һ: '=',
};

const KEYS: Record<string, string> = { ...RUSSIAN_KEYS, ...KAZAKH_KEYS };

/** The Latin keys a text was typed with on the Russian or Kazakh layout, lower case; other characters stay. */
export function latinKeys(text: string): string {
  return [...text.toLowerCase()].map((char) => KEYS[char] ?? char).join('');
}

/** Ways people spell each Cyrillic letter in Latin: the first is the usual one. */
const SPELLINGS: Record<string, string[]> = {
  а: ['a'],
  б: ['b'],
  в: ['v'],
  г: ['g'],
  д: ['d'],
  е: ['e'],
  ё: ['e', 'yo', 'jo'],
  ж: ['zh', 'j'],
  з: ['z'],
  и: ['i'],
  й: ['y', 'j', 'i'],
  к: ['k'],
  л: ['l'],
  м: ['m'],
  н: ['n'],
  о: ['o'],
  п: ['p'],
  р: ['r'],
  с: ['s'],
  т: ['t'],
  у: ['u'],
  ф: ['f'],
  х: ['h', 'kh', 'x'],
  ц: ['c', 'ts'],
  ч: ['ch'],
  ш: ['sh'],
  щ: ['sch', 'shch'],
  ъ: [''],
  ы: ['y', 'i'],
  ь: [''],
  э: ['e'],
  ю: ['yu', 'ju', 'u'],
  я: ['ya', 'ja', 'a'],
  ә: ['a', 'ae'],
  і: ['i'],
  ң: ['n', 'ng'],
  ғ: ['g', 'gh'],
  ү: ['u', 'ue'],
  ұ: ['u'],
  қ: ['k', 'q'],
  ө: ['o', 'oe'],
  һ: ['h'],
};

/** At most this many spellings of one word: the combinations of a long word's letters grow fast. */
const MAX_SPELLINGS = 16;

/** A Cyrillic word's spellings in Latin letters (the usual one first); a word without Cyrillic, itself. */
export function latinSpellings(word: string): string[] {
  let spellings = [''];
  for (const char of word.toLowerCase()) {
    const options = SPELLINGS[char] ?? [char];
    spellings = spellings.flatMap((start) => options.map((option) => start + option)).slice(0, MAX_SPELLINGS);
  }
  // Each letter's usual spelling together, whatever the cut above left.
  const usual = [...word.toLowerCase()].map((char) => SPELLINGS[char]?.[0] ?? char).join('');
  return [...new Set([usual, ...spellings])];
}

/** Whether a text has a Cyrillic letter. */
export const hasCyrillic = (text: string) => /\p{Script=Cyrillic}/u.test(text);
