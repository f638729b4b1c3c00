import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { news } from '../../../src/db/schema/index.ts';
import { staffApp, story } from '../../helper.ts';

const t = staffApp();

async function create(body: object) {
  const response = await t.callAs('editor', 'POST', '/api/news', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number; slug: Record<string, string> };
}

const change = async (id: number, body: object, role: 'editor' | 'translator' = 'editor') =>
  t.callAs(role, 'PUT', `/api/news/${id}`, body);

/** Where the site sends a request for `path`: the address of a 301, or its status. */
async function redirect(path: string): Promise<string | number> {
  const response = await t.app.inject({ method: 'GET', url: path });
  return response.statusCode === 301 ? (response.headers.location as string) : response.statusCode;
}

describe('readable addresses', () => {
  test('each language gets one from its title: Russian and Kazakh in Latin letters, English as it is', async () => {
    const created = await create(
      story({ ru: 'Вторая смена: 40 тонн', en: 'Second shift — 40 tonnes', kk: 'Екінші ауысым: 40 тонна' }),
    );
    expect(created.slug).toEqual({
      ru: 'vtoraya-smena-40-tonn',
      en: 'second-shift-40-tonnes',
      kk: 'ekinshi-auysym-40-tonna',
    });
    const russianOnly = await create(story({ ru: 'Қазақстандағы жаңа цех' }));
    expect(russianOnly.slug).toEqual({ ru: 'qazaqstandagy-zhana-tsekh' });
    // A reader of Kazakh gets the Russian address, as the page falls back to Russian.
    const kazakh = (await t.callAs(null, 'GET', `/api/news/${russianOnly.id}?lang=kk`)).json().data;
    expect(kazakh.slug).toBe('qazaqstandagy-zhana-tsekh');
    expect(kazakh.untranslated).toEqual(['name', 'description', 'mainContent']);
  });

  test('a title that is taken gets the next free address; a translation added later gets its own', async () => {
    const first = await create(story({ ru: 'Новый кран' }));
    const second = await create(story({ ru: 'Новый кран' }));
    const third = await create(story({ ru: 'Новый кран' }));
    expect([first.slug.ru, second.slug.ru, third.slug.ru]).toEqual([
      'novyy-kran',
      'novyy-kran-2',
      'novyy-kran-3',
    ]);
    const translated = await change(
      second.id,
      { name: { ru: 'Новый кран', en: 'A new crane' } },
      'translator',
    );
    expect(translated.statusCode, translated.body).toBe(200);
    expect(translated.json().data.slug).toEqual({ ru: 'novyy-kran-2', en: 'a-new-crane' });
    // The Russian title changes; the address stays, so links to it hold.
    const retitled = await change(second.id, { name: { ru: 'Кран введён в работу', en: 'A new crane' } });
    expect(retitled.json().data.slug.ru).toBe('novyy-kran-2');
  });

  test.each([
    ['capital letters and spaces are tidied', { en: '  Second-Shift ' }, 200, 'second-shift'],
    ['Cyrillic is refused', { ru: 'вторая-смена' }, 'slug.characters', 'slug.ru'],
    ['a double hyphen is refused', { en: 'second--shift' }, 'slug.characters', 'slug.en'],
    ['digits alone are the old numbered addresses', { ru: '2024' }, 'slug.numeric', 'slug.ru'],
    ['a word the routes use is refused', { kk: 'page' }, 'slug.reserved', 'slug.kk'],
    ['a long one is refused', { ru: 'a'.repeat(81) }, 'slug.too_long', 'slug.ru'],
  ])('staff write their own: %s', async (_case, slug, outcome, expected) => {
    const created = await create(story({ ru: 'Своя ссылка', en: 'Own link', kk: 'Өз сілтемесі' }));
    const response = await change(created.id, { slug: { ...created.slug, ...slug } });
    if (outcome === 200) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.slug.en).toBe(expected);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: outcome, params: { field: expected } });
  });

  test('two items saved at once on two instances never share an address', async () => {
    const other = await t.instance();
    const body = story({ ru: 'Одновременно', en: 'At once' });
    const headers = { authorization: `Bearer ${t.tokens.editor}` };
    const answers = await Promise.all(
      [t.app, other, t.app, other].map((app) =>
        app.inject({ method: 'POST', url: '/api/news', headers, payload: body }),
      ),
    );
    const slugs = answers.map((answer) => answer.json().data.slug);
    expect(new Set(slugs.map((slug) => slug.ru)).size).toBe(4);
    expect(new Set(slugs.map((slug) => slug.en)).size).toBe(4);
  });

  test('an address another item has, or had, is refused', async () => {
    const owner = await create(story({ ru: 'Занятый адрес' }));
    const other = await create(story({ ru: 'Другая новость' }));
    const taken = await change(other.id, { slug: { ru: owner.slug.ru } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'slug.taken', params: { field: 'slug.ru' } });
    await change(owner.id, { slug: { ru: 'novyy-adres' } });
    const formerly = await change(other.id, { slug: { ru: 'zanyatyy-adres' } });
    expect(formerly.json().code).toBe('slug.taken');
  });

  test('a translator may write the English and Kazakh addresses, not the Russian one', async () => {
    const created = await create(story({ ru: 'Перевод адреса', en: 'Address translation' }));
    const english = await change(
      created.id,
      { slug: { ...created.slug, en: 'translated-address' } },
      'translator',
    );
    expect(english.statusCode, english.body).toBe(200);
    const russian = await change(created.id, { slug: { ...created.slug, ru: 'perevod' } }, 'translator');
    expect(russian.statusCode).toBe(403);
  });
});

