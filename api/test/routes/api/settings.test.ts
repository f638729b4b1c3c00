import { company } from '@industrial/content-seed/company';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, build, type TestApp } from '../../helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await build();
  token = (await t.login()).accessToken;
});
afterAll(() => t.close());

const save = (payload: object, headers = bearer(token)) =>
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

  test('a tel: chat link is allowed; a stale version is refused with 409', async () => {
    expect((await save({ ...company, phoneChatUrl: 'tel:+77000000000' })).statusCode).toBe(200);
    const response = await save({ ...company, version: 1 });
    expect(response.statusCode).toBe(409);
  });

  test('writes need a token and an administrator', async () => {
    expect((await save(company, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
    for (const role of ['editor', 'translator'] as const) {
      const other = (await t.loginAs(role)).accessToken;
      expect((await save(company, bearer(other))).statusCode).toBe(403);
    }
  });
});
