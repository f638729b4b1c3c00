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

describe('restoring an earlier version', () => {
  test("of its Russian alone keeps every translation written since, a block's and a list's too", async () => {
    const created = await create({ ...workshop, info: { ru: ['Балки', 'Фермы'], en: ['Beams'] } });
    const [first, second] = workshop.quality;
    // The editor rewrites the Russian; a translator then translates the new Russian.
    const rewritten = await t.callAs('editor', 'PUT', `/api/products/${created.id}`, {
      name: { ...workshop.name, ru: 'Цех покраски' },
      info: { ru: ['Балки', 'Фермы', 'Колонны'], en: ['Beams'] },
      quality: [{ ...first, title: { ...first.title, ru: 'Контроль слоя' } }, second],
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const translated = await t.callAs('translator', 'PUT', `/api/products/${created.id}`, {
      name: { ...workshop.name, ru: 'Цех покраски', en: 'Coating Shop' },
      info: { ru: ['Балки', 'Фермы', 'Колонны'], en: ['Beams', 'Trusses', 'Columns'] },
      quality: [
        { ...first, title: { ...first.title, ru: 'Контроль слоя', en: 'Coat checks' } },
        { ...second, text: { ...second.text, kk: 'Әр партияға төлқұжат.' } },
      ],
    });
    expect(translated.statusCode, translated.body).toBe(200);

    const restored = await t.callAs(
      'editor',
      'POST',
      `/api/products/${created.id}/revisions/${created.version}/restore`,
      { keepTranslations: true },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const now = await read(created.id);
    expect(now.name).toEqual({ ...workshop.name, en: 'Coating Shop' });
    expect(now.info).toEqual({ ru: ['Балки', 'Фермы'], en: ['Beams', 'Trusses', 'Columns'] });
    expect(now.quality).toEqual([
      { ...first, title: { ...first.title, en: 'Coat checks' } },
      { ...second, text: { ...second.text, kk: 'Әр партияға төлқұжат.' } },
    ]);
    // The translations were made for the Russian that is gone: the translator is asked to look again.
    expect(now.translations.en.outdated).toEqual(expect.arrayContaining(['name', 'info', 'quality.0.title']));
    const history = (await t.callAs('editor', 'GET', `/api/products/${created.id}/revisions`)).json().data;
    expect(history[0]).toMatchObject({ action: 'restore', version: created.version + 3 });

    // Restored whole, the version brings its translations back as they were.
    const whole = await t.callAs(
      'editor',
      'POST',
      `/api/products/${created.id}/revisions/${created.version}/restore`,
      {},
    );
    expect(whole.statusCode, whole.body).toBe(200);
    expect((await read(created.id)).name).toEqual(workshop.name);
  });

  test("of a page's texts alone keeps their translations too", async () => {
    const page = async () => (await t.callAs('editor', 'GET', '/api/pages/contacts')).json().data;
    const built = await page();
    await t.callAs('editor', 'PUT', '/api/pages/contacts', {
      heroLead: { ...built.heroLead, ru: 'Напишите нам.' },
    });
    const before = await page();
    await t.callAs('editor', 'PUT', '/api/pages/contacts', {
      heroLead: { ...before.heroLead, ru: 'Позвоните нам.' },
    });
    const translated = await t.callAs('translator', 'PUT', '/api/pages/contacts', {
      heroLead: { ...before.heroLead, ru: 'Позвоните нам.', en: 'Give us a call.' },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const restored = await t.callAs(
      'editor',
      'POST',
      `/api/pages/contacts/revisions/${before.version}/restore`,
      { keepTranslations: true },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await page()).heroLead).toEqual({ ...before.heroLead, en: 'Give us a call.' });
  });

  test('refuses a flag that is not true or false', async () => {
    const created = await create();
    const refused = await t.callAs(
      'editor',
      'POST',
      `/api/products/${created.id}/revisions/${created.version}/restore`,
      { keepTranslations: 'yes please' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Bad Request' });
  });
});

describe('an outdated translation', () => {
  test('names the Russian it was made from, a block text’s too, so the translator sees what changed', async () => {
    const created = await create();
    const path = `/api/products/${created.id}/translated-from`;
    expect((await t.callAs('translator', 'GET', path)).json()).toEqual({ data: {} });
    const [first, second] = workshop.quality;
    await t.callAs('editor', 'PUT', `/api/products/${created.id}`, {
      name: { ...workshop.name, ru: 'Цех покраски' },
      quality: [{ ...first, title: { ...first.title, ru: 'Контроль слоя' } }, second],
    });
    await t.callAs('editor', 'PUT', `/api/products/${created.id}`, {
      name: { ...workshop.name, ru: 'Цех покраски и сушки' },
    });
    const answer = await t.callAs('translator', 'GET', path);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      en: { name: 'Цех окраски', 'quality.0.title': 'Контроль толщины' },
      kk: { name: 'Цех окраски', 'quality.0.title': 'Контроль толщины' },
    });
    expect((await t.callAs(null, 'GET', path)).statusCode).toBe(401);
    expect((await t.callAs('translator', 'GET', '/api/products/999999/translated-from')).statusCode).toBe(
      404,
    );
  });

  test("of a page's texts names its Russian too", async () => {
    const read = async () => (await t.callAs('editor', 'GET', '/api/pages/services')).json().data;
    const before = await read();
    await t.callAs('editor', 'PUT', '/api/pages/services', { heroTitle: { ...before.heroTitle } });
    await t.callAs('editor', 'PUT', '/api/pages/services', {
      heroTitle: { ...before.heroTitle, ru: 'Услуги для промышленности' },
    });
    const answer = await t.callAs('translator', 'GET', '/api/pages/services/translated-from');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.en).toEqual({ heroTitle: before.heroTitle.ru });
  });
});
