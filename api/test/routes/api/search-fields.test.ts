import { describe, expect, test } from 'vitest';
import { staffApp } from '../../helper.ts';

const t = staffApp({ uploads: ['photo-1.webp', 'photo-2.webp', 'photo-3.webp', 'photo-4.webp'] });

const story = (extra: object = {}) => ({
  name: { ru: 'Новый пресс на 400 тонн', en: 'A new 400-tonne press' },
  description: {
    ru: 'Цех металлообработки запустил гидравлический пресс на 400 тонн: теперь гнём листы до 20 мм за один проход.',
    en: 'The machining workshop started a 400-tonne hydraulic press: sheets up to 20 mm are now bent in one pass.',
  },
  mainContent: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
  date: '2026-11-20',
  img: '/uploads/photo-1.webp',
  imgAlt: { ru: 'Пресс', en: 'The press' },
  status: 'published',
  ...extra,
});

async function create(body: object, resource = 'news') {
  const response = await t.callAs('editor', 'POST', `/api/${resource}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: number; version: number };
}

const read = async (id: number, lang: string) =>
  (await t.callAs(null, 'GET', `/api/news/${id}?lang=${lang}`)).json().data;

type Flagged = { problem: string; resource: string; items: { id: number; name: string }[] }[];
const flagged = async (problem: string, id: number) =>
  ((await t.callAs('editor', 'GET', '/api/launch-check')).json().data.searchAppearance as Flagged).some(
    (entry) => entry.problem === problem && entry.items.some((item) => item.id === id),
  );

describe('search-engine and sharing fields', () => {
  test('an item page keeps its own title, description, sharing images and «не индексировать»; visitors read them per language', async () => {
    const created = await create(
      story({
        searchTitle: { ru: 'Пресс 400 т в Караганде', en: '400-tonne press in Karaganda' },
        searchDescription: { ru: 'Гибка листа до 20 мм за один проход.' },
        shareImage: { ru: '/uploads/photo-2.webp', kk: '/uploads/photo-3.webp' },
        noIndex: true,
      }),
    );
    expect(created).toMatchObject({
      searchTitle: { ru: 'Пресс 400 т в Караганде', en: '400-tonne press in Karaganda' },
      searchDescription: { ru: 'Гибка листа до 20 мм за один проход.' },
      shareImage: { ru: '/uploads/photo-2.webp', kk: '/uploads/photo-3.webp' },
      noIndex: true,
    });
    const english = await read(created.id, 'en');
    // English has no picture of its own: it shares the Russian one.
    expect(english).toMatchObject({
      searchTitle: '400-tonne press in Karaganda',
      shareImage: '/uploads/photo-2.webp',
      noIndex: true,
    });
    expect(await read(created.id, 'kk')).toMatchObject({ shareImage: '/uploads/photo-3.webp' });
    // The description is not translated: the English reader is told it is Russian, as for any field.
    // A picture shared from the Russian is no missing translation.
    expect(english.untranslated).toEqual(['searchDescription']);
    expect(created.translations).toMatchObject({ en: { missing: ['searchDescription'] } });

    const item = await t.callAs('editor', 'GET', `/api/news/${created.id}`);
    const changed = await t.callAs('editor', 'PUT', `/api/news/${created.id}`, {
      ...item.json().data,
      searchDescription: { ru: 'Гибка листа до 20 мм.', en: 'Bending sheets up to 20 mm.' },
      noIndex: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ noIndex: false, translations: { en: { missing: [] } } });
  });

  test('nothing else has them: a section without pages of its own keeps none', async () => {
    const service = await t.callAs('editor', 'POST', '/api/services', {
      name: { ru: 'Услуга' },
      description: { ru: 'Описание' },
      searchTitle: { ru: 'Заголовок' },
    });
    expect(service.statusCode, service.body).toBe(201);
    expect(service.json().data).not.toHaveProperty('searchTitle');
  });

  test('too long, hostile or of the wrong type is refused with the field named, and nothing is saved', async () => {
    const created = await create(story());
    const cases: [object, string][] = [
      [{ searchTitle: { ru: 'а'.repeat(201) } }, 'searchTitle'],
      [{ searchDescription: { ru: 'а'.repeat(501) } }, 'searchDescription'],
      [{ shareImage: { en: 'javascript:alert(1)' } }, 'shareImage'],
      [{ shareImage: '/uploads/photo-2.webp' }, 'shareImage'],
      [{ shareImage: { kk: '/uploads/never-uploaded.webp' } }, 'shareImage.kk'],
      [{ shareImage: { ru: 'https://elsewhere.example.com/card.jpg' } }, 'shareImage.ru'],
      [{ noIndex: 'yes' }, 'noIndex'],
    ];
    for (const [body, field] of cases) {
      const response = await t.callAs('editor', 'PUT', `/api/news/${created.id}`, {
        version: created.version,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        error: expect.any(String),
        message: expect.stringContaining(field),
      });
    }
    const kept = (await t.callAs('editor', 'GET', `/api/news/${created.id}`)).json().data;
    expect(kept).toMatchObject({
      version: created.version,
      searchTitle: {},
      shareImage: {},
      noIndex: false,
    });
  });

  test('a translator writes the English and Kazakh titles, descriptions and pictures, not the Russian or the switch', async () => {
    const created = await create(story());
    const translate = (body: object) =>
      t.callAs('translator', 'PUT', `/api/news/${created.id}`, { version: created.version, ...body });
    expect((await translate({ searchTitle: { ru: 'Русский' } })).statusCode).toBe(403);
    expect((await translate({ noIndex: true })).statusCode).toBe(403);
    expect((await translate({ shareImage: { ru: '/uploads/photo-3.webp' } })).statusCode).toBe(403);
    const english = await translate({
      searchTitle: { en: 'Press', kk: 'Пресс' },
      shareImage: { en: '/uploads/photo-3.webp' },
    });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().data).toMatchObject({
      searchTitle: { en: 'Press', kk: 'Пресс' },
      shareImage: { en: '/uploads/photo-3.webp' },
    });
  });

  test('the before-launch list names duplicate titles, missing descriptions and pages without a sharing image', async () => {
    const first = await create(story({ name: { ru: 'Одинаковый заголовок' } }));
    const second = await create(
      story({ name: { ru: 'Другой заголовок' }, searchTitle: { ru: 'Одинаковый заголовок' } }),
    );
    expect(await flagged('duplicateTitle', first.id)).toBe(true);
    expect(await flagged('duplicateTitle', second.id)).toBe(true);
    const retitled = await t.callAs('editor', 'PUT', `/api/news/${second.id}`, {
      version: second.version,
      searchTitle: { ru: 'Свой заголовок для поиска' },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await flagged('duplicateTitle', first.id)).toBe(false);

    const short = await create(story({ name: { ru: 'Короткий анонс' }, description: { ru: 'Коротко.' } }));
    expect(await flagged('shortDescription', short.id)).toBe(true);
    expect(await flagged('shortDescription', first.id)).toBe(false);
    const described = await t.callAs('editor', 'PUT', `/api/news/${short.id}`, {
      version: short.version,
      searchDescription: { ru: 'Описание для поисковых систем, в котором больше пятидесяти символов.' },
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(await flagged('shortDescription', short.id)).toBe(false);

    const imageless = await create(story({ name: { ru: 'Без картинки' }, img: null, imgAlt: {} }));
    expect(await flagged('noShareImage', imageless.id)).toBe(true);
    expect(await flagged('noShareImage', first.id)).toBe(false);
    // An English picture alone leaves the Russian and Kazakh pages with nothing to share.
    const english = await t.callAs('editor', 'PUT', `/api/news/${imageless.id}`, {
      version: imageless.version,
      shareImage: { en: '/uploads/photo-4.webp' },
    });
    expect(english.statusCode, english.body).toBe(200);
    expect(await flagged('noShareImage', imageless.id)).toBe(true);
    const shared = await t.callAs('editor', 'PUT', `/api/news/${imageless.id}`, {
      version: english.json().data.version,
      shareImage: { ru: '/uploads/photo-4.webp' },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(await flagged('noShareImage', imageless.id)).toBe(false);

    // A page kept from search engines, or a draft, is nobody's concern there.
    const hidden = await create(
      story({ name: { ru: 'Скрытая' }, description: { ru: 'Коротко.' }, noIndex: true }),
    );
    const draft = await create(
      story({ name: { ru: 'Черновик' }, description: { ru: 'Коротко.' }, status: 'draft' }),
    );
    expect(await flagged('shortDescription', hidden.id)).toBe(false);
    expect(await flagged('shortDescription', draft.id)).toBe(false);
  });
});
