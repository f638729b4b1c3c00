import { describe, expect, test } from 'vitest';
import { checkNewPassword } from '../../src/auth/password-policy.ts';
import { HttpError } from '../../src/errors.ts';

/** The built-in company's words, as the routes pass them: e-mail, site, name and address in three languages. */
const COMPANY = [
  'translator@example.kz',
  'example.kz',
  'ТОО «Компания-Пример»',
  'Example Company LLP',
  '«Мысал-Компания» ЖШС',
  'г. Атырау, ул. Примерная, 1',
  '1 Example Street, Atyrau, Kazakhstan',
  'Атырау қ., Мысал көшесі, 1',
  'info@example.kz',
];

/** The rule a password is refused by, or null when it is accepted. */
function refusal(password: string, inputs = COMPANY): string | null {
  try {
    checkNewPassword(password, inputs);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.code ?? 'refused';
    throw error;
  }
}

describe('the strength check knows Russian and Kazakh (security review N4)', () => {
  test('every password the review saw accepted is refused', () => {
    for (const password of [
      'йцукенгшщз',
      'пароль12345',
      'ЙЦУКЕН12345',
      'Ｐａｓｓｗｏｒｄ１２',
      'Пароль2026!',
      'qwertyйцукен',
      'Astana2026!',
      'Qazaqstan2026',
    ])
      expect(refusal(password), password).not.toBeNull();
  });

  test('what was refused before still is', () => {
    for (const password of [
      '          ',
      'abcdefghij\u200b',
      'aaaaaaaaaa',
      'Password!!',
      'example.com1',
      'qwertyuiop',
    ])
      expect(refusal(password, ['x@example.com', 'example.com']), password).not.toBeNull();
  });

  test('Cyrillic typed on the Russian layout is checked as its Latin keys; Kazakh letters as the Kazakh keys', () => {
    // `gfhjkm` is пароль on Latin keys, and the other way round.
    expect(refusal('gfhjkm2026!!')).not.toBeNull();
    expect(refusal('фывапролдж')).not.toBeNull(); // asdfghjkl;
    expect(refusal('ЯЧСМИТЬБЮ12')).not.toBeNull();
    // ә і ң ғ are 2 3 4 5 on the Kazakh layout: `1әіңғ` is `12345`.
    expect(refusal('1әіңғ67890')).not.toBeNull();
  });

  test('common Russian and Kazakh passwords, in Cyrillic and in Latin spelling, are refused', () => {
    for (const password of [
      'привет12345',
      'privet12345',
      'Любовь2026!',
      'lyubov2026!',
      'ljubov12345',
      'Солнышко2026',
      'solnyshko2026',
      'Казахстан2026',
      'kazakhstan2026',
      'Қазақстан2026!',
      'Алматы2026!!',
      'ялюблютебя1',
      'Наташа19900',
      'Максим2026!',
    ])
      expect(refusal(password), password).not.toBeNull();
  });

  test("the company's own words are refused however they are written: name, city, site, e-mail", () => {
    for (const password of [
      'Атырау2026!',
      'Atyrau2026!',
      'atyrau-2026',
      'Example2026!',
      'Мысал2026!!',
      'Пример2026!',
    ])
      expect(refusal(password), password).not.toBeNull();
    // Without those words the same name is just a word: the refusal came from the settings.
    expect(refusal('Мысал2026!', ['someone@mail.kz'])).toBeNull();
    expect(refusal('Мысал2026!')).toBe('password.common');
  });

  test('real passphrases pass, in Russian, Kazakh and English', () => {
    for (const password of [
      'Шесть бочек кумыса',
      'Ветер с Каспия в марте',
      'Степной ветер 2026',
      'Күздің алма бағы',
      'correct horse battery staple',
      'e2e-Staff-Passw0rd!',
    ])
      expect(refusal(password), password).toBeNull();
  });
});
