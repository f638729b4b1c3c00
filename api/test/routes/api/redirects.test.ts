import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { staffApp } from '../../helper.ts';

const t = staffApp();

const add = (fromPath: string, toPath: string) =>
  t.callAs('editor', 'POST', '/api/redirects', { fromPath, toPath });

/** Where the site sends a request for `path`: the address of a 301, or its status. */
async function visit(path: string): Promise<string | number> {
  const response = await t.app.inject({ method: 'GET', url: path });
  return response.statusCode === 301 ? (response.headers.location as string) : response.statusCode;
}

describe('staff’s own redirects (Переадресации)', () => {
  test('an old site’s address leads to a page of this one for good, its query kept, tidied as typed', async () => {
    const created = await add(' /o-kompanii/ ', '/contacts');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ fromPath: '/o-kompanii', toPath: '/contacts' });
    expect(await visit('/o-kompanii')).toBe('/contacts');
    expect(await visit('/o-kompanii?utm_source=mail')).toBe('/contacts?utm_source=mail');

    // Cyrillic addresses, typed or pasted encoded, are one address; the answer is encoded once.
    const cyrillic = await add('/%D0%BE-%D0%BD%D0%B0%D1%81', '/ru/о-компании?раздел=история');
    expect(cyrillic.statusCode, cyrillic.body).toBe(201);
    expect(cyrillic.json().data.fromPath).toBe('/о-нас');
    expect(await visit('/%D0%BE-%D0%BD%D0%B0%D1%81')).toBe(
      '/ru/%D0%BE-%D0%BA%D0%BE%D0%BC%D0%BF%D0%B0%D0%BD%D0%B8%D0%B8?%D1%80%D0%B0%D0%B7%D0%B4%D0%B5%D0%BB=%D0%B8%D1%81%D1%82%D0%BE%D1%80%D0%B8%D1%8F',
    );
    // A target with its own query and fragment keeps them, the visitor's query joining its own.
    expect((await add('/karta', '/contacts?tab=map#office')).statusCode).toBe(201);
    expect(await visit('/karta?utm_source=card')).toBe('/contacts?tab=map&utm_source=card#office');
    const outside = await add('/catalog.pdf', 'https://files.example.kz/catalog-2026.pdf');
    expect(outside.statusCode).toBe(201);
    expect(await visit('/catalog.pdf')).toBe('https://files.example.kz/catalog-2026.pdf');
  });

  test.each([
    [
      'a full address to redirect from',
      'https://old.example.kz/about',
      '/contacts',
      'redirect.from_invalid',
      'fromPath',
    ],
    ['a query on the old address', '/index.php?page=about', '/contacts', 'redirect.from_invalid', 'fromPath'],
    ['the home page', '/', '/contacts', 'redirect.from_invalid', 'fromPath'],
    ['a line break', '/about\nSet-Cookie: x=1', '/contacts', 'redirect.from_invalid', 'fromPath'],
    ['the app’s own addresses', '/admin/login', '/contacts', 'redirect.from_reserved', 'fromPath'],
    [
      'a target that is neither a path nor a web address',
      '/about-us',
      'javascript:alert(1)',
      'redirect.to_invalid',
      'toPath',
    ],
    ['a protocol-relative target', '/about-us', '//evil.example/', 'redirect.to_invalid', 'toPath'],
    ['a redirect to itself', '/about-us', '/about-us/', 'redirect.self', 'toPath'],
  ])('refuses %s, saving nothing', async (_case, fromPath, toPath, code, field) => {
    const count = async () =>
      (await t.callAs('editor', 'GET', '/api/redirects?range=[0,0]')).headers['content-range'];
    const before = await count();
    const response = await add(fromPath, toPath);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code, params: { field } });
    expect(await count()).toBe(before);
  });

  test('no chains and no loops: every redirect takes one step', async () => {
    expect((await add('/old-services', '/services')).statusCode).toBe(201);
    const chain = await add('/very-old-services', '/old-services');
    expect(chain.json()).toMatchObject({ code: 'redirect.chain', params: { to: '/services' } });
    // The other way round: an address a redirect leads to cannot start one itself.
    expect((await add('/older-news', '/archive')).statusCode).toBe(201);
    const into = await add('/archive', '/news');
    expect(into.json()).toMatchObject({ code: 'redirect.chained', params: { from: '/older-news' } });
    const loop = await add('/services-2', '/old-services');
    expect(loop.json().code).toBe('redirect.chain');
    const twice = await add('/old-services', '/news');
    expect(twice.json()).toMatchObject({ code: 'redirect.exists', params: { field: 'fromPath' } });
  });

  test('an address that is a page of the site cannot be redirected', async () => {
    const release = join(t.dataDir, 'site', 'releases', 'one');
    await mkdir(release, { recursive: true });
    await writeFile(join(release, 'projects.html'), '<h1>Проекты</h1>');
    await symlink(release, join(t.dataDir, 'site', 'current'));
    const response = await add('/projects', '/services');
    expect(response.json()).toMatchObject({ code: 'redirect.page', params: { field: 'fromPath' } });
  });

  test('changed or deleted, it takes effect at once; each change is in the action log', async () => {
    const created = (await add('/vacancies', '/contacts')).json().data;
    const changed = await t.callAs('editor', 'PUT', `/api/redirects/${created.id}`, {
      fromPath: '/vacancies',
      toPath: '/news',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await visit('/vacancies')).toBe('/news');
    expect((await t.callAs('editor', 'DELETE', `/api/redirects/${created.id}`)).statusCode).toBe(200);
    expect(await visit('/vacancies')).not.toBe('/news');
    const log = (await t.callAs('admin', 'GET', '/api/audit?range=[0,20]')).json().data;
    const entries = log.filter(
      (row: { resource: string; itemId: number }) =>
        row.resource === 'redirects' && row.itemId === created.id,
    );
    expect(entries.map((row: { action: string }) => row.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1].details).toEqual({ from: '/vacancies', to: '/news' });
  });

  test('editors and administrators keep them; translators and visitors do not see them', async () => {
    expect((await t.callAs('translator', 'GET', '/api/redirects')).statusCode).toBe(403);
    expect(
      (await t.callAs('translator', 'POST', '/api/redirects', { fromPath: '/a', toPath: '/b' })).statusCode,
    ).toBe(403);
    expect((await t.callAs(null, 'GET', '/api/redirects')).statusCode).toBe(401);
    const list = await t.callAs('admin', 'GET', '/api/redirects?range=[0,1]&sort=["fromPath","ASC"]');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^redirects 0-1\/\d+$/);
  });
});
