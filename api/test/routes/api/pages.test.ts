import { seedPages } from '@industrial/content-seed';
import { beforeAll, describe, expect, test } from 'vitest';
import { PAGE_NAMES, pages } from '../../../src/content/pages.ts';
import { siteFingerprint } from '../../../src/publish/fingerprint.ts';
import { builtIn, staffApp } from '../../helper.ts';

// The texts of the site's own pages (Страницы): a document per page, read by anyone in one
// language, saved by staff with the same safety as the settings.
const t = staffApp();
// As the seed writes them at a fresh install's first start.
beforeAll(() => seedPages(t.db));
const home = builtIn.pages.home;

const read = async (page: string, query = '') =>
  (await t.callAs('editor', 'GET', `/api/pages/${page}${query}`)).json().data;

describe('reading', () => {
  test('the list names every declared page with its address and version', async () => {
    const response = await t.callAs('translator', 'GET', '/api/pages');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { page: string; title: string; path: string; version: number }[];
    expect(list.map((entry) => entry.page)).toEqual(PAGE_NAMES);
    expect(list[0]).toMatchObject({ page: 'home', title: 'Главная', path: '/', version: 1 });
    expect((await t.callAs(null, 'GET', '/api/pages')).statusCode).toBe(401);
  });

  test('a fresh install has the seeded texts; a visitor reads them in one language', async () => {
    expect(await read('home')).toMatchObject({ heroTitle: home.heroTitle, version: 1 });
    const kk = (await t.callAs(null, 'GET', '/api/pages/home?lang=kk')).json().data;
    expect(kk).toMatchObject({ heroTitle: home.heroTitle.kk, shareImage: null, untranslated: [] });
    // A text nobody wrote in any language reads as empty, never missing.
    const services = (await t.callAs(null, 'GET', '/api/pages/services?lang=en')).json().data;
    expect(services.searchTitle).toBe('');
  });

  test('an unknown page is a 404', async () => {
    expect((await t.callAs(null, 'GET', '/api/pages/nowhere')).statusCode).toBe(404);
  });
});

