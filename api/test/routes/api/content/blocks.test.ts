import { describe, expect, test } from 'vitest';
import { staffApp } from '../../../helper.ts';

// Repeating blocks on a content resource: a workshop's quality blocks («Гарантия качества»),
// declared with the same `field.rows` as the pages' blocks, each text translated on its own.
const t = staffApp();

type Block = { title: Record<string, string>; text: Record<string, string> };

const workshop = {
  name: { ru: 'Цех окраски', en: 'Paint Shop', kk: 'Бояу цехы' },
  description: { ru: 'Окрашиваем металлоконструкции.', en: 'We paint steel.', kk: 'Болатты бояймыз.' },
  producedTitle: { ru: 'Окрашенные конструкции', en: 'Painted structures' },
  quality: [
    {
      title: { ru: 'Контроль толщины', en: 'Thickness checks', kk: 'Қалыңдықты бақылау' },
      text: { ru: 'Замеряем каждый слой.', en: 'Every coat is measured.', kk: 'Әр қабат өлшенеді.' },
    },
    { title: { ru: 'Документы', en: 'Documents', kk: 'Құжаттар' }, text: { ru: 'Паспорт на партию.' } },
  ] as [Block, Block],
};

async function create(values: object = workshop) {
  const response = await t.callAs('editor', 'POST', '/api/products', values);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; quality: Block[]; version: number };
}
const read = async (id: number, query = '') =>
  (await t.callAs('editor', 'GET', `/api/products/${id}${query}`)).json().data;

describe("a workshop's quality blocks", () => {
  test('are kept in order with their heading; a reader gets them in one language, Russian where untranslated', async () => {
    const created = await create();
    expect(created.quality).toEqual(workshop.quality);
    const { translations } = await read(created.id);
    expect(translations.kk.missing).toEqual(['producedTitle', 'quality.1.text']);
    expect(translations.en.missing).toEqual(['quality.1.text']);

    const kk = (await t.callAs(null, 'GET', `/api/products/${created.id}?lang=kk`)).json().data;
    expect(kk.producedTitle).toBe('Окрашенные конструкции');
    expect(kk.quality).toEqual([
      { title: 'Қалыңдықты бақылау', text: 'Әр қабат өлшенеді.' },
      { title: 'Құжаттар', text: 'Паспорт на партию.' },
    ]);
    expect(kk.untranslated).toEqual(['producedTitle', 'quality.1.text']);
  });

  test('a workshop without them has none, and no heading of its own', async () => {
    const { id } = await create({ name: workshop.name, description: workshop.description });
    const en = (await t.callAs(null, 'GET', `/api/products/${id}?lang=en`)).json().data;
    expect(en).toMatchObject({ quality: [], untranslated: [] });
    expect(en.producedTitle).toBeUndefined();
  });

  test('staff reorder, add and remove them; a changed Russian text outdates its translations only', async () => {
    const { id } = await create();
    const [first, second] = workshop.quality;
    const changed = { ...first, text: { ...first.text, ru: 'Замеряем каждый слой дважды.' } };
    const saved = await t.callAs('editor', 'PUT', `/api/products/${id}`, { quality: [changed, second] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.translations.en).toMatchObject({
      missing: ['quality.1.text'],
      outdated: ['quality.0.text'],
    });
    const checked = await t.callAs('editor', 'PUT', `/api/products/${id}`, {
      checkedTranslations: { en: ['quality.0.text'] },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.translations.en.outdated).toEqual([]);
    expect(checked.json().data.translations.kk.outdated).toEqual(['quality.0.text']);

    const reordered = await t.callAs('editor', 'PUT', `/api/products/${id}`, { quality: [second, changed] });
    expect(reordered.json().data.translations.en.missing).toEqual(['quality.0.text']);
    const removed = await t.callAs('editor', 'PUT', `/api/products/${id}`, { quality: [changed] });
    expect(removed.json().data.quality).toEqual([changed]);
    expect(removed.json().data.translations.en.missing).toEqual([]);
  });

  test('a block without its Russian heading and more than six blocks are refused; other texts are dropped', async () => {
    const { id } = await create();
    const blank = await t.callAs('editor', 'PUT', `/api/products/${id}`, {
      quality: [{ title: { ru: ' ', en: 'Checks' }, text: { ru: 'Текст' } }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'field.required', params: { field: 'quality.0.title.ru' } });
    const other = await t.callAs('editor', 'PUT', `/api/products/${id}`, {
      quality: [{ title: { ru: 'Блок' }, text: { ru: 'Текст' }, icon: 'x' }],
    });
    expect(other.json().data.quality).toEqual([{ title: { ru: 'Блок' }, text: { ru: 'Текст' } }]);
    const block = { title: { ru: 'Блок' }, text: { ru: 'Текст' } };
    const many = await t.callAs('editor', 'PUT', `/api/products/${id}`, { quality: Array(7).fill(block) });
    expect(many.statusCode).toBe(400);
    expect((await read(id)).quality).toHaveLength(1);
  });

  test('a translator translates a block, and may not add, move, remove or rewrite one', async () => {
    const { id } = await create();
    const [first, second] = workshop.quality;
    const translated = [first, { ...second, text: { ...second.text, kk: 'Партияға паспорт.' } }];
    const saved = await t.callAs('translator', 'PUT', `/api/products/${id}`, { quality: translated });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.translations.kk.missing).toEqual(['producedTitle']);

    const refusals = [
      [second, first],
      [first],
      [...translated, { title: { ru: 'Новый' }, text: { ru: 'Блок' } }],
      [first, { ...translated[1], title: { ...second.title, ru: 'Бумаги' } }],
    ];
    for (const quality of refusals) {
      const refused = await t.callAs('translator', 'PUT', `/api/products/${id}`, { quality });
      expect(refused.statusCode, JSON.stringify(quality)).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role.translations_only' });
    }
    expect((await read(id)).quality).toEqual(translated);
  });
});
