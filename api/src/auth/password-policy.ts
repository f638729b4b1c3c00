import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../errors.ts';

const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

/** zxcvbn's list of about 49,000 passwords that people choose most often. */
const COMMON = new Set(dictionary['passwords-common'] as string[]);

/**
 * A password someone chooses for themselves (invitation, reset, change): long enough, not one of
 * the common ones, not the e-mail itself. The refusal names the rule for the admin to word.
 */
export function checkNewPassword(password: string, email: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`, 'password.too_short', {
      limit: PASSWORD_MIN_LENGTH,
    });
  }
  const plain = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (
    COMMON.has(plain) ||
    COMMON.has(plain.replace(/\d+$/, '')) ||
    plain.includes(email.toLowerCase()) ||
    plain === local
  ) {
    throw badRequest(
      'This password is one of the most common ones, or the e-mail itself: choose another',
      'password.common',
    );
  }
}
