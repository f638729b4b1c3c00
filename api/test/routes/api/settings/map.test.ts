import { expect, test } from 'vitest';
import { bearer, builtIn, signedInApp } from '../../../helper.ts';

// The map field takes what staff copy from the maps services (the parser's own table is
// test/content/embeds.test.ts); this is the route's side: what is accepted, stored and answered.
const { company } = builtIn;
const t = signedInApp();

const save = (map: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(t.token),
    payload: { ...company, map },
  });
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/settings?lang=ru' })).json().data;

const GOOGLE_EMBED =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2654.7!2d51.9238!3d47.0945!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x41a4b0f4e1d2c3b5%3A0x9f8e7d6c5b4a3921!2sAtyrau!5e0!3m2!1sru!2skz!4v1700000000000" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>';
const YANDEX_SHARE =
  'https://yandex.kz/maps/?ll=51.923800%2C47.094500&mode=whatshere&whatshere%5Bpoint%5D=51.923800%2C47.094500&whatshere%5Bzoom%5D=17&z=17';

test('a Google embed code is accepted: the site shows the place in its map frame, the link opens Google', async () => {
  expect((await save(GOOGLE_EMBED)).statusCode).toBe(200);
  const settings = await read();
  expect(settings.map).toMatchObject({ latitude: 47.0945, longitude: 51.9238, zoom: 14 });
  expect(settings.mapEmbedUrl).toBe(
    'https://yandex.kz/map-widget/v1/?ll=51.9238%2C47.0945&z=14&pt=51.9238%2C47.0945',
  );
  expect(settings.mapLinkUrl).toBe('https://www.google.com/maps/search/?api=1&query=47.0945%2C51.9238');
});

test('a Yandex share link is accepted, and «how to find us» opens it as pasted', async () => {
  expect((await save(YANDEX_SHARE)).statusCode).toBe(200);
  const settings = await read();
  expect(settings.map).toMatchObject({ latitude: 47.0945, longitude: 51.9238, zoom: 17 });
  expect(settings.mapLinkUrl).toBe(YANDEX_SHARE);
});

test('short links are refused with their own code; a frame from another site with the general one', async () => {
  for (const map of [
    'https://maps.app.goo.gl/AbCdEf123456',
    'https://yandex.ru/maps/-/CDd~a8k1',
    'https://go.2gis.com/abc12',
  ]) {
    const response = await save(map);
    expect(response.statusCode, map).toBe(400);
    expect(response.json()).toMatchObject({ code: 'link.map_short', params: { field: 'map' } });
  }
  const foreign = await save(
    '<iframe src="https://evil.example/maps/embed?pb=!1d2654!2d51.9!3d47.1"></iframe>',
  );
  expect(foreign.json()).toMatchObject({ code: 'link.map', params: { field: 'map' } });
  expect((await read()).map).toMatchObject({ zoom: 17 });
});
