import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest, type ErrorCode } from '../errors.ts';

const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;
/** zxcvbn's score (0–4) a chosen password needs: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

/** zxcvbn's list of about 49,000 passwords that people choose most often. */
const COMMON = new Set(dictionary['passwords-common'] as string[]);

/** Characters nobody sees: controls, format characters (zero-width ones), private use, unassigned, fillers. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
/** One to four characters over and over (`1111111111`, `abababab`), whatever zxcvbn calls it. */
const REPEATED = /^(.{1,4}?)\1+$/su;

/**
 * A password someone chooses for themselves (invitation, reset, change), in NFC: not blank, no
 * invisible characters, at least 10 visible characters (a letter with accents counts once), not
 * one of the common ones, and hard to guess by zxcvbn's estimate (repeats, sequences, keyboard
 * rows, dates, words and the `userInputs`, such as the e-mail and the site's name, all count
 * against it). The refusal names the rule for the admin to word.
 */
export function checkNewPassword(password: string, userInputs: string[]): void {
  const text = password.normalize('NFC');
  if (text.trim() === '') throw refused('The password cannot be blank', 'password.blank');
  if (INVISIBLE.test(text))
    throw refused('The password holds invisible characters: type it again', 'password.invisible');
  if ([...graphemes.segment(text)].length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`, 'password.too_short', {
      limit: PASSWORD_MIN_LENGTH,
    });
  }
  const plain = text.toLowerCase();
  const inputs = userInputs.flatMap(words).filter((word) => word.length >= 3);
  if (COMMON.has(plain) || COMMON.has(plain.replace(/\d+$/, '')) || inputs.some((word) => plain === word)) {
    throw refused(
      'This password is one of the most common ones, or the e-mail itself: choose another',
      'password.common',
    );
  }
  if (REPEATED.test(text))
    throw refused('The password repeats the same characters: choose another', 'password.repetitive');
  const estimate = strength.check(text, inputs);
  if (estimate.score >= MIN_SCORE) return;
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
  const lower = input.normalize('NFC').toLowerCase();
  return [lower, ...lower.split(/[^\p{L}\p{N}]+/u)];
}
