import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest, type ErrorCode } from '../errors.ts';
import { COMMON_LATIN_WORDS, COMMON_RUSSIAN_WORDS } from './common-passwords-ru.ts';
import { hasCyrillic, latinKeys, latinSpellings } from './keyboard.ts';

const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;
/** zxcvbn's score (0–4) a chosen password needs: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

/** A word as staff may type it: itself, on the Latin keys of its Cyrillic letters, spelled in Latin. */
const writtenForms = (word: string) =>
  hasCyrillic(word) ? [word, latinKeys(word), ...latinSpellings(word)] : [word];

/** Russian and Kazakh words passwords are made of, in every form they are typed in. */
const RUSSIAN = [...new Set([...COMMON_RUSSIAN_WORDS.flatMap(writtenForms), ...COMMON_LATIN_WORDS])];

/** zxcvbn's list of about 49,000 passwords that people choose most often, and the Russian and Kazakh ones. */
const COMMON = new Set([...(dictionary['passwords-common'] as string[]), ...RUSSIAN]);

/** Characters nobody sees: controls, format characters (zero-width ones), private use, unassigned, fillers. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

const strength = new ZxcvbnFactory({
  dictionary: { ...dictionary, russian: RUSSIAN },
  graphs: adjacencyGraphs,
});
/** One to four characters over and over (`1111111111`, `abababab`), whatever zxcvbn calls it. */
const REPEATED = /^(.{1,4}?)\1+$/su;

/**
 * A password someone chooses for themselves (invitation, reset, change), NFKC-folded (fullwidth
 * `Ｐａｓｓｗｏｒｄ` is `Password`): not blank, no invisible characters, at least 10 visible
 * characters (a letter with accents counts once), not one of the common ones, and hard to guess by
 * zxcvbn's estimate (repeats, sequences, keyboard rows, dates, words and the `userInputs`, such as
 * the e-mail, the company's name and city and the site's address, all count against it). Cyrillic is
 * checked as typed and as the Latin keys it is typed with (`йцукен` is `qwerty`), against Russian
 * and Kazakh common words in Cyrillic, in Latin spelling and on those keys. The refusal names the
 * rule for the admin to word.
 */
export function checkNewPassword(password: string, userInputs: string[]): void {
  const text = password.normalize('NFKC');
  if (text.trim() === '') throw refused('The password cannot be blank', 'password.blank');
  if (INVISIBLE.test(text))
    throw refused('The password holds invisible characters: type it again', 'password.invisible');
  if ([...graphemes.segment(text)].length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`, 'password.too_short', {
      limit: PASSWORD_MIN_LENGTH,
    });
  }
  // As typed, and, when it has Cyrillic, as the keys typed: the forms a guesser tries.
  const typed = [text, ...(hasCyrillic(text) ? [latinKeys(text)] : [])];
  const forms = typed.map((form) => form.toLowerCase());
  const inputs = [...new Set(userInputs.flatMap(words).flatMap(writtenForms))].filter(
    (word) => word.length >= 3,
  );
  // A common word or one of the company's with digits and signs around it (`Astana2026!`) is no better.
  const common = (form: string) =>
    [form, form.replace(/\d+$/, ''), form.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')].some(
      (part) => COMMON.has(part) || inputs.includes(part),
    );
  if (forms.some(common)) {
    throw refused(
      'This password is one of the most common ones, or the e-mail itself: choose another',
      'password.common',
    );
  }
  if (forms.some((form) => REPEATED.test(form)))
    throw refused('The password repeats the same characters: choose another', 'password.repetitive');
  // The weaker of its forms is what a guesser meets.
  const [estimate] = typed
    .map((form) => strength.check(form, inputs))
    .sort((a, b) => a.score - b.score || a.guesses - b.guesses);
  if (!estimate || estimate.score >= MIN_SCORE) return;
  // Named after the longest part zxcvbn recognised: what most makes it guessable.
  const [worst] = [...estimate.sequence].sort((a, b) => b.token.length - a.token.length);
  if (worst?.pattern === 'repeat')
    throw refused('The password repeats the same characters: choose another', 'password.repetitive');
  if (worst?.pattern === 'sequence' || worst?.pattern === 'spatial')
    throw refused('The password is a sequence or a row of keys: choose another', 'password.sequence');
  throw refused('The password is too easy to guess: add more words or characters', 'password.weak');
}

const refused = (message: string, code: ErrorCode) => badRequest(message, code);

/** An input and its parts (an e-mail's name and domain labels, a name's words), lower case. */
function words(input: string): string[] {
  const lower = input.normalize('NFKC').toLowerCase();
  return [lower, ...lower.split(/[^\p{L}\p{N}]+/u)];
}