describe('no link breaks', () => {
  test('the numbered address and every address an item had lead to its address now, in each language', async () => {
    const created = await create(story({ ru: 'Первый адрес', en: 'First address' }));
    expect(await redirect(`/news/${created.id}`)).toBe('/news/pervyy-adres');
    expect(await redirect(`/en/news/${created.id}?utm_source=mail`)).toBe(
      '/en/news/first-address?utm_source=mail',
    );
    // Kazakh has no title: the Kazakh page is at the Russian address.
    expect(await redirect(`/kk/news/${created.id}`)).toBe('/kk/news/pervyy-adres');

    await change(created.id, { slug: { ru: 'vtoroy-adres', en: 'first-address' } });
    await change(created.id, { slug: { ru: 'tretiy-adres', en: 'third-address' } });
    // Both old addresses lead straight to the newest one: no chain of redirects.
    expect(await redirect('/news/pervyy-adres')).toBe('/news/tretiy-adres');
    expect(await redirect('/news/vtoroy-adres')).toBe('/news/tretiy-adres');
    expect(await redirect('/en/news/first-address')).toBe('/en/news/third-address');
    expect(await redirect(`/news/${created.id}`)).toBe('/news/tretiy-adres');

    // Back to an address it had: that one is its own again, and the others still lead there.
    await change(created.id, { slug: { ru: 'pervyy-adres', en: 'third-address' } });
    expect(await redirect('/news/tretiy-adres')).toBe('/news/pervyy-adres');
    expect(await redirect('/news/vtoroy-adres')).toBe('/news/pervyy-adres');
  });

  test('restoring an earlier version brings its address back, and the address it leaves redirects there', async () => {
    const created = await create(story({ ru: 'Версия с адресом' }));
    const changed = await change(created.id, { slug: { ru: 'drugoy-adres' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const restored = await t.callAs('editor', 'POST', `/api/news/${created.id}/revisions/1/restore`, {
      version: changed.json().data.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.slug.ru).toBe('versiya-s-adresom');
    expect(await redirect('/news/drugoy-adres')).toBe('/news/versiya-s-adresom');
  });

  // No site is built here: what leads nowhere gets the page that says the site is being built.
  test('a draft, an item in the trash or one deleted for good leads nowhere; unknown addresses stay unknown', async () => {
    const draft = await create(story({ ru: 'Черновик' }, { status: 'draft' }));
    expect(await redirect(`/news/${draft.id}`)).toBe(503);
    const gone = await create(story({ ru: 'Удалённая' }));
    await change(gone.id, { slug: { ru: 'udalyonnaya-novaya' } });
    await t.callAs('editor', 'DELETE', `/api/news/${gone.id}`);
    expect(await redirect(`/news/${gone.id}`)).toBe(503);
    expect(await redirect('/news/no-such-address')).toBe(503);
    expect(await redirect('/projects/1')).toBe(503);

    // Deleted for good: its old address is free again.
    await t.callAs('admin', 'DELETE', `/api/trash/news/${gone.id}`);
    const reused = await create(story({ ru: 'Новая' }, { slug: { ru: 'udalyonnaya' } }));
    expect(reused.slug.ru).toBe('udalyonnaya');
  });

  test('items saved before addresses existed get theirs at start', async () => {
    const created = await create(story({ ru: 'Старая новость', en: 'An old story' }));
    await t.db.update(news).set({ slug: {} }).where(eq(news.id, created.id));
    await t.instance();
    const read = (await t.callAs('admin', 'GET', `/api/news/${created.id}`)).json().data;
    expect(read.slug).toEqual({ ru: 'staraya-novost', en: 'an-old-story' });
    expect(read.translations.en).toMatchObject({ missing: ['description', 'mainContent'], outdated: [] });
  });
});

describe('pages of staff’s own, at the site’s root', () => {
  async function createPage(name: Record<string, string>, extra: object = {}) {
    const response = await t.callAs('editor', 'POST', '/api/customPages', {
      status: 'published',
      name,
      content: { ru: '<p>Текст страницы</p>' },
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version: number; slug: Record<string, string> };
  }

  test('an address made from a title never takes a word of the site’s own routes', async () => {
    const page = await createPage({ ru: 'Новости', en: 'News', kk: 'Privacy' });
    expect(page.slug).toEqual({ ru: 'novosti', en: 'news-2', kk: 'privacy-2' });
    // A news item may be called so: its page is under /news/.
    expect((await create(story({ ru: 'Production' }))).slug.ru).toBe('production');
  });

  test.each([
    ['a section of the site', { ru: 'production' }, 'slug.ru'],
    ['a language prefix', { en: 'kk' }, 'slug.en'],
    ['a word every item page keeps free', { kk: 'rss' }, 'slug.kk'],
  ])('staff cannot write %s', async (_case, slug, field) => {
    const page = await createPage({ ru: 'Поставщикам', en: 'For suppliers' });
    const response = await t.callAs('editor', 'PUT', `/api/customPages/${page.id}`, {
      slug: { ...page.slug, ...slug },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'slug.reserved', params: { field } });
    expect(response.json().message).toContain('production');
  });

  test('two pages cannot share an address; the numbered and the old addresses lead to the page', async () => {
    const first = await createPage({ ru: 'Охрана труда', en: 'Health and safety' });
    expect(first.slug).toEqual({ ru: 'okhrana-truda', en: 'health-and-safety' });
    const second = await createPage({ ru: 'Политика качества' });
    const taken = await t.callAs('editor', 'PUT', `/api/customPages/${second.id}`, {
      slug: { ru: 'okhrana-truda' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'slug.taken', params: { field: 'slug.ru' } });

    expect(await redirect(`/${first.id}`)).toBe('/okhrana-truda');
    expect(await redirect(`/en/${first.id}`)).toBe('/en/health-and-safety');
    const moved = await t.callAs('editor', 'PUT', `/api/customPages/${first.id}`, {
      slug: { ru: 'okhrana-truda-i-tb', en: 'health-and-safety' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await redirect('/okhrana-truda?from=mail')).toBe('/okhrana-truda-i-tb?from=mail');
    // No site is built here: an address no page ever had gets the page that says the site is being built.
    expect(await redirect('/no-such-page')).toBe(503);
  });
});