describe('saving', () => {
  test('an editor saves a text: a new version, kept in the history and the action log', async () => {
    const before = await read('services');
    const response = await t.callAs('editor', 'PUT', '/api/pages/services', {
      heroLead: { ...before.heroLead, ru: 'Новый вводный текст услуг.' },
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ version: before.version + 1 });
    // The English was made from the Russian that changed: it is outdated now.
    expect(response.json().data.translations.en.outdated).toEqual(['heroLead']);
    expect((await t.callAs(null, 'GET', '/api/pages/services?lang=ru')).json().data.heroLead).toBe(
      'Новый вводный текст услуг.',
    );
    const history = (await t.callAs('editor', 'GET', '/api/pages/services/revisions')).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'initial']);
    expect(history[0].changes).toEqual(['heroLead.ru']);
    const audit = (await t.callAs('admin', 'GET', '/api/audit?resource=pages')).json().data;
    expect(audit[0]).toMatchObject({
      resource: 'pages',
      itemId: pages.services.historyId,
      details: { title: 'Услуги', changes: ['heroLead.ru'] },
    });
  });

  test('a save asks for the site to be published, and changes what the site is built from', async () => {
    const content = async () =>
      (await siteFingerprint({ app: t.app, sourceDirs: [], siteUrl: 'https://example.kz' })).content;
    const before = await content();
    const current = await read('home');
    const published = t.published.length;
    await t.callAs('translator', 'PUT', '/api/pages/home', {
      heroEyebrow: { ...current.heroEyebrow, kk: '2011 жылдан' },
    });
    expect(t.published.slice(published)).toEqual(['page home texts updated']);
    // A restart compares it with the live site's: a changed text is a rebuild, not «already shown».
    expect(await content()).not.toBe(before);
  });

  test('a page saves whole, as the back office sends it, while its optional search title is unwritten', async () => {
    const { version, updatedAt: _, translations: __, ...values } = await read('news');
    expect(values.searchTitle).toEqual({});
    const whole = await t.callAs('editor', 'PUT', '/api/pages/news', { ...values, version });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().data).toMatchObject({ searchTitle: {}, version: version + 1 });
  });

  test('a save made on an older version is refused (409) and changes nothing', async () => {
    const current = await read('projects');
    const first = await t.callAs('editor', 'PUT', '/api/pages/projects', {
      heroTitle: { ...current.heroTitle, ru: 'Объекты' },
      version: current.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.callAs('admin', 'PUT', '/api/pages/projects', {
      heroTitle: { ...current.heroTitle, ru: 'Портфолио' },
      version: current.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'version.stale',
      params: { version: current.version + 1, by: 'editor.role@example.kz', at: expect.any(String) },
    });
    expect((await read('projects')).heroTitle.ru).toBe('Объекты');
  });

  test('a missing Russian text, a stray field and a picture that is no upload are refused', async () => {
    const missing = await t.callAs('editor', 'PUT', '/api/pages/news', {
      heroTitle: { ru: '  ', en: 'News' },
    });
    expect(missing.statusCode).toBe(400);
    // A field the page does not have is not kept.
    await t.callAs('editor', 'PUT', '/api/pages/news', { heroSubtitle: { ru: 'x' } });
    expect(await read('news')).not.toHaveProperty('heroSubtitle');
    const picture = await t.callAs('editor', 'PUT', '/api/pages/news', {
      shareImage: { kk: '/uploads/never-stored.webp' },
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json()).toMatchObject({ code: 'image_missing', params: { field: 'shareImage.kk' } });
    const hostile = await t.callAs('editor', 'PUT', '/api/pages/news', {
      shareImage: { ru: 'javascript:alert(1)' },
    });
    expect(hostile.statusCode).toBe(400);
    expect((await read('news')).heroTitle).toEqual(builtIn.pages.news.heroTitle);
  });

  test('a translator changes the English and Kazakh, not the Russian; a visitor saves nothing', async () => {
    const current = await read('contacts');
    const english = await t.callAs('translator', 'PUT', '/api/pages/contacts', {
      heroLead: { ...current.heroLead, en: 'Call or write to us.' },
    });
    expect(english.statusCode).toBe(200);
    const russian = await t.callAs('translator', 'PUT', '/api/pages/contacts', {
      heroLead: { ...current.heroLead, ru: 'Звоните.' },
    });
    expect(russian.statusCode).toBe(403);
    expect((await t.callAs(null, 'PUT', '/api/pages/contacts', { heroLead: { ru: 'x' } })).statusCode).toBe(
      401,
    );
    expect((await read('contacts')).heroLead).toEqual({ ...current.heroLead, en: 'Call or write to us.' });
  });

  test('a text whose translation is cleared is shown in Russian and named untranslated', async () => {
    const current = await read('production');
    const { kk: _, ...withoutKazakh } = current.heroTitle;
    await t.callAs('editor', 'PUT', '/api/pages/production', { heroTitle: withoutKazakh });
    const kk = (await t.callAs(null, 'GET', '/api/pages/production?lang=kk')).json().data;
    expect(kk.heroTitle).toBe(current.heroTitle.ru);
    expect(kk.untranslated).toEqual(['heroTitle']);
    expect((await read('production')).translations.kk.missing).toEqual(['heroTitle']);
  });

  test('an earlier version is restored as a new one', async () => {
    const before = await read('home');
    await t.callAs('editor', 'PUT', '/api/pages/home', {
      heroEyebrow: { ...before.heroEyebrow, ru: 'С 2012 года' },
    });
    const restored = await t.callAs(
      'editor',
      'POST',
      `/api/pages/home/revisions/${before.version}/restore`,
      {},
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({
      heroEyebrow: before.heroEyebrow,
      version: before.version + 2,
    });
  });
});

describe('repeating blocks', () => {
  type Block = { title: Record<string, string>; text: Record<string, string> };

  test('staff reorder, add and remove blocks; each text is translated on its own', async () => {
    const current = await read('home');
    const values = current.values as Block[];
    const reordered = [...values].reverse();
    const saved = await t.callAs('editor', 'PUT', '/api/pages/home', { values: reordered });
    expect(saved.statusCode, saved.body).toBe(200);
    const ru = (await t.callAs(null, 'GET', '/api/pages/home?lang=ru')).json().data;
    expect(ru.values.map((block: { title: string }) => block.title)).toEqual(
      reordered.map((block) => block.title.ru),
    );

    // A new block written only in Russian: its texts wait for a translation, and read in Russian.
    const added = [...reordered, { title: { ru: 'Безопасность' }, text: { ru: 'Работаем без травм.' } }];
    const withNew = await t.callAs('editor', 'PUT', '/api/pages/home', { values: added });
    expect(withNew.json().data.translations.kk.missing).toEqual(['values.4.title', 'values.4.text']);
    const kk = (await t.callAs(null, 'GET', '/api/pages/home?lang=kk')).json().data;
    expect(kk.values[4]).toEqual({ title: 'Безопасность', text: 'Работаем без травм.' });
    expect(kk.untranslated).toEqual(['values.4.title', 'values.4.text']);
  });

  test('a translator translates a block, and may not add, move or remove one', async () => {
    const values = (await read('home')).values as Block[];
    const translated = values.map((block, index) =>
      index === 4 ? { ...block, title: { ...block.title, kk: 'Қауіпсіздік' } } : block,
    );
    expect((await t.callAs('translator', 'PUT', '/api/pages/home', { values: translated })).statusCode).toBe(
      200,
    );
    const moved = await t.callAs('translator', 'PUT', '/api/pages/home', {
      values: [...translated].reverse(),
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toMatchObject({ code: 'role.translations_only' });
    const fewer = await t.callAs('translator', 'PUT', '/api/pages/home', { values: translated.slice(1) });
    expect(fewer.statusCode).toBe(403);
    expect(((await read('home')).values as Block[])[4]?.title.kk).toBe('Қауіпсіздік');
  });

  test('a block without its Russian heading, and more blocks than the page takes, are refused', async () => {
    const values = (await read('home')).values as Block[];
    const blank = await t.callAs('editor', 'PUT', '/api/pages/home', {
      values: [...values.slice(0, 1), { title: { ru: ' ', en: 'Safety' }, text: { ru: 'Текст' } }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'field.required', params: { field: 'values.1.title.ru' } });
    const block = { title: { ru: 'Блок' }, text: { ru: 'Текст' } };
    const many = await t.callAs('editor', 'PUT', '/api/pages/home', { values: Array(9).fill(block) });
    expect(many.statusCode).toBe(400);
    expect(((await read('home')).values as Block[]).length).toBe(values.length);
  });
});

describe('tiles with icons and figures', () => {
  type Tile = { icon: string; title: Record<string, string>; text: Record<string, string> };

  test('the tiles and figures are read per language, each icon as it is in every language', async () => {
    const seeded = builtIn.pages.production;
    const en = (await t.callAs(null, 'GET', '/api/pages/production?lang=en')).json().data;
    expect(en.categories).toEqual(
      seeded.categories.map(({ icon, title, text }) => ({ icon, title: title.en, text: text.en })),
    );
    expect(en.metrics.at(-1)).toEqual({ value: '{standards}', label: seeded.metrics.at(-1)?.label.en });
    const kk = (await t.callAs(null, 'GET', '/api/pages/home?lang=kk')).json().data;
    expect(kk.categories.map((tile: { icon: string }) => tile.icon)).toEqual(['', '', '', '']);
    // An icon is no text to translate: no translation of it is ever missing.
    expect((await read('production')).translations.kk.missing).not.toContain('categories.0.icon');
  });

  test('an editor chooses another icon and adds a tile; each language reads them', async () => {
    const tiles = (await read('production')).categories as Tile[];
    const changed = [
      { ...tiles[0], icon: 'tag' },
      ...tiles.slice(1),
      { icon: 'wind', title: { ru: 'Вытяжки' }, text: { ru: 'Зонты над оборудованием.' } },
    ] as Tile[];
    const saved = await t.callAs('editor', 'PUT', '/api/pages/production', { categories: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.translations.en.missing).toEqual(['categories.4.title', 'categories.4.text']);
    const ru = (await t.callAs(null, 'GET', '/api/pages/production?lang=ru')).json().data;
    expect(ru.categories.map((tile: { icon: string }) => tile.icon)).toEqual(
      changed.map((tile) => tile.icon),
    );
    const en = (await t.callAs(null, 'GET', '/api/pages/production?lang=en')).json().data;
    expect(en.categories[4]).toEqual({ icon: 'wind', title: 'Вытяжки', text: 'Зонты над оборудованием.' });
    expect(en.untranslated).toEqual(['categories.4.title', 'categories.4.text']);
    const figures = (await read('production')).metrics;
    const withFigure = await t.callAs('editor', 'PUT', '/api/pages/production', {
      metrics: [...figures, { value: { ru: '3', en: '3', kk: '3' }, label: { ru: 'цеха', en: 'workshops' } }],
    });
    expect(withFigure.statusCode, withFigure.body).toBe(200);
    const kk = (await t.callAs(null, 'GET', '/api/pages/production?lang=kk')).json().data;
    expect(kk.metrics.at(-1)).toEqual({ value: '3', label: 'цеха' });
    expect(kk.untranslated).toContain('metrics.3.label');
  });

  test('an icon the site does not have is refused, naming the tile, and nothing is saved', async () => {
    const before = await read('production');
    const tiles = before.categories as Tile[];
    const unknown = await t.callAs('editor', 'PUT', '/api/pages/production', {
      categories: tiles.map((tile, index) => (index === 1 ? { ...tile, icon: 'rocket' } : tile)),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'Bad Request',
      code: 'icon.unknown',
      params: { field: 'categories.1.icon' },
    });
    expect(unknown.json().message).toMatch(/^categories\.1\.icon must be one of the site's icons/);
    const malformed = await t.callAs('editor', 'PUT', '/api/pages/home', {
      categories: [{ icon: { ru: 'wind' }, title: { ru: 'Вентиляция' }, text: { ru: 'Текст' } }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(await read('production')).toMatchObject({ version: before.version, categories: tiles });
  });

  test('a translator translates a tile, and may not change its icon, add, move or remove one', async () => {
    const tiles = (await read('production')).categories as Tile[];
    const translated = tiles.map((tile, index) =>
      index === 4 ? { ...tile, title: { ...tile.title, en: 'Hoods' } } : tile,
    );
    const english = await t.callAs('translator', 'PUT', '/api/pages/production', { categories: translated });
    expect(english.statusCode, english.body).toBe(200);
    const icon = await t.callAs('translator', 'PUT', '/api/pages/production', {
      categories: translated.map((tile, index) => (index === 0 ? { ...tile, icon: 'shield' } : tile)),
    });
    expect(icon.statusCode).toBe(403);
    expect(icon.json()).toMatchObject({
      code: 'role.translations_only',
      params: { field: 'categories.0.icon' },
    });
    const fewer = await t.callAs('translator', 'PUT', '/api/pages/production', {
      categories: translated.slice(1),
    });
    expect(fewer.statusCode).toBe(403);
    const moved = await t.callAs('translator', 'PUT', '/api/pages/production', {
      categories: [...translated].reverse(),
    });
    expect(moved.statusCode).toBe(403);
    const figures = (await read('production')).metrics as { value: Record<string, string> }[];
    const figure = await t.callAs('translator', 'PUT', '/api/pages/production', {
      metrics: figures.map((row, index) =>
        index === 0 ? { ...row, value: { ...row.value, ru: '50' } } : row,
      ),
    });
    expect(figure.statusCode).toBe(403);
    const saved = (await read('production')).categories as Tile[];
    expect(saved.map((tile) => tile.icon)).toEqual(tiles.map((tile) => tile.icon));
    expect(saved[4]?.title.en).toBe('Hoods');
  });

  test('more tiles than the page takes are refused', async () => {
    const tile = { icon: 'wind', title: { ru: 'Карточка' }, text: { ru: 'Текст' } };
    const many = await t.callAs('editor', 'PUT', '/api/pages/home', { categories: Array(9).fill(tile) });
    expect(many.statusCode).toBe(400);
    expect((await read('home')).categories).toEqual(home.categories);
  });
});

describe('preview before saving', () => {
  const preview = (page: string, body: object, role: 'editor' | 'translator' | null = 'editor') =>
    t.callAs(role, 'POST', `/api/pages/${page}/preview`, body);

  // Where the links lead is the preview's (test/routes/preview).
  test('staff get signed links to the page with the texts of their form, which saves nothing', async () => {
    const before = await read('production');
    const response = await preview('production', {
      heroTitle: { ...before.heroTitle, kk: 'Алдын ала тақырып' },
      version: before.version,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { urls } = response.json().data as { urls: Record<string, string> };
    expect(urls.kk).toMatch(/^\/preview\/pages\/\d+\/kk\?token=[\w-]+\.[\w-]+$/);
    // Nothing saved: the page's texts and version are as they were.
    expect(await read('production')).toMatchObject({ heroTitle: before.heroTitle, version: before.version });
  });

  test('texts a save would refuse are refused; a translator previews; a visitor gets nothing', async () => {
    const refused = await preview('home', { heroTitle: { ru: '' } });
    expect(refused.statusCode).toBe(400);
    expect(
      (await preview('home', { heroTitle: { ...home.heroTitle, en: 'Preview' } }, 'translator')).statusCode,
    ).toBe(201);
    expect((await preview('home', {}, null)).statusCode).toBe(401);
  });
});
