/**
 * The settings are declared with content's field kinds, and each kind's rule is the one the API
 * applies and the back office's form says beside the field (`checkField`).
 */
import { expect, test } from 'vitest';
import { checkField, field, KINDS } from '../../src/content/index.ts';
import { SETTING_NAMES, settings, TEXT_SETTINGS } from '../../src/settings/fields.ts';

test('every setting is a field of a kind content has, in one section of the form', () => {
  const sections = Object.values(settings.sections).flatMap((fields) => Object.keys(fields));
  expect(sections).toEqual(SETTING_NAMES);
  for (const name of SETTING_NAMES) expect(Object.keys(KINDS)).toContain(settings.fields[name].kind);
  expect(TEXT_SETTINGS).toContain('about');
  expect(TEXT_SETTINGS).not.toContain('phone');
  expect(settings.fields.about).toMatchObject({ kind: 'text', rows: 4 });
});

test('each kind refuses what it cannot keep, with the rule the API names', () => {
  const code = (declared: Parameters<typeof checkField>[0], value: unknown) =>
    checkField(declared, value)?.code ?? 'fine';
  const text = field.text();
  expect(code(text, { ru: ' ', en: 'x' })).toBe('field.required');
  expect(checkField(text, { ru: '' })?.at).toBe('ru');
  expect(code(field.text(300, { optional: true }), { ru: '' })).toBe('fine');
  expect(code(field.link(), 'tel:+77000000000')).toBe('link.unsafe');
  expect(code(field.link({ tel: true }), 'tel:+77000000000')).toBe('fine');
  expect(code(field.link({ tel: true }), 'javascript:alert(1)')).toBe('link.unsafe');
  expect(code(field.link(), '')).toBe('fine');
  expect(code(field.email(), 'info@example.kz')).toBe('fine');
  expect(code(field.email(), 'info@')).toBe('link.email');
  const emails = field.emails({ one: 'Адрес', accusative: 'адрес' });
  expect(code(emails, ['a@example.kz', 'b@example.kz'])).toBe('fine');
  expect(code(emails, ['a@example.kz', 'nobody'])).toBe('link.email');
  expect(KINDS.emails.tidy([' a@example.kz ', '', '  '])).toEqual(['a@example.kz']);
  expect(code(field.embed('video'), 'https://youtu.be/dQw4w9WgXcQ')).toBe('fine');
  expect(code(field.embed('video'), 'https://evil.example/v/1')).toBe('link.video');
  expect(code(field.embed('map'), '47.0945, 51.9238')).toBe('fine');
  expect(code(field.embed('map'), 'somewhere')).toBe('link.map');
  expect(code(field.plain(), 'anything at all')).toBe('fine');
});
