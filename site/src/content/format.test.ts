import { expect, it } from 'vitest';
import { formatDate } from './format.ts';

it('writes dates as each language does: ru-RU numerals on Russian pages, the long form elsewhere', () => {
  expect(formatDate('2026-03-02', 'ru')).toBe('02.03.2026');
  expect(formatDate('2026-03-02', 'en')).toBe('2\u00a0March 2026');
  expect(formatDate('2026-03-02', 'kk')).toBe('2026\u00a0жылғы 2\u00a0наурыз');
});
