import { describe, expect, test } from 'vitest';
import { mapEmbedUrl, mapLinkUrl, parseMap } from '../../src/content/embeds.ts';

const ATYRAU = { latitude: 47.0945, longitude: 51.9238 };

// What staff copy from each service, as the services give it.
const GOOGLE_EMBED =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2654.7!2d51.9238!3d47.0945!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x41a4b0f4e1d2c3b5%3A0x9f8e7d6c5b4a3921!2z0JDRgtGL0YDQsNGD!5e0!3m2!1sru!2skz!4v1700000000000!5m2!1sru!2skz" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>';
const GOOGLE_EMBED_NAMED =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2654.7!2d51.9238!3d47.0945!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x41a4b0f4e1d2c3b5%3A0x9f8e7d6c5b4a3921!2sAtyrau%20Plant!5e0!3m2!1sru!2skz!4v1700000000000" width="600" height="450"></iframe>';
const GOOGLE_PLACE =
  'https://www.google.com/maps/place/Atyrau+Plant/@47.1,51.9,14z/data=!3m1!4b1!4m6!3m5!1s0x41a4b0f4e1d2c3b5:0x9f8e7d6c5b4a3921!8m2!3d47.0945!4d51.9238!16s%2Fg%2F11c1?entry=ttu';
const YANDEX_SHARE =
  'https://yandex.kz/maps/?ll=51.923800%2C47.094500&mode=whatshere&whatshere%5Bpoint%5D=51.923800%2C47.094500&whatshere%5Bzoom%5D=17&z=17';
const YANDEX_ORG = 'https://yandex.kz/maps/org/atyrau_plant/1234567890/?ll=51.9238%2C47.0945&z=16';
const YANDEX_EMBED =
  '<div style="position:relative;overflow:hidden;"><a href="https://yandex.kz/maps/org/atyrau_plant/1234567890/?utm_medium=mapframe&utm_source=maps" style="color:#eee;">Завод</a><iframe src="https://yandex.kz/map-widget/v1/?ll=51.9238%2C47.0945&amp;mode=search&amp;oid=1234567890&amp;ol=biz&amp;z=16" width="560" height="400" frameborder="1" allowfullscreen="true" style="position:relative;"></iframe></div>';
const TWOGIS_FIRM = 'https://2gis.kz/atyrau/firm/70000001012345678?m=51.9238%2C47.0945%2F16';
const TWOGIS_GEO = 'https://2gis.kz/atyrau/geo/70030076123456789/51.9238,47.0945';
const TWOGIS_WIDGET =
  '<script charset="utf-8" src="https://widgets.2gis.com/js/DGWidgetLoader.js"></script><script charset="utf-8">new DGWidgetLoader({"width":640,"height":600,"borderColor":"#a3a3a3","pos":{"lat":47.0945,"lon":51.9238,"zoom":16},"opt":{"city":"atyrau"},"org":[{"id":"70000001012345678"}]});</script>';
const OSM_EMBED =
  '<iframe width="425" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=51.90%2C47.08%2C51.94%2C47.10&amp;layer=mapnik&amp;marker=47.0945%2C51.9238" style="border: 1px solid black"></iframe>';

describe('parseMap reads what staff paste', () => {
  test.each([
    ['decimal coordinates', '47.0945, 51.9238', 'coordinates', 15, null],
    ['coordinates with a space', '47.0945 51.9238', 'coordinates', 15, null],
    ['decimal commas with a semicolon', '47,0945; 51,9238', 'coordinates', 15, null],
    ['degrees with hemispheres', '47.0945° N, 51.9238° E', 'coordinates', 15, null],
    ['hemispheres first', 'N 47.0945, E 51.9238', 'coordinates', 15, null],
    ['longitude named first', '51.9238 E, 47.0945 N', 'coordinates', 15, null],
    ['Google embed code', GOOGLE_EMBED, 'google', 14, null],
    ['Google embed code with a name', GOOGLE_EMBED_NAMED, 'google', 14, 'Atyrau Plant'],
    ['Google place from the address bar', GOOGLE_PLACE, 'google', 14, 'Atyrau Plant'],
    ['Google view', 'https://www.google.com/maps/@47.0945,51.9238,17z', 'google', 17, null],
    ['Google on the Kazakh domain', 'https://www.google.kz/maps/@47.0945,51.9238,12z', 'google', 12, null],
    ['Google query', 'https://maps.google.com/?q=47.0945,51.9238&z=13', 'google', 13, null],
    [
      'Google search API',
      'https://www.google.com/maps/search/?api=1&query=47.0945%2C51.9238',
      'google',
      15,
      null,
    ],
    ['Yandex share link', YANDEX_SHARE, 'yandex', 17, null],
    ['Yandex organisation', YANDEX_ORG, 'yandex', 16, null],
    ['Yandex with a placemark', 'https://yandex.ru/maps/?pt=51.9238,47.0945&z=18&l=map', 'yandex', 18, null],
    [
      'Yandex search',
      'https://yandex.kz/maps/?ll=51.9238%2C47.0945&text=Атырау%20завод&z=11',
      'yandex',
      11,
      'Атырау завод',
    ],
    ['Yandex embed code', YANDEX_EMBED, 'yandex', 16, null],
    ['Yandex without https://', 'yandex.kz/maps/?ll=51.9238%2C47.0945&z=16', 'yandex', 16, null],
    ['2GIS firm', TWOGIS_FIRM, '2gis', 16, null],
    ['2GIS point', TWOGIS_GEO, '2gis', 15, null],
    ['2GIS widget code', TWOGIS_WIDGET, '2gis', 16, null],
    [
      'OpenStreetMap link',
      'https://www.openstreetmap.org/#map=16/47.0945/51.9238',
      'openstreetmap',
      16,
      null,
    ],
    [
      'OpenStreetMap marker',
      'https://www.openstreetmap.org/?mlat=47.0945&mlon=51.9238#map=14/47.0945/51.9238',
      'openstreetmap',
      14,
      null,
    ],
    ['OpenStreetMap embed code', OSM_EMBED, 'openstreetmap', 15, null],
  ])('%s', (_, input, source, zoom, name) => {
    const reading = parseMap(input);
    expect(reading).toMatchObject({ source, name, place: { zoom } });
    if (!('place' in reading)) throw new Error('no place');
    expect(reading.place.latitude).toBeCloseTo(ATYRAU.latitude, 4);
    expect(reading.place.longitude).toBeCloseTo(ATYRAU.longitude, 4);
  });

  test('degrees, minutes and seconds as Google shows them', () => {
    const reading = parseMap(`47°05'40.2"N 51°55'25.7"E`);
    if (!('place' in reading)) throw new Error('no place');
    expect(reading.place.latitude).toBeCloseTo(47.0945, 3);
    expect(reading.place.longitude).toBeCloseTo(51.9238, 3);
    const south = parseMap(`33°51'35.9"S 151°12'40.0"E`);
    expect('place' in south && south.place.latitude).toBeCloseTo(-33.86, 2);
  });
});

