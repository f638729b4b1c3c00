import { INVENTED_PARTNER_NAMES } from '@industrial/content-seed/company';
import { describe, expect, test } from 'vitest';
import { bearer, signedInApp } from '../../../helper.ts';

const t = signedInApp();

const check = async (headers = bearer(t.token)) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/launch-check', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    placeholders: string[];
    placeholderPages: { page: string; fields: string[] }[];
    placeholderPartners: { id: number; name: string }[];
    placeholderStandards: { resource: string; items: { id: number; name: string }[] }[];
    undescribedImages: { resource: string; items: { id: number; name: string }[] }[];
  };
};
const saveSettings = (payload: object) => t.call('PUT', '/api/settings', payload);

describe('/api/launch-check: what is left to replace before launch', () => {
  test('lists the settings that still hold an invented starting value, until they are replaced', async () => {
    const { placeholders } = await check();
    expect(placeholders).toEqual(expect.arrayContaining(['email', 'phone', 'video', 'name', 'standards']));

    const saved = await saveSettings({ email: 'sales@real-company.kz', video: 'dQw4w9WgXcQ' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await check()).placeholders;
    expect(after).not.toContain('email');
    expect(after).not.toContain('video');
    expect(after).toHaveLength(placeholders.length - 2);

    const standards = { ru: 'ГОСТ, СТ РК, СН РК', en: 'GOST, ST RK, SN RK', kk: 'МЕМСТ, ҚР СТ, ҚР ҚН' };
    expect((await saveSettings({ standards })).statusCode).toBe(200);
    expect((await check()).placeholders).not.toContain('standards');
  });

  test("lists each page's texts whose Russian is still the built-in one, until someone rewrites it", async () => {
    const services = () =>
      check().then(({ placeholderPages }) => placeholderPages.find((entry) => entry.page === 'services'));
    expect((await check()).placeholderPages.map(({ page }) => page)).toEqual([
      'home',
      'production',
      'services',
      'projects',
      'news',
      'careers',
      'documents',
      'contacts',
      'privacy',
    ]);
    const listed = (await services())?.fields ?? [];
    expect(listed).toEqual(
      expect.arrayContaining(['heroTitle', 'heroLead', 'searchDescription', 'supplyTitle']),
    );
    // A text nobody wrote in Russian (the services' own search title) has nothing to confirm.
    expect(listed).not.toContain('searchTitle');
    const current = (await t.call('GET', '/api/pages/services')).json().data;
    // A translation alone does not vouch for the Russian.
    await t.call('PUT', '/api/pages/services', {
      heroLead: { ...current.heroLead, en: 'What we do on site.' },
    });
    expect((await services())?.fields).toContain('heroLead');
    await t.call('PUT', '/api/pages/services', {
      heroLead: { ...current.heroLead, ru: 'Что мы делаем на объектах.' },
    });
    expect((await services())?.fields).toEqual(listed.filter((field) => field !== 'heroLead'));
  });

  test('lists the partners still under an invented name, drafts included, until they are renamed', async () => {
    const [invented] = INVENTED_PARTNER_NAMES;
    const created = await t.call('POST', '/api/partners', { name: { ru: invented }, status: 'draft' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await check()).placeholderPartners).toEqual([{ id, name: invented }]);

    const renamed = await t.call('PUT', `/api/partners/${id}`, { name: { ru: 'ТОО «Настоящий партнёр»' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await check()).placeholderPartners).toEqual([]);
  });

  test('lists the items whose characteristics still give the built-in standards, in any language, until they are confirmed', async () => {
    const characteristics = (standards: string) => ({
      ru: [{ name: 'Толщина металла', value: 'до 20 мм' }],
      kk: [{ name: 'Стандарттар', value: standards }],
    });
    const created = await t.call('POST', '/api/products', {
      status: 'draft',
      name: { ru: 'Цех проверки стандартов' },
      description: { ru: 'Описание' },
      characteristics: characteristics('МЕМСТ, ҚНжЕ'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data;
    expect((await check()).placeholderStandards).toEqual([
      { resource: 'products', items: [{ id, name: 'Цех проверки стандартов' }] },
    ]);

    const confirmed = await t.call('PUT', `/api/products/${id}`, {
      version,
      characteristics: characteristics('МЕМСТ, ҚР СТ, ҚР ҚН'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await check()).placeholderStandards).toEqual([]);
  });

  test('every staff role reads it; visitors do not, and the settings no longer carry it', async () => {
    const translator = bearer((await t.loginAs('translator')).accessToken);
    expect((await check(translator)).placeholders.length).toBeGreaterThan(0);
    const editor = bearer((await t.loginAs('editor')).accessToken);
    expect(await check(editor)).toHaveProperty('undescribedImages');

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/launch-check' });
    expect(anonymous.statusCode).toBe(401);
    const settings = (await t.call('GET', '/api/settings')).json().data;
    for (const moved of [
      'placeholders',
      'placeholderPartners',
      'placeholderStandards',
      'undescribedImages',
    ]) {
      expect(settings).not.toHaveProperty(moved);
    }
  });
});
