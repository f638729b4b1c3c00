import { describe, expect, test } from 'vitest';
import { bearer, build, builtIn, signedInApp } from '../../../helper.ts';

const { company } = builtIn;

const t = signedInApp();

const save = (payload: object, headers = bearer(t.token)) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload });
const read = (query = '') => t.app.inject({ method: 'GET', url: `/api/settings${query}` });

describe('/api/settings', () => {
  test('answers the built-in starting values, as version 0, before anything is saved', async () => {
    const initial = await read();
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toMatchObject({ phone: company.phone, version: 0 });
  });

  test('an administrator saves them; everyone reads them; saving republishes', async () => {
    const saved = await save(company);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ phone: company.phone, version: 1 });
    expect(t.published).toContain('settings updated');

    const stored = (await read()).json().data;
    expect(stored.name).toEqual(company.name);
    expect(stored.version).toBe(1);
  });

  test('?lang flattens to one language, falling back to Russian, and resolves video and map', async () => {
    const en = (await read('?lang=en')).json().data;
    expect(en.name).toBe(company.name.en);
    expect(en.hoursWeekdays).toBe(company.hoursWeekdays.ru);
    expect(en.videoEmbedUrl).toBe('https://www.youtube-nocookie.com/embed/EXAMPLE_VIDEO');
    expect(en.map).toMatchObject({ latitude: 47.0945, longitude: 51.9238 });
    expect(en.mapEmbedUrl).toMatch(/^https:\/\/yandex\.kz\/map-widget\/v1\//);
    expect(en.mapLinkUrl).toBe(company.map);
  });

  test('a YouTube watch link or a Vimeo link becomes the privacy-friendly player', async () => {
    const version = (await read()).json().data.version;
    expect(
      (await save({ ...company, video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', version }))
        .statusCode,
    ).toBe(200);
    expect((await read('?lang=ru')).json().data.videoEmbedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect((await save({ ...company, video: 'https://vimeo.com/76979871' })).statusCode).toBe(200);
    expect((await read('?lang=kk')).json().data.videoEmbedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  test('coordinates and links from Google, 2GIS and OpenStreetMap are places', async () => {
    for (const map of [
      '47.0945, 51.9238',
      'https://www.google.com/maps/@47.0945,51.9238,15z',
      'https://2gis.kz/atyrau?m=51.9238%2C47.0945%2F15',
      'https://www.openstreetmap.org/#map=15/47.0945/51.9238',
    ]) {
      expect((await save({ ...company, map })).statusCode).toBe(200);
      expect((await read('?lang=ru')).json().data.map).toMatchObject({
        latitude: 47.0945,
        longitude: 51.9238,
      });
    }
  });

  test('bad links are refused with 400 and a code, and nothing saved before is lost', async () => {
    const before = (await read()).json().data;
    for (const [payload, code] of [
      [{ messengerUrl: 'javascript:alert(1)' }, 'link.unsafe'],
      [{ instagramUrl: 'data:text/html,<b>x</b>' }, 'link.unsafe'],
      [{ phoneChatUrl: 'http://wa.me/1' }, 'link.unsafe'],
      [{ video: 'https://evil.example/watch?v=dQw4w9WgXcQ' }, 'link.video'],
      [{ map: 'https://maps.evil.example/?ll=1,2' }, 'link.map'],
      [{ email: 'not an address' }, 'link.email'],
      [{ name: { ru: ' ' } }, 'field.required'],
    ] as const) {
      const response = await save({ ...company, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', code });
      expect(typeof response.json().message).toBe('string');
    }
    expect((await read()).json().data).toEqual(before);
  });

  test('every wrong setting is refused at once, each named with its rule, and nothing is saved', async () => {
    const before = (await read()).json().data;
    const response = await save({
      ...company,
      name: { ru: '  ', en: 'Example' },
      phoneChatUrl: 'http://wa.me/1',
      email: 'not an address',
      video: 'https://evil.example/watch?v=dQw4w9WgXcQ',
      map: 'somewhere',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      code: 'fields.invalid',
      params: {
        count: 5,
        fields: [
          { field: 'name.ru', code: 'field.required' },
          { field: 'phoneChatUrl', code: 'link.unsafe' },
          { field: 'email', code: 'link.email' },
          { field: 'video', code: 'link.video' },
          { field: 'map', code: 'link.map' },
        ],
      },
    });
    expect(response.json().message).toMatch(
      /^5 fields are invalid: name\.ru is required; phoneChatUrl must be/,
    );
    expect((await read()).json().data).toEqual(before);
  });

  test('a tel: chat link is allowed; a stale version is refused with 409', async () => {
    expect((await save({ ...company, phoneChatUrl: 'tel:+77000000000' })).statusCode).toBe(200);
    const response = await save({ ...company, version: 1 });
    expect(response.statusCode).toBe(409);
  });

  test('writes need a token; editors may not save them, translators only their English and Kazakh', async () => {
    expect((await save(company, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
    const editor = (await t.loginAs('editor')).accessToken;
    expect((await save(company, bearer(editor))).statusCode).toBe(403);

    const translator = bearer((await t.loginAs('translator')).accessToken);
    const current = (await staffRead()).data;
    const russian = await save(
      { ...values(current), name: { ...current.name, ru: 'ТОО «Другое»' } },
      translator,
    );
    expect(russian.statusCode).toBe(403);
    expect(russian.json()).toMatchObject({ code: 'role.translations_only', params: { field: 'name.ru' } });
    const phone = await save({ ...values(current), phone: '+7 (701) 111-11-11' }, translator);
    expect(phone.json()).toMatchObject({ code: 'role.translations_only', params: { field: 'phone' } });

    const kazakh = await save(
      { ...values(current), name: { ...current.name, kk: '«Басқа» ЖШС' } },
      translator,
    );
    expect(kazakh.statusCode).toBe(200);
    expect((await read('?lang=kk')).json().data.name).toBe('«Басқа» ЖШС');
    expect((await read('?lang=ru')).json().data.name).toBe(current.name.ru);
  });
});

const staffRead = async () => (await t.call('GET', '/api/settings')).json();
/** The record as the admin sends it back: its values, without what the server adds. */
const values = (record: Record<string, unknown>) => {
  const { version: _, updatedAt: __, translations: ___, ...rest } = record;
  return rest;
};

describe('what only staff see', () => {
  test('the notification addresses are kept, checked, and never answered to visitors', async () => {
    const current = (await staffRead()).data;
    const bad = await save({ ...values(current), notifyEmails: ['sales@example.kz', 'nobody'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'link.email', params: { field: 'notifyEmails' } });

    const saved = await save({ ...values(current), notifyEmails: ['', ' sales@example.kz '] });
    expect(saved.statusCode).toBe(200);
    expect((await staffRead()).data.notifyEmails).toEqual(['sales@example.kz']);
    for (const query of ['', '?lang=ru', '?lang=en']) {
      const visitor = (await read(query)).json().data;
      expect(visitor, query).not.toHaveProperty('notifyEmails');
      expect(visitor, query).not.toHaveProperty('translations');
    }
  });

  test('each text knows whether its English and Kazakh are missing or outdated', async () => {
    const current = values((await staffRead()).data);
    const missing = await save({ ...current, address: { ru: 'г. Атырау, ул. Новая, 2' } });
    expect(missing.json().data.translations.en.missing).toEqual(['address']);
    expect(missing.json().data.translations.kk.missing).toEqual(['address']);

    const translated = values(missing.json().data);
    const both = await save({
      ...translated,
      address: { ru: 'г. Атырау, ул. Новая, 2', en: '2 Novaya St, Atyrau', kk: 'Атырау қ., Жаңа к., 2' },
    });
    expect(both.json().data.translations.en).toMatchObject({ missing: [], outdated: [] });

    const changed = await save({
      ...values(both.json().data),
      address: { ...both.json().data.address, ru: 'г. Атырау, ул. Новая, 3' },
    });
    expect(changed.json().data.translations.en.outdated).toEqual(['address']);
    expect(changed.json().data.translations.kk.outdated).toEqual(['address']);

    const checked = await save({ ...values(changed.json().data), checkedTranslations: { kk: ['address'] } });
    expect(checked.json().data.translations.kk.outdated).toEqual([]);
    expect(checked.json().data.translations.en.outdated).toEqual(['address']);
  });
});

describe('the home page', () => {
  test('a save changes only the settings it carries; a text without its translation is named untranslated', async () => {
    const before = (await staffRead()).data;
    const saved = await save({
      figure2Value: { ru: '12 000', en: '12,000' },
      about: { ru: 'Первый абзац.\n\nВторой абзац.', en: 'First.\n\nSecond.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      phone: before.phone,
      name: before.name,
      mission: before.mission,
    });
    expect(saved.json().data.translations.kk.missing).toEqual(['figure2Value', 'about']);

    const kk = (await read('?lang=kk')).json().data;
    expect(kk).toMatchObject({ figure2Value: '12 000', about: 'Первый абзац.\n\nВторой абзац.' });
    expect(kk.untranslated).toEqual(['figure2Value', 'about']);
    expect((await read('?lang=en')).json().data).toMatchObject({ figure2Value: '12,000', untranslated: [] });

    const empty = await save({ mission: { ru: '' } });
    expect(empty.json()).toMatchObject({ code: 'field.required', params: { field: 'mission.ru' } });
  });
});

describe('history', () => {
  test('every save is kept: who, when, what changed; an earlier version can be restored', async () => {
    const start = (await staffRead()).data;
    const first = await save({ ...values(start), phone: '+7 (702) 222-22-22', version: start.version });
    const second = await save({ ...values(first.json().data), phone: '+7 (703) 333-33-33' });
    expect(second.statusCode).toBe(200);

    const list = await t.call('GET', '/api/settings/revisions');
    expect(list.statusCode).toBe(200);
    const [newest, previous] = list.json().data;
    expect(newest).toMatchObject({
      version: second.json().data.version,
      action: 'update',
      changes: ['phone'],
    });
    expect(newest.author).toBe('admin@example.kz');
    expect(previous.version).toBe(first.json().data.version);

    const kept = await t.call('GET', `/api/settings/revisions/${previous.version}`);
    expect(kept.json().data.snapshot.phone).toBe('+7 (702) 222-22-22');

    const published = t.published.length;
    const restored = await t.call('POST', `/api/settings/revisions/${previous.version}/restore`, {
      version: second.json().data.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ phone: '+7 (702) 222-22-22', version: newest.version + 1 });
    expect((await read('?lang=en')).json().data.phone).toBe('+7 (702) 222-22-22');
    expect(t.published.length).toBe(published + 1);
    const after = (await t.call('GET', '/api/settings/revisions')).json().data;
    expect(after[0]).toMatchObject({ action: 'restore', changes: ['phone'] });

    const missingVersion = await t.call('GET', '/api/settings/revisions/100000');
    expect(missingVersion.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/settings/revisions' });
    expect(anonymous.statusCode).toBe(401);
  });

  test('of two saves on the same version exactly one wins', async () => {
    const current = (await staffRead()).data;
    const [a, b] = await Promise.all([
      save({ ...values(current), phone: '+7 (704) 444-44-44', version: current.version }),
      save({ ...values(current), phone: '+7 (705) 555-55-55', version: current.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ error: 'Conflict', code: 'version.stale' });
  });
});

describe('the action log', () => {
  test('names a settings save as such, with the settings it changed', async () => {
    const current = (await staffRead()).data;
    expect((await save({ ...values(current), phone: '+7 (706) 666-66-66' })).statusCode).toBe(200);
    const log = await t.call('GET', `/api/audit?${new URLSearchParams({ range: '[0,0]' })}`);
    expect(log.json().data[0]).toMatchObject({
      action: 'update',
      resource: 'settings',
      details: { changes: ['phone'] },
    });
  });
});

describe('the standards', () => {
  test('are a text staff edit in three languages', async () => {
    const fresh = await build();
    try {
      const admin = bearer((await fresh.login()).accessToken);
      const staff = async () =>
        (await fresh.app.inject({ method: 'GET', url: '/api/settings', headers: admin })).json().data;
      expect((await staff()).standards).toEqual(company.standards);
      const confirmed = { ru: 'ГОСТ, СТ РК, СН РК', en: 'GOST, ST RK, SN RK', kk: 'МЕМСТ, ҚР СТ, ҚР ҚН' };
      const saved = await fresh.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin,
        payload: { standards: confirmed },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const visitor = async (lang: string) =>
        (await fresh.app.inject({ method: 'GET', url: `/api/settings?lang=${lang}` })).json().data.standards;
      expect([await visitor('ru'), await visitor('en'), await visitor('kk')]).toEqual([
        confirmed.ru,
        confirmed.en,
        confirmed.kk,
      ]);
    } finally {
      await fresh.close();
    }
  });
});