describe('parseMap says why it shows no place', () => {
  test.each([
    ['Google short link', 'https://maps.app.goo.gl/AbCdEf123456'],
    ['old Google short link', 'https://goo.gl/maps/AbCdEf123456'],
    ['Yandex short link', 'https://yandex.ru/maps/-/CDd~a8k1'],
    ['Yandex short link on .kz', 'https://yandex.kz/maps/-/CCUqYXu0dC'],
    [
      'Yandex embed of a short link',
      '<iframe src="https://yandex.ru/map-widget/v1/-/CCUqYXu0dC" width="560"></iframe>',
    ],
    ['2GIS short link', 'https://go.2gis.com/abc12'],
    ['2GIS firm without its place', 'https://2gis.kz/atyrau/firm/70000001012345678'],
    ['Google search by name', 'https://www.google.com/maps/search/Атырау'],
  ])('%s: a link only its service can open', (_, input) => {
    expect(parseMap(input)).toEqual({ reason: 'link.map_short' });
  });

  test.each([
    ['empty', '   '],
    ['plain text', 'Атырау, ул. Промышленная 1'],
    ['another site', 'https://maps.evil.example/?ll=51.9,47.1'],
    ['a look-alike host', 'https://yandex.kz.evil.example/maps/?ll=51.9,47.1'],
    ['plain http', 'http://yandex.kz/maps/?ll=51.9238%2C47.0945'],
    [
      'a frame from another site',
      '<iframe src="https://evil.example/maps/embed?pb=!2d51.9!3d47.1"></iframe>',
    ],
    [
      'a frame over http',
      '<iframe src="http://www.google.com/maps/embed?pb=!1d2654!2d51.9!3d47.1"></iframe>',
    ],
    ['a script from another site', '<script src="https://evil.example/map.js"></script>'],
    [
      'Yandex constructor script',
      '<script src="https://api-maps.yandex.ru/services/constructor/1.0/js/?um=constructor%3Aabc"></script>',
    ],
    ['latitude out of range', '95.1, 51.9'],
    ['longitude out of range', '47.1, 181'],
    ['two latitudes', '47.1 N, 51.9 S'],
    ['minutes past 60', `47°75'00"N 51°55'25"E`],
    ['a javascript link', 'javascript:alert(1)'],
  ])('%s is refused', (_, input) => {
    expect(parseMap(input)).toEqual({ reason: 'link.map' });
  });
});

describe('what the site shows', () => {
  test('the frame is Yandex’s widget at the place read, whatever the service', () => {
    const reading = parseMap(GOOGLE_EMBED);
    if (!('place' in reading)) throw new Error('no place');
    expect(mapEmbedUrl(reading.place)).toBe(
      'https://yandex.kz/map-widget/v1/?ll=51.9238%2C47.0945&z=14&pt=51.9238%2C47.0945',
    );
  });

  test('«how to find us» opens the pasted link, or the service the embed code came from', () => {
    const place = { ...ATYRAU, zoom: 16 };
    expect(mapLinkUrl(YANDEX_ORG, place)).toBe(YANDEX_ORG);
    expect(mapLinkUrl(GOOGLE_EMBED, place)).toBe(
      'https://www.google.com/maps/search/?api=1&query=47.0945%2C51.9238',
    );
    expect(mapLinkUrl(OSM_EMBED, place)).toBe(
      'https://www.openstreetmap.org/?mlat=47.0945&mlon=51.9238#map=16/47.0945/51.9238',
    );
    expect(mapLinkUrl(YANDEX_EMBED, place)).toMatch(/^https:\/\/yandex\.kz\/maps\/\?ll=51\.9238%2C47\.0945/);
    expect(mapLinkUrl('47.0945, 51.9238', place)).toMatch(/^https:\/\/yandex\.kz\/maps\//);
  });
});
