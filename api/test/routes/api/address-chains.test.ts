/**
 * Addresses stay one step and unique (security review N7, N8): a staff redirect never forms a chain
 * or a loop with the items' own redirects (their numbers, the addresses they had) in any language,
 * an item kept off a language included; and an item's Russian address, which is its address in
 * every language it has none of its own, never lands on another item's address there.
 */
import { describe, expect, test } from 'vitest';
import { staffApp, story } from '../../helper.ts';

const t = staffApp();

async function create(body: object) {
  const response = await t.callAs('editor', 'POST', '/api/news', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; slug: Record<string, string> };
}
const change = (id: number, body: object) => t.callAs('editor', 'PUT', `/api/news/${id}`, body);
const add = (fromPath: string, toPath: string) =>
  t.callAs('editor', 'POST', '/api/redirects', { fromPath, toPath });

/** Where the site sends a request for `path`: the address of a 301, or its status. */
async function visit(path: string): Promise<string | number> {
  const response = await t.app.inject({ method: 'GET', url: path });
  return response.statusCode === 301 ? (response.headers.location as string) : response.statusCode;
}

const LANGUAGES = [
  ['Russian', ''],
  ['English', '/en'],
  ['Kazakh', '/kk'],
] as const;

describe('a staff redirect and the items’ own addresses', () => {
  test.each(LANGUAGES)(
    'in %s, a redirect to an item’s number or old address is a chain',
    async (_language, prefix) => {
      // Kept off English and Kazakh until translated: no page there, its address there the Russian one.
      const item = await create(
        story({ ru: `Ждёт перевода ${prefix || 'ru'}` }, { waitForTranslation: true }),
      );
      const address = `${prefix}/news/${item.slug.ru}`;
      expect(await visit(`${prefix}/news/${item.id}`)).toBe(address);

      // The review's loop: from the item's address to its number, which leads back.
      const loop = await add(address, `${prefix}/news/${item.id}`);
      expect(loop.statusCode, loop.body).toBe(400);
      expect(loop.json()).toMatchObject({ code: 'redirect.chain', params: { field: 'toPath', to: address } });

      // A chain: from elsewhere to the number, or to an address the item had.
      const numbered = await add(`${prefix}/old-site/news-${item.id}`, `${prefix}/news/${item.id}`);
      expect(numbered.json()).toMatchObject({ code: 'redirect.chain', params: { to: address } });
      const renamed = await change(item.id, { slug: { ru: `${item.slug.ru}-new` } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const old = await add(`${prefix}/old-site/old-${item.id}`, `${address}?from=old`);
      expect(old.json()).toMatchObject({ code: 'redirect.chain', params: { to: `${address}-new` } });

      // The item's address now is a fine target: one step.
      const straight = await add(`${prefix}/old-site/straight-${item.id}`, `${address}-new`);
      expect(straight.statusCode, straight.body).toBe(201);
      expect(await visit(`${prefix}/old-site/straight-${item.id}`)).toBe(`${address}-new`);
      expect(await visit(`${prefix}/news/${item.id}`)).toBe(`${address}-new`);
    },
  );

  test.each(LANGUAGES)(
    'in %s, a redirect from an item’s address, with a page or kept off, is refused',
    async (_language, prefix) => {
      const kept = await create(
        story({ ru: `Без перевода ${prefix || 'ru'}` }, { waitForTranslation: true }),
      );
      const translated = await create(
        story({
          ru: `С переводом ${prefix || 'ru'}`,
          en: `Translated ${prefix || 'ru'}`,
          kk: `Аударылған ${prefix || 'ru'}`,
        }),
      );
      const lang = (prefix.slice(1) || 'ru') as 'ru' | 'en' | 'kk';
      for (const item of [kept, translated]) {
        const address = `${prefix}/news/${item.slug[lang] ?? item.slug.ru}`;
        const away = await add(address, '/contacts');
        expect(away.statusCode, `${address}: ${away.body}`).toBe(400);
        expect(away.json()).toMatchObject({
          code: 'redirect.chained',
          params: { field: 'fromPath', from: `${prefix}/news/${item.id}` },
        });
        expect(await visit(`${prefix}/news/${item.id}`)).toBe(address);
      }
    },
  );
});

describe('one address per item in each language, the Russian fallback included', () => {
  test.each([
    ['English', 'en'],
    ['Kazakh', 'kk'],
  ] as const)('in %s, a Russian address another item has there is refused', async (_language, lang) => {
    const owner = await create(story({ ru: `Новость А ${lang}`, [lang]: `News A ${lang}` }));
    const taken = owner.slug[lang] as string;
    // B has no title in that language: its page there takes its Russian address.
    const other = await create(story({ ru: `Новость Б ${lang}` }));
    const collides = await change(other.id, { slug: { ru: taken } });
    expect(collides.statusCode).toBe(400);
    expect(collides.json()).toMatchObject({
      error: 'Bad Request',
      code: 'slug.taken',
      params: { field: 'slug.ru', locale: lang },
    });
    expect(collides.json().message).toContain(`in ${lang}`);
    const created = await t.callAs(
      'editor',
      'POST',
      '/api/news',
      story({ ru: 'Новость В' }, { slug: { ru: taken } }),
    );
    expect(created.json()).toMatchObject({ code: 'slug.taken', params: { field: 'slug.ru', locale: lang } });

    // With its own address in that language, the Russian one is free for it.
    const ownAddress = await change(other.id, {
      name: { ru: `Новость Б ${lang}`, [lang]: `News B ${lang}` },
      slug: { ru: taken, [lang]: `news-b-${lang}` },
    });
    expect(ownAddress.statusCode, ownAddress.body).toBe(200);
    expect(await visit(`/${lang}/news/${owner.id}`)).toBe(`/${lang}/news/${taken}`);
    // Dropping that address again would put it on the other's: refused.
    const dropped = await change(other.id, { name: { ru: `Новость Б ${lang}` }, slug: { ru: taken } });
    expect(dropped.json()).toMatchObject({ code: 'slug.taken', params: { locale: lang } });
  });

  test('a Russian address made from the title skips one another item has in another language', async () => {
    const owner = await create(story({ ru: 'Совсем другое', en: 'Ekskursiya na zavod' }));
    expect(owner.slug.en).toBe('ekskursiya-na-zavod');
    const other = await create(story({ ru: 'Экскурсия на завод' }));
    expect(other.slug).toEqual({ ru: 'ekskursiya-na-zavod-2' });
    expect(await visit(`/en/news/${other.id}`)).toBe('/en/news/ekskursiya-na-zavod-2');
    expect(await visit(`/en/news/${owner.id}`)).toBe('/en/news/ekskursiya-na-zavod');
  });
});
