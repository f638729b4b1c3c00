import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../../../src/content/limits.ts';
import { bearer, build, signedInApp } from '../../../helper.ts';

const t = signedInApp({ uploads: ['a.png'] });

const read = (url: string, withToken = false) =>
  t.app.inject({ method: 'GET', url, headers: withToken ? bearer(t.token) : {} });

const product = (ru: string, extra: object = {}) => ({
  name: { ru, en: `${ru} (en)` },
  description: { ru: `Описание: ${ru}` },
  ...extra,
});

describe('products: what a create stores', () => {
  test('create answers 201 with the stored record, drops blank list items and asks to publish', async () => {
    const response = await t.call('POST', '/api/products', {
      ...product('Металлообработка'),
      info: { ru: ['Воздуховоды', '  ', ''], en: ['Ducts', ' '] },
      characteristics: {
        ru: [
          { name: 'Толщина', value: '0,5–20 мм' },
          { name: ' ', value: '' },
        ],
      },
      image: '/uploads/a.png',
      imageAlt: { ru: 'Станок в цехе' },
      id: 999,
      createdAt: 'ignored',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'published',
      name: { ru: 'Металлообработка', en: 'Металлообработка (en)' },
      info: { ru: ['Воздуховоды'], en: ['Ducts'] },
      info2: { ru: [] },
      characteristics: { ru: [{ name: 'Толщина', value: '0,5–20 мм' }] },
      image: '/uploads/a.png',
    });
    expect(data.id).not.toBe(999);
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
    expect(t.published).toContain(`products ${data.id} created`);
  });

  test('the server alone decides what is blank: null or blank translations and a missing Russian list', async () => {
    // What a form sends as typed: cleared translations as null or spaces, a list in English only.
    const response = await t.call('POST', '/api/products', {
      name: { ru: ' Сварка ', en: null, kk: '   ' },
      description: { ru: 'Описание', en: '', kk: null },
      info: { en: ['Welding', '  '], kk: null },
      characteristics: { ru: null, kk: [{ name: ' ', value: ' ' }] },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.name).toEqual({ ru: 'Сварка' });
    expect(data.description).toEqual({ ru: 'Описание' });
    expect(data.info).toEqual({ ru: [], en: ['Welding'] });
    expect(data.characteristics).toEqual({ ru: [] });
  });
});

describe('validation', () => {
  test.each([
    ['a missing name', '/api/products', { description: { ru: 'x' } }, 'name is required'],
    ['a blank Russian name', '/api/products', product(' \n'), 'name.ru must not be blank'],
    [
      'a name without Russian',
      '/api/services',
      { name: { en: 'x' }, description: { ru: 'x' } },
      'name.ru is required',
    ],
    [
      'a name given as a plain string',
      '/api/services',
      { name: 'x', description: { ru: 'x' } },
      'name must be object',
    ],
    ['a missing location', '/api/projects', { ...product('П'), specialistsCount: 3 }, 'location is required'],
    [
      'a negative specialistsCount',
      '/api/projects',
      { ...product('П'), location: { ru: 'Атырау' }, specialistsCount: -1 },
      'specialistsCount must be >= 0',
    ],
    [
      'a fractional specialistsCount',
      '/api/projects',
      { ...product('П'), location: { ru: 'Атырау' }, specialistsCount: 1.5 },
      'specialistsCount must be integer',
    ],
    ['a missing mainContent', '/api/news', product('Новость'), 'mainContent is required'],
    [
      'a malformed news date',
      '/api/news',
      { ...product('Н'), mainContent: { ru: '<p>x</p>' }, date: '2025-13-45' },
      'date must match format "date"',
    ],
    ['a javascript: image', '/api/services', { ...product('У'), img: 'javascript:alert(1)' }, 'img'],
    ['a body that is not an object', '/api/products', [1, 2], 'body must be object'],
  ])('%s is a 400 naming the field', async (_case, url, payload, message) => {
    const response = await t.call('POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Bad Request');
    expect(response.json().message).toContain(message);
  });

  test('a news body that is nothing but unsafe markup counts as blank', async () => {
    const response = await t.call('POST', '/api/news', {
      ...product('Н'),
      mainContent: { ru: '<script>alert(1)</script>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('mainContent.ru must not be blank');
  });

  test('specialistsCount sent as a numeric string is read as a number; an empty project date is none', async () => {
    const response = await t.call('POST', '/api/projects', {
      ...product('Проект'),
      location: { ru: 'Атырау' },
      specialistsCount: '15',
      date: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ specialistsCount: 15, date: null });
  });

  test('texts, list items and counts are held to LIMITS, the numbers the admin checks too', async () => {
    const named = (ru: string) => ({ name: { ru }, description: { ru: 'Описание' } });
    const longest = await t.call('POST', '/api/products', named('я'.repeat(LIMITS.title)));
    expect(longest.statusCode).toBe(201);

    const name = await t.call('POST', '/api/products', named('я'.repeat(LIMITS.title + 1)));
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toMatch(/^name\.ru /);

    const item = await t.call(
      'POST',
      '/api/products',
      product('Пункт', { info: { ru: ['я'.repeat(LIMITS.item + 1)] } }),
    );
    expect(item.statusCode).toBe(400);
    expect(item.json().message).toMatch(/^info\.ru\[0\] /);

    const count = await t.call('POST', '/api/projects', {
      ...product('Проект'),
      location: { ru: 'Атырау' },
      specialistsCount: LIMITS.count + 1,
    });
    expect(count.statusCode).toBe(400);
    expect(count.json().message).toMatch(/^specialistsCount /);
  });

  test('malformed JSON is a 400, a wrong content type a 415, a huge body a 413', async () => {
    const malformed = await t.call('POST', '/api/products', '{"name": ', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Bad Request');

    const text = await t.call('POST', '/api/products', 'name=x', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('Unsupported Media Type');

    const huge = await t.call('POST', '/api/products', product('x'.repeat(3 * 1024 * 1024)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('Payload Too Large');
  });

  test('an empty body is no body, whatever type it claims', async () => {
    const created = (await t.call('POST', '/api/products', product('Без тела'))).json().data;
    const removed = await t.call('DELETE', `/api/products/${created.id}`, undefined, {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(`/api/products/${created.id}`, true)).statusCode).toBe(404);

    const xml = await t.call('PUT', '/api/products/1', '<name>x</name>', {
      'content-type': 'application/xml',
    });
    expect(xml.statusCode).toBe(415);
  });

  test('ids that are not positive whole numbers are 400s', async () => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await read(`/api/products/${id}`)).statusCode).toBe(400);
    }
  });
});

describe('reading lists', () => {
  beforeAll(async () => {
    const items = [
      {
        name: { ru: 'Вентиляция', en: 'Ventilation', kk: 'Желдету' },
        description: { ru: 'Системы ВОЗДУХА' },
        position: 2,
      },
      { name: { ru: 'Электромонтаж', en: 'Electrical' }, description: { ru: 'Щиты и кабели' }, position: 1 },
      { name: { ru: 'Изоляция' }, description: { ru: 'Тепловая', kk: 'Жылу оқшаулау' }, position: 3 },
      { name: { ru: 'Черновик ВЕНТИЛЯЦИИ' }, description: { ru: 'Скрытый' }, status: 'draft', position: 0 },
    ];
    for (const item of items) expect((await t.call('POST', '/api/services', item)).statusCode).toBe(201);
  });

  test('q is a case-insensitive substring in every language, in q= or filter.q', async () => {
    const names = async (url: string, withToken = false) =>
      (await read(url, withToken)).json().data.map((row: { name: { ru: string } }) => row.name.ru);
    expect(await names('/api/services?q=воздух')).toEqual(['Вентиляция']);
    expect(await names('/api/services?q=ELECTRICAL')).toEqual(['Электромонтаж']);
    expect(await names('/api/services?q=ОҚШАУ')).toEqual(['Изоляция']);
    expect(await names(`/api/services?filter=${encodeURIComponent('{"q":"вентиляц"}')}`)).toEqual([
      'Вентиляция',
    ]);
    expect(await names(`/api/services?filter=${encodeURIComponent('{"q":"вентиляц"}')}`, true)).toEqual([
      'Черновик ВЕНТИЛЯЦИИ',
      'Вентиляция',
    ]);
    expect(await names('/api/services?q=100%25')).toEqual([]);
    expect(await names('/api/services?q=_')).toEqual([]);
  });

  test('sort by a translatable field follows the language asked for; id filters pick rows', async () => {
    const byName = (await read(`/api/services?sort=${encodeURIComponent('["name","ASC"]')}`)).json().data;
    expect(byName.map((row: { name: { ru: string } }) => row.name.ru)).toEqual([
      'Вентиляция',
      'Изоляция',
      'Электромонтаж',
    ]);
    const english = (await read(`/api/services?lang=en&sort=${encodeURIComponent('["name","DESC"]')}`)).json()
      .data;
    expect(english.map((row: { name: string }) => row.name)).toEqual([
      'Изоляция',
      'Ventilation',
      'Electrical',
    ]);
    const ids = byName.slice(0, 2).map((row: { id: number }) => row.id);
    const picked = (
      await read(`/api/services?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`)
    ).json().data;
    expect(picked.map((row: { id: number }) => row.id).sort()).toEqual([...ids].sort());
  });

  test.each([
    ['sort=name', 'sort is not valid JSON'],
    [`sort=${encodeURIComponent('["name","UP"]')}`, 'sort must be'],
    [`sort=${encodeURIComponent('["list","ASC"]')}`, 'sort field "list" is not sortable'],
    [`range=${encodeURIComponent('[5,2]')}`, 'range must be'],
    [`range=${encodeURIComponent('[0,100000]')}`, 'range may span'],
    [`filter=${encodeURIComponent('{"colour":"red"}')}`, 'filter.colour is not a known filter'],
    [`filter=${encodeURIComponent('{"id":[true]}')}`, 'filter.id must be'],
  ])('a malformed list query (%s) is a 400', async (query, message) => {
    const response = await read(`/api/services?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  test('news come newest first by date', async () => {
    for (const [ru, date] of [
      ['Старая', '2024-01-10'],
      ['Новая', '2025-06-01'],
      ['Средняя', '2024-12-31'],
    ]) {
      await t.call('POST', '/api/news', {
        name: { ru },
        description: { ru },
        mainContent: { ru: `<p>${ru}</p>` },
        date,
      });
    }
    const feed = (await read('/api/news?lang=ru')).json().data;
    expect(feed.map((row: { name: string }) => row.name)).toEqual(['Новая', 'Средняя', 'Старая']);
  });
});

describe('the read cache and publishing', () => {
  test('a write is visible to the next public read at once', async () => {
    const before = (await read('/api/projects?lang=ru')).json().data.length;
    await t.call('POST', '/api/projects', {
      ...product('Новый объект'),
      location: { ru: 'Атырау' },
      specialistsCount: 20,
    });
    expect((await read('/api/projects?lang=ru')).json().data.length).toBe(before + 1);
  });

  test('a client holding the current version gets a bodiless 304 until the content changes', async () => {
    const first = await read('/api/services?lang=en&range=[0,1]');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      url: '/api/services?lang=en&range=[0,1]',
      headers: { 'if-none-match': `W/${etag}, "other"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const { data: services } = first.json();
    await t.call('PUT', `/api/services/${services[0].id}`, { name: { ru: 'Переименовано', en: 'Renamed' } });
    const changed = await t.app.inject({
      url: '/api/services?lang=en&range=[0,1]',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data[0].name).toBe('Renamed');
  });

  test('a client that takes compression gets the same list compressed, under its own tag', async () => {
    await t.call('POST', '/api/news', {
      name: { ru: 'Годовой отчёт', kk: 'Жылдық есеп' },
      description: { ru: 'Итоги года' },
      mainContent: { ru: `<p>${'Цех выполнил план. '.repeat(100)}</p>` },
      date: '2026-01-15',
    });
    const url = '/api/news?lang=kk';
    const plain = await read(url);
    expect(plain.rawPayload.length).toBeGreaterThan(2000);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const headers = { 'accept-encoding': `${encoding}, deflate` };
      const compressed = await t.app.inject({ url, headers });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-range']).toBe(plain.headers['content-range']);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decompress(compressed.rawPayload).toString()).toBe(plain.body);
      const etag = compressed.headers.etag as string;
      expect(etag).not.toBe(plain.headers.etag);
      const again = await t.app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      // The plain bytes are not what the client holds.
      expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    }
    // A tiny answer is not worth compressing; a refused encoding is not used.
    const small = await t.app.inject({
      url: '/api/news?range=[0,0]&q=nothing-matches',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  test('a read with Cache-Control: no-cache is answered from the database and replaces the kept one', async () => {
    const { data: item } = (
      await t.call('POST', '/api/news', {
        name: { ru: 'Открыт новый цех' },
        description: { ru: 'Кратко' },
        mainContent: { ru: '<p>Текст</p>' },
        date: '2026-02-01',
      })
    ).json();
    const url = `/api/news/${item.id}?lang=ru`;
    expect((await read(url)).json().data.name).toBe('Открыт новый цех');
    // Another instance on the same database saves: this instance's kept answer does not know it.
    await t.db.execute(
      sql`update news set name = jsonb_set(name, '{ru}', '"Переименован на другом экземпляре"') where id = ${item.id}`,
    );
    expect((await read(url)).json().data.name).toBe('Открыт новый цех');
    // CDN mode's site build asks so (site/src/content/api-url.ts), and gets what was saved.
    const fresh = await t.app.inject({ url, headers: { 'cache-control': 'no-cache' } });
    expect(fresh.json().data.name).toBe('Переименован на другом экземпляре');
    expect((await read(url)).json().data.name).toBe('Переименован на другом экземпляре');
  });

  test('a whole list is answered as the database holds it now, whatever wrote it and the rows it kept', async () => {
    const fresh = async (url: string, withToken = false) =>
      (
        await t.app.inject({
          url,
          headers: { 'cache-control': 'no-cache', ...(withToken ? bearer(t.token) : {}) },
        })
      ).json().data as { id: number; name: string; status?: string }[];
    const created: { id: number }[] = [];
    for (const [ru, date] of [
      ['Первая', '2031-01-01'],
      ['Вторая', '2031-01-02'],
      ['Черновик', '2031-01-03'],
    ] as const) {
      const body = {
        name: { ru, en: `${ru} (en)` },
        description: { ru },
        mainContent: { ru: '<p>Т</p>' },
        date,
      };
      created.push((await t.call('POST', '/api/news', body)).json().data as { id: number });
    }
    const [first, second, draft] = created as [{ id: number }, { id: number }, { id: number }];
    await t.call('PUT', `/api/news/${draft.id}`, { status: 'draft' });
    const ours = (rows: { id: number }[]) =>
      rows.filter((row) => created.some(({ id }) => id === row.id)).map((row) => row.id);

    // Staff's whole list and a visitor's, in two languages, kept side by side.
    expect(ours(await fresh('/api/news', true))).toEqual([draft.id, second.id, first.id]);
    expect(ours(await fresh('/api/news?lang=ru'))).toEqual([second.id, first.id]);
    const english = await fresh('/api/news?lang=en');
    expect(english.find((row) => row.id === first.id)?.name).toBe('Первая (en)');

    // Another instance writes past this one: a text, a date that reorders, a row deleted.
    await t.db.execute(
      sql`update news set name = jsonb_set(name, '{en}', '"Renamed"') where id = ${first.id}`,
    );
    await t.db.execute(sql`update news set date = '2031-02-01' where id = ${first.id}`);
    await t.db.execute(sql`update news set deleted_at = now() where id = ${second.id}`);
    const now = await fresh('/api/news?lang=en');
    expect(ours(now)).toEqual([first.id]);
    expect(now.find((row) => row.id === first.id)?.name).toBe('Renamed');
    expect((await fresh('/api/news?lang=ru')).find((row) => row.id === first.id)?.name).toBe('Первая');
    // The draft staff's list kept is still no visitor's.
    expect(ours(await fresh('/api/news?lang=ru'))).toEqual([first.id]);
    expect(ours(await fresh('/api/news', true))).toEqual([first.id, draft.id]);
  });

  test('a malformed query is refused every time, never answered from the cache', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await read('/api/news?range=[5,1]');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/range/);
    }
  });
});

describe('rich text', () => {
  const body = (ru: string) =>
    t.call('POST', '/api/news', { name: { ru: 'Чистка' }, description: { ru: 'x' }, mainContent: { ru } });

  test('news bodies are sanitized on the server', async () => {
    const dirty = [
      '<p onclick="steal()">Текст <strong>жирный</strong><script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">плохая</a><a href="https://example.kz">хорошая</a>',
      '<img src="x" onerror="alert(1)"><img src="/uploads/photo.webp" alt="фото"><img src="javascript:alert(1)">',
      '<iframe src="https://evil.example/embed"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
      '<style>body{display:none}</style><h2>Заголовок</h2><div>обёртка</div>',
    ].join('');
    const response = await t.call('POST', '/api/news', {
      name: { ru: 'Чистка' },
      description: { ru: 'x' },
      mainContent: { ru: dirty, en: '<p>Clean <em>text</em></p><script>x()</script>' },
    });
    expect(response.statusCode).toBe(201);
    const { ru, en } = response.json().data.mainContent;
    expect(ru).not.toMatch(/script|onclick|onerror|javascript:|evil\.example|<style|display:none|<iframe/i);
    expect(ru).toContain('<strong>жирный</strong>');
    expect(ru).toContain(
      '<a href="https://example.kz" target="_blank" rel="noopener noreferrer nofollow">хорошая</a>',
    );
    expect(ru).toContain('<img src="/uploads/photo.webp" alt="фото" />');
    expect(ru).toContain('<h2>Заголовок</h2>обёртка');
    expect(en).toBe('<p>Clean <em>text</em></p>');
  });

  test('keeps what the editor writes: headings, aligned text, uploaded pictures with alt, tables', async () => {
    // As tiptap writes it: a table's column widths and cell spans, which the site has no use for, go.
    const written = [
      '<h2>Итоги года</h2><h3 style="text-align: center">Цех №2</h3>',
      '<p style="text-align: justify">Текст <u>важный</u> и <s>старый</s></p>',
      '<img src="/api/uploads/shop-2.webp" alt="Сварочный участок">',
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>',
      '<tr><th colspan="1" rowspan="1"><p>Изделие</p></th><th colspan="1" rowspan="1"><p>Тонн</p></th></tr>',
      '<tr><td colspan="1" rowspan="1"><p>Воздуховоды</p></td><td colspan="1" rowspan="1"><p>40</p></td></tr>',
      '</tbody></table>',
      '<ul><li><p>пункт</p></li></ul><blockquote><p>цитата</p></blockquote>',
    ].join('');
    const response = await body(written);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.mainContent.ru).toBe(
      [
        '<h2>Итоги года</h2><h3 style="text-align:center">Цех №2</h3>',
        '<p style="text-align:justify">Текст <u>важный</u> и <s>старый</s></p>',
        '<img src="/api/uploads/shop-2.webp" alt="Сварочный участок" />',
        '<table><tbody>',
        '<tr><th><p>Изделие</p></th><th><p>Тонн</p></th></tr>',
        '<tr><td><p>Воздуховоды</p></td><td><p>40</p></td></tr>',
        '</tbody></table>',
        '<ul><li><p>пункт</p></li></ul><blockquote><p>цитата</p></blockquote>',
      ].join(''),
    );
  });

  test('keeps nothing the editor cannot write', async () => {
    const hostile = [
      '<h1>Второй заголовок страницы</h1><h4>мелкий</h4>',
      '<p style="color: red; background: url(javascript:alert(1)); text-align: center">цвет</p>',
      '<p style="text-align: expression(alert(1))">выражение</p>',
      '<img src="/uploads/no-alt.webp"><img src="/uploads/blank-alt.webp" alt="  ">',
      '<img src="https://elsewhere.example/tracker.png" alt="пиксель"><img src="/uploads/../secret" alt="x">',
      '<img src="data:image/png;base64,AAAA" alt="встроенная">',
      '<table onmouseover="alert(1)"><thead><tr><th style="width:9999px" class="x">Ш</th></tr></thead>',
      '<tbody><tr><td colspan="50">ячейка</td></tr></tbody><tfoot><tr><td>итог</td></tr></tfoot></table>',
      '<pre><code>rm -rf /</code></pre><hr><span class="x" style="font-size: 90px">крупно</span>',
      '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><form><input></form>',
    ].join('');
    const response = await body(hostile);
    expect(response.statusCode).toBe(201);
    const ru = response.json().data.mainContent.ru as string;
    expect(ru).not.toMatch(
      /<h1|<h4|color|background|expression|javascript|no-alt|blank-alt|elsewhere|secret|data:|onmouseover|<thead|<tfoot|width|class=|colspan|<pre|<code|<hr|<span|font-size|<svg|<script|<math|<form|<input/i,
    );
    expect(ru).toContain('<p style="text-align:center">цвет</p>');
    expect(ru).toContain('<p>выражение</p>');
    expect(ru).toContain('<th>Ш</th>');
    expect(ru).toContain('<td>ячейка</td>');
    expect(ru).toContain('rm -rf /');
  });

  test('search over a news body ignores its markup', async () => {
    await t.call('POST', '/api/news', {
      name: { ru: 'Разметка' },
      description: { ru: 'x' },
      mainContent: { ru: '<p><strong>Уникальное</strong> слово</p>' },
    });
    const names = (q: string) =>
      read(`/api/news?lang=ru&q=${encodeURIComponent(q)}`).then((r) =>
        r.json().data.map((row: { name: string }) => row.name),
      );
    expect(await names('уникальное слово')).toEqual(['Разметка']);
    expect(await names('strong')).toEqual([]);
  });
});

describe('keeping an item off the other languages until it is translated', () => {
  test('items with a page of their own offer the choice, off unless set; it is read in every language', async () => {
    const created = await t.call('POST', '/api/news', {
      name: { ru: 'Только по-русски' },
      description: { ru: 'Анонс' },
      mainContent: { ru: '<p>Текст</p>' },
    });
    expect(created.json().data.waitForTranslation).toBe(false);
    const { id } = created.json().data;
    const changed = await t.call('PUT', `/api/news/${id}`, { waitForTranslation: true });
    expect(changed.statusCode).toBe(200);
    const english = (await read(`/api/news/${id}?lang=en`)).json().data;
    // The site reads both: the choice, and what still shows Russian in that language.
    expect(english).toMatchObject({
      waitForTranslation: true,
      untranslated: ['name', 'description', 'mainContent'],
    });
    const product = await t.call('POST', '/api/products', {
      name: { ru: 'Цех' },
      description: { ru: 'Описание' },
      waitForTranslation: true,
    });
    expect(product.json().data.waitForTranslation).toBe(true);
  });

  test('items that are part of a page do not have it', async () => {
    const service = await t.call('POST', '/api/services', {
      name: { ru: 'Услуга' },
      description: { ru: 'Описание' },
      waitForTranslation: true,
    });
    // Like any field a resource does not declare, it is not stored.
    expect(service.statusCode).toBe(201);
    expect(service.json().data).not.toHaveProperty('waitForTranslation');
  });

  test('it is a yes or no, and a translator may not change it', async () => {
    const { data } = (
      await t.call('POST', '/api/news', {
        name: { ru: 'Выбор' },
        description: { ru: 'Анонс' },
        mainContent: { ru: '<p>Текст</p>' },
      })
    ).json();
    expect((await t.call('PUT', `/api/news/${data.id}`, { waitForTranslation: 'yes' })).statusCode).toBe(400);
    const translator = (await t.loginAs('translator')).accessToken;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/news/${data.id}`,
      headers: bearer(translator),
      payload: { waitForTranslation: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('access', () => {
  /**
   * The token with the first character of its signature changed: a change in the last one may
   * land in the padding bits base64url ignores, and the token would still verify.
   */
  const forgedSignature = (valid: string) => {
    const [header, payload, signature = ''] = valid.split('.');
    return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  };

  test('every write needs a valid token', async () => {
    for (const [method, url] of [
      ['POST', '/api/news'],
      ['PUT', '/api/news/1'],
      ['DELETE', '/api/news/1'],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, payload: {} });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe('Unauthorized');
      const forged = await t.app.inject({
        method,
        url,
        payload: {},
        headers: bearer(forgedSignature(t.token)),
      });
      expect(forged.statusCode).toBe(401);
    }
  });

  test('a read with a bad token is a 401, so that the back office refreshes its session', async () => {
    expect((await t.app.inject({ url: '/api/products', headers: bearer('not-a-token') })).statusCode).toBe(
      401,
    );
  });
});

describe('error codes', () => {
  test.each([
    ['a missing name', { description: { ru: 'x' } }, 'field.required', { field: 'name' }],
    ['a blank Russian name', product(' '), 'field.blank', { field: 'name.ru' }],
    [
      'an English name over the limit',
      product('П', { name: { ru: 'П', en: 'x'.repeat(LIMITS.title + 1) } }),
      'field.too_long',
      { field: 'name.en', limit: LIMITS.title },
    ],
    ['a name given as a plain string', { ...product('П'), name: 'x' }, 'field.type', { field: 'name' }],
  ])('%s names its rule and field, for clients to word the message', async (_case, payload, code, params) => {
    const response = await t.call('POST', '/api/products', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, params });
  });

  test('limits on numbers, blank rich text, list queries and body types have codes too', async () => {
    const project = { ...product('П'), location: { ru: 'Атырау' }, specialistsCount: -1 };
    expect((await t.call('POST', '/api/projects', project)).json()).toMatchObject({
      code: 'field.too_small',
      params: { field: 'specialistsCount', limit: 0 },
    });
    const news = { ...product('Н'), mainContent: { ru: '<script>alert(1)</script>' } };
    expect((await t.call('POST', '/api/news', news)).json()).toMatchObject({
      code: 'field.blank',
      params: { field: 'mainContent.ru' },
    });
    expect((await read('/api/products?sort=["colour","ASC"]')).json()).toMatchObject({
      code: 'query.invalid',
      params: { param: 'sort' },
    });
    const text = await t.call('POST', '/api/products', 'name', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'json_only', params: { type: 'text/plain' } });
  });
});

test('an image address is saved only over https from an allowed host, never from an internal address', async () => {
  const allowing = await build({ config: { remoteImageHosts: ['images.example.kz'] } });
  try {
    const staff = bearer((await allowing.login()).accessToken);
    const save = (field: string, address: string) =>
      allowing.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: staff,
        payload: {
          name: { ru: 'Насос' },
          description: { ru: 'Описание' },
          imgAlt: { ru: 'Насос на раме' },
          [field]: address,
        },
      });
    for (const [field, address] of [
      ['img', 'http://images.example.kz/pump.jpg'],
      ['img', 'https://elsewhere.example.com/pump.jpg'],
      ['icon', 'https://127.0.0.1/pump.jpg'],
      ['icon', 'https://[::1]/pump.jpg'],
      ['img', 'https://169.254.169.254/latest/meta-data'],
      ['img', 'https://10.0.0.5/pump.jpg'],
    ] as const) {
      const refused = await save(field, address);
      expect(refused.statusCode, address).toBe(400);
      expect(refused.json(), address).toMatchObject({
        error: 'Bad Request',
        code: 'image.remote_forbidden',
        params: { field },
      });
      expect(refused.json().message, address).toContain(field);
    }
    expect((await save('img', 'https://images.example.kz/pump.jpg')).statusCode).toBe(201);
  } finally {
    await allowing.close();
  }
  // Without REMOTE_IMAGE_HOSTS no address is allowed, on update as on create.
  const created = await t.call('POST', '/api/services', {
    name: { ru: 'Насос' },
    description: { ru: 'Описание' },
  });
  const changed = await t.call('PUT', `/api/services/${created.json().data.id}`, {
    img: 'https://images.example.kz/pump.jpg',
  });
  expect(changed.statusCode).toBe(400);
  expect(changed.json()).toMatchObject({ code: 'image.remote_forbidden', params: { field: 'img' } });
});

test('an item naming an upload that is not stored is refused on save, published or draft', async () => {
  const item = {
    name: { ru: 'Насос' },
    description: { ru: 'Описание' },
    img: '/uploads/0123456789abcdef.png',
    imgAlt: { ru: 'Насос на раме' },
  };
  for (const status of ['published', 'draft']) {
    const refused = await t.call('POST', '/api/services', { ...item, status });
    expect(refused.statusCode, status).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'image_missing', params: { field: 'img' } });
  }
});

test('an image is a stored upload or an allowed address, on every write, with or without status (review L16)', async () => {
  const stored = await t.call('POST', '/api/services', {
    status: 'published',
    name: { ru: 'Монтаж' },
    description: { ru: 'Описание' },
    img: '/uploads/a.png',
    imgAlt: { ru: 'Цех' },
  });
  expect(stored.statusCode, stored.body).toBe(201);
  const { id } = stored.json().data;
  for (const img of [
    '/etc/passwd',
    '/uploads/../../etc/passwd',
    '/uploads/nonexistent.webp',
    '/api/uploads/nonexistent.webp',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/uploads/a.png/../../jwt-secret',
    'uploads/a.png',
    'javascript:alert(1)',
  ]) {
    const refused = await t.call('PUT', `/api/services/${id}`, { img, imgAlt: { ru: 'alt' } });
    expect(refused.statusCode, img).toBe(400);
    expect(refused.json().params, img).toEqual({ field: 'img' });
  }
  expect((await t.call('GET', `/api/services/${id}`)).json().data.img).toBe('/uploads/a.png');
  for (const img of ['/api/uploads/a.png', '/uploads/a.png']) {
    const accepted = await t.call('PUT', `/api/services/${id}`, { img });
    expect(accepted.statusCode, img).toBe(200);
    expect(accepted.json().data.img).toBe(img);
  }
});
