import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { comparedLines, lineValue, readable } from './revisionFields.ts';

const translate = ((key: string) => key) as TranslateFunction;

describe("a version's repeating blocks in the history's comparison", () => {
  const quality = [
    { title: { ru: 'Контроль', en: 'Checks' }, text: { ru: 'Замеряем каждый слой.', en: 'Every coat.' } },
    { title: { ru: 'Документы' }, text: { ru: 'Паспорт на партию.' } },
  ];

  it('compares them per language, a block a line of its texts', () => {
    const lines = comparedLines(translate, 'products').filter((line) => line.field === 'quality');
    expect(lines.map((line) => line.key)).toEqual(['quality.ru', 'quality.en', 'quality.kk']);
    const [ru, en] = lines.map((line) => readable(translate, lineValue({ quality }, line)));
    expect(ru).toBe('Контроль — Замеряем каждый слой.\nДокументы — Паспорт на партию.');
    expect(en).toBe('Checks — Every coat.\n');
  });
});
