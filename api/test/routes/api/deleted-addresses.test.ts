/**
 * A deleted item's addresses (in the trash, or deleted for good): gone (410, with the not-found
 * page of their language) or the section's list (301), as an administrator chooses in the server
 * settings; a restore brings the page back, a new item may take such an address, a draft was never
 * public and stays unknown, and staff's own redirects win.
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { staffApp, story } from '../../helper.ts';

const t = staffApp();

/** The live site: each language's not-found page, and the item pages a test builds. */
let release: string;
beforeAll(async () => {
  release = join(t.dataDir, 'site', 'releases', 'one');
  const notFound = { '': 'Страница не найдена', en: 'Page not found', kk: 'Бет табылмады' };
  for (const [folder, text] of Object.entries(notFound)) {
    await mkdir(join(release, folder), { recursive: true });
    await writeFile(join(release, folder, '404.html'), `<h1>${text}</h1>`);
  }
  await symlink(release, join(t.dataDir, 'site', 'current'));
});

/** What a build does to an item's page: writes it, or leaves it out. */
async function build(path: string, present: boolean) {
  const file = join(release, `${path.slice(1)}.html`);
  if (!present) return rm(file, { force: true });
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `<h1>${path}</h1>`);
}

type Created = { id: number; slug: Record<string, string> };

async function create(resource: 'news' | 'products', body: object): Promise<Created> {
  const response = await t.callAs('editor', 'POST', `/api/${resource}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** A published news item with an address it had before its own now, in Russian and English. */
async function movedStory(ru: string, en: string): Promise<Created & { former: string }> {
  const created = await create('news', story({ ru, en }));
  const former = created.slug.ru as string;
  const changed = await t.callAs('editor', 'PUT', `/api/news/${created.id}`, {
    slug: { ...created.slug, ru: `${former}-segodnya` },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { ...changed.json().data, former };
}

const trash = async (resource: string, id: number) =>
  expect((await t.callAs('editor', 'DELETE', `/api/${resource}/${id}`)).statusCode).toBe(200);
const destroy = async (resource: string, id: number) =>
  expect((await t.callAs('admin', 'DELETE', `/api/trash/${resource}/${id}`)).statusCode).toBe(200);

const choose = async (deletedAddresses: string) => {
  const response = await t.callAs('admin', 'PUT', '/api/settings/server', { deletedAddresses });
  expect(response.statusCode, response.body).toBe(200);
};

const visit = (path: string) => t.app.inject({ method: 'GET', url: path });

/** Where the site sends a request for `path`: the address of a 301, or its status. */
async function answer(path: string): Promise<string | number> {
  const response = await visit(path);
  return response.statusCode === 301 ? (response.headers.location as string) : response.statusCode;
}

describe('a deleted item’s address', () => {
  test('in the trash, by default: gone (410), with the not-found page of its language, at every address it had', async () => {
    expect((await t.callAs('admin', 'GET', '/api/settings/server')).json().data.deletedAddresses).toBe(
      'gone',
    );
    const item = await movedStory('Закрытый цех', 'Closed workshop');
    await trash('news', item.id);

    const russian = await visit(`/news/${item.slug.ru}`);
    expect(russian.statusCode).toBe(410);
    expect(russian.body).toBe('<h1>Страница не найдена</h1>');
    expect(russian.headers['cache-control']).toBe('no-cache');
    expect(russian.headers['content-type']).toBe('text/html; charset=utf-8');
    const english = await visit(`/en/news/${item.slug.en}?utm_source=mail`);
    expect(english.statusCode).toBe(410);
    expect(english.body).toBe('<h1>Page not found</h1>');
    // Kazakh has no title: its page was at the Russian address.
    const kazakh = await visit(`/kk/news/${item.slug.ru}`);
    expect([kazakh.statusCode, kazakh.body]).toEqual([410, '<h1>Бет табылмады</h1>']);
    expect(await answer(`/news/${item.former}`)).toBe(410);
    expect(await answer(`/news/${item.id}`)).toBe(410);
    expect(await answer(`/en/news/${item.id}`)).toBe(410);
    // Addresses no item had stay unknown.
    expect(await answer('/news/no-such-story')).toBe(404);
    expect(await answer(`/en/news/${item.slug.ru}-2`)).toBe(404);
  });

  test('chosen so: the section’s list in the same language (301), the query kept; staff’s redirects win', async () => {
    const item = await create('news', story({ ru: 'Ярмарка вакансий', en: 'Job fair' }));
    const product = await create('products', {
      name: { ru: 'Старый цех', kk: 'Ескі цех' },
      description: { ru: 'Описание' },
    });
    await trash('news', item.id);
    await trash('products', product.id);
    await choose('list');
    try {
      const english = await visit(`/en/news/${item.slug.en}?utm_source=mail`);
      expect(english.statusCode).toBe(301);
      expect(english.headers.location).toBe('/en/news?utm_source=mail');
      expect(english.headers['cache-control']).toBe('no-cache');
      expect(await answer(`/news/${item.slug.ru}`)).toBe('/news');
      expect(await answer(`/news/${item.id}`)).toBe('/news');
      expect(await answer(`/kk/product/${product.slug.kk}?a=1&b=2`)).toBe('/kk/production?a=1&b=2');
      expect(await answer(`/product/${product.id}`)).toBe('/production');
      expect(await answer('/news/no-such-story')).toBe(404);

      const own = await t.callAs('editor', 'POST', '/api/redirects', {
        fromPath: `/news/${item.slug.ru}`,
        toPath: '/contacts',
      });
      expect(own.statusCode, own.body).toBe(201);
      expect(await answer(`/news/${item.slug.ru}`)).toBe('/contacts');
    } finally {
      await choose('gone');
    }
    expect(await answer(`/en/news/${item.slug.en}`)).toBe(410);

    const log = (await t.callAs('admin', 'GET', '/api/audit?range=[0,20]')).json().data;
    const changes = log
      .filter((entry: { resource: string }) => entry.resource === 'server-settings')
      .map((entry: { details: { changes: string[] } }) => entry.details.changes);
    expect(changes.slice(0, 2)).toEqual([['deletedAddresses'], ['deletedAddresses']]);
  });

  test('restored, the item’s page is back, and its old addresses lead to it again', async () => {
    const item = await movedStory('Возвращённая новость', 'A story restored');
    const page = `/news/${item.slug.ru}`;
    await build(page, true);
    await trash('news', item.id);
    await build(page, false);
    expect(await answer(page)).toBe(410);

    const restored = await t.callAs('editor', 'POST', `/api/trash/news/${item.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    await build(page, true);
    expect(await answer(page)).toBe(200);
    expect(await answer(`/news/${item.former}`)).toBe(page);
    expect(await answer(`/news/${item.id}`)).toBe(page);
    expect(await answer(`/en/news/${item.id}`)).toBe(`/en/news/${item.slug.en}`);
  });

  test('deleted for good, its addresses still answer as chosen, until a new item takes one', async () => {
    const item = await movedStory('Снесённый склад', 'Demolished warehouse');
    await trash('news', item.id);
    await destroy('news', item.id);
    for (const path of [
      `/news/${item.slug.ru}`,
      `/news/${item.former}`,
      `/en/news/${item.slug.en}`,
      `/kk/news/${item.slug.ru}`,
      `/news/${item.id}`,
      `/en/news/${item.id}`,
    ]) {
      expect(await answer(path), path).toBe(410);
    }
    await choose('list');
    try {
      expect(await answer(`/en/news/${item.slug.en}?utm_source=mail`)).toBe('/en/news?utm_source=mail');
      expect(await answer(`/news/${item.id}`)).toBe('/news');
    } finally {
      await choose('gone');
    }

    // The address is free: a new item takes it, and its page is what the address shows once built.
    const successor = await create(
      'news',
      story({ ru: 'Новый склад', en: 'Demolished warehouse' }, { slug: { ru: item.slug.ru } }),
    );
    expect(successor.slug).toEqual({ ru: item.slug.ru, en: item.slug.en });
    expect(await answer(`/news/${item.slug.ru}`)).toBe(404);
    expect(await answer(`/en/news/${item.slug.en}`)).toBe(404);
    await build(`/news/${item.slug.ru}`, true);
    expect(await answer(`/news/${item.slug.ru}`)).toBe(200);
    // The successor had no Kazakh title: its Kazakh page is at the Russian address too.
    expect(await answer(`/kk/news/${item.slug.ru}`)).toBe(404);
    // What it did not take still says the old item is gone.
    expect(await answer(`/news/${item.former}`)).toBe(410);
    expect(await answer(`/news/${item.id}`)).toBe(410);
  });

  test('emptied from the trash after the retention period, its addresses are kept alike', async () => {
    const item = await create('news', story({ ru: 'Давняя новость' }));
    await trash('news', item.id);
    await t.db.execute(sql`update news set deleted_at = now() - interval '31 days' where id = ${item.id}`);
    const cutoff = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    expect(await t.app.content.news.purge(cutoff)).toEqual([item.id]);
    expect(await answer(`/news/${item.slug.ru}`)).toBe(410);
    expect(await answer(`/en/news/${item.id}`)).toBe(410);
  });

  test('a draft had no page: unknown (404) as it is, in the trash, and deleted for good', async () => {
    const draft = await create('news', story({ ru: 'Черновик статьи' }, { status: 'draft' }));
    const paths = [`/news/${draft.slug.ru}`, `/news/${draft.id}`, `/en/news/${draft.id}`];
    const answers = async () => Promise.all(paths.map(answer));
    expect(await answers()).toEqual([404, 404, 404]);
    await trash('news', draft.id);
    expect(await answers()).toEqual([404, 404, 404]);
    await destroy('news', draft.id);
    expect(await answers()).toEqual([404, 404, 404]);
  });
});

describe('the choice', () => {
  test('is the administrators’: editors and translators may not make it', async () => {
    for (const role of ['editor', 'translator'] as const) {
      const response = await t.callAs(role, 'PUT', '/api/settings/server', { deletedAddresses: 'list' });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await t.callAs('admin', 'GET', '/api/settings/server')).json().data.deletedAddresses).toBe(
      'gone',
    );
  });

  test.each([['redirect'], [''], [410], [null]])('refuses %j, saving nothing', async (value) => {
    const before = (await t.callAs('admin', 'GET', '/api/settings/server')).json().data.version;
    const response = await t.callAs('admin', 'PUT', '/api/settings/server', { deletedAddresses: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const after = (await t.callAs('admin', 'GET', '/api/settings/server')).json().data;
    expect([after.version, after.deletedAddresses]).toEqual([before, 'gone']);
  });
});
