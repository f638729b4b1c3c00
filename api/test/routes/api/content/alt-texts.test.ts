import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resources } from '../../../../src/content/resources.ts';
import { story as newsItem, signedInApp } from '../../../helper.ts';

const t = signedInApp({
  uploads: ['icon.webp', 'long-ago.webp', 'old.webp', 'scan.webp', 'shop.webp', 'undescribed.webp'],
});
const write = (method: 'POST' | 'PUT', url: string, payload: object) => t.call(method, url, payload);
const read = (url: string) => t.call('GET', url);

/** A published project whose picture is described, then its row made as from before alt texts. */
async function undescribedProject(name: string, img: string): Promise<number> {
  const created = await write('POST', '/api/projects', {
    name: { ru: name },
    description: { ru: 'Описание' },
    location: { ru: 'Атырау' },
    specialistsCount: 3,
    img,
    imgAlt: { ru: 'Резервуар в строительных лесах' },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data;
  await t.db.execute(sql`update projects set img_alt = '{}'::jsonb where id = ${id}`);
  return id;
}

const story = newsItem({ ru: 'Новый цех' });

describe('alt texts: every image that shows something is described per language', () => {
  test('each image field has its alt text after it, except the decorative service icon', () => {
    expect(Object.keys(resources.news.fields)).toEqual([
      'name',
      'description',
      'mainContent',
      'date',
      'img',
      'imgAlt',
      'gallery',
      'slug',
      'waitForTranslation',
      // The sharing image is not shown on the page: it needs no alt text.
      'searchTitle',
      'searchDescription',
      'shareImage',
      'noIndex',
    ]);
    expect(Object.keys(resources.services.fields)).toContain('imgAlt');
    expect(Object.keys(resources.services.fields)).not.toContain('iconAlt');
    for (const [resource, image] of [
      ['products', 'image'],
      ['projects', 'img'],
      ['partners', 'logo'],
      ['certificates', 'image'],
    ] as const) {
      expect(resources[resource].fields).toHaveProperty(`${image}Alt`);
    }
  });

  test('an image without its Russian description is refused, naming the field; without an image none is needed', async () => {
    const undescribed = await write('POST', '/api/news', { ...story, img: '/uploads/shop.webp' });
    expect(undescribed.statusCode).toBe(400);
    expect(undescribed.json()).toMatchObject({
      error: 'Bad Request',
      code: 'alt.required',
      params: { field: 'imgAlt.ru' },
    });
    // Spaces alone describe nothing.
    const blank = await write('POST', '/api/news', {
      ...story,
      img: '/uploads/shop.webp',
      imgAlt: { ru: '   ', en: 'A new workshop' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('alt.required');

    const plain = await write('POST', '/api/news', story);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.imgAlt).toEqual({});
  });

  test('a described image reads in each language, falling back to Russian, and its translation is tracked', async () => {
    const created = await write('POST', '/api/news', {
      ...story,
      img: '/uploads/shop.webp',
      imgAlt: { ru: 'Сварщик у нового стола', en: '' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item.imgAlt).toEqual({ ru: 'Сварщик у нового стола' });
    expect(item.translations.en.missing).toContain('imgAlt');

    const english = await read(`/api/news/${item.id}?lang=en`);
    expect(english.json().data).toMatchObject({ imgAlt: 'Сварщик у нового стола' });
    expect(english.json().data.untranslated).toContain('imgAlt');

    const translated = await write('PUT', `/api/news/${item.id}`, {
      imgAlt: {
        ru: 'Сварщик у нового стола',
        en: 'A welder at the new bench',
        kk: 'Жаңа үстел жанындағы дәнекерлеуші',
      },
      version: item.version,
    });
    expect(translated.statusCode).toBe(200);
    expect(translated.json().data.translations.en.missing).not.toContain('imgAlt');
    const kazakh = (await read(`/api/news/${item.id}?lang=kk`)).json().data;
    expect(kazakh.imgAlt).toBe('Жаңа үстел жанындағы дәнекерлеуші');
    expect(kazakh.untranslated).not.toContain('imgAlt');

    // Removing the description while the image stays is refused; the stored one is kept.
    const cleared = await write('PUT', `/api/news/${item.id}`, { imgAlt: { ru: '' } });
    expect(cleared.statusCode).toBe(400);
    expect((await read(`/api/news/${item.id}`)).json().data.imgAlt.ru).toBe('Сварщик у нового стола');
    // Removing the image with it is fine.
    const without = await write('PUT', `/api/news/${item.id}`, { img: null, imgAlt: { ru: '' } });
    expect(without.statusCode).toBe(200);
    expect(without.json().data).toMatchObject({ img: null, imgAlt: {} });
  });

  test('an item saved before alt texts existed can still be reordered and unpublished', async () => {
    // As a row from before the migration: an image and no description.
    const id = await undescribedProject('Старый проект', '/uploads/old.webp');
    expect((await write('PUT', `/api/projects/${id}`, { position: 7 })).statusCode).toBe(200);
    expect((await write('PUT', `/api/projects/${id}`, { status: 'draft' })).statusCode).toBe(200);
    // A save that writes the image asks for its description.
    const resaved = await write('PUT', `/api/projects/${id}`, { img: '/uploads/old.webp' });
    expect(resaved.statusCode).toBe(400);
    expect(resaved.json().params).toEqual({ field: 'imgAlt.ru' });
  });

  test('a version kept from before alt texts existed can still be restored', async () => {
    // As before the migration: neither the row nor its first version has a description.
    const id = await undescribedProject('Давний проект', '/uploads/long-ago.webp');
    await t.db.execute(
      sql`update revisions set snapshot = snapshot - 'imgAlt' where resource = 'projects' and item_id = ${id}`,
    );
    expect((await write('PUT', `/api/projects/${id}`, { position: 3 })).statusCode).toBe(200);

    const restored = await t.call('POST', `/api/projects/${id}/revisions/1/restore`, { version: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ img: '/uploads/long-ago.webp', position: 0, version: 3 });
  });

  test('Перед запуском lists, per resource, the items whose image has no Russian description', async () => {
    const id = await undescribedProject('Проект без описания', '/uploads/undescribed.webp');
    // A certificate is named by its title.
    const certificate = await write('POST', '/api/certificates', {
      title: { ru: 'Аттестат без описания' },
      image: '/uploads/scan.webp',
      imageAlt: { ru: 'Скан аттестата' },
    });
    const certificateId = certificate.json().data.id;
    await t.db.execute(sql`update certificates set image_alt = '{}'::jsonb where id = ${certificateId}`);
    const listed = async () =>
      (await read('/api/launch-check')).json().data.undescribedImages as {
        resource: string;
        items: { id: number; name: string }[];
      }[];
    expect(await listed()).toEqual(
      expect.arrayContaining([
        { resource: 'projects', items: expect.arrayContaining([{ id, name: 'Проект без описания' }]) },
        { resource: 'certificates', items: [{ id: certificateId, name: 'Аттестат без описания' }] },
      ]),
    );
    // Only staff see it.
    expect((await t.app.inject({ method: 'GET', url: '/api/launch-check' })).statusCode).toBe(401);
    // The list it links to keeps just those items.
    const filter = (value: unknown) =>
      read(`/api/projects?filter=${encodeURIComponent(JSON.stringify({ undescribed: value }))}`);
    const filtered = await filter(true);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data.map((row: { id: number }) => row.id)).toContain(id);
    expect(filtered.json().data.every((row: { imgAlt: { ru?: string } }) => !row.imgAlt.ru)).toBe(true);
    // `false`, as a switched-off toggle sends it, filters nothing.
    expect((await filter(false)).json().data).toEqual((await read('/api/projects')).json().data);
    expect((await filter('yes')).json()).toMatchObject({
      code: 'query.invalid',
      params: { param: 'filter' },
    });

    const described = await write('PUT', `/api/projects/${id}`, { imgAlt: { ru: 'Резервуар в лесах' } });
    expect(described.statusCode).toBe(200);
    const projects = (await listed()).find((entry) => entry.resource === 'projects');
    expect(projects?.items.map((item) => item.id) ?? []).not.toContain(id);
    const after = (await filter(true)).json().data as { id: number }[];
    expect(after.map((row) => row.id)).not.toContain(id);
  });

  test('a decorative icon takes no description', async () => {
    const created = await write('POST', '/api/services', {
      name: { ru: 'Монтаж' },
      description: { ru: 'Описание' },
      icon: '/uploads/icon.webp',
      iconAlt: { ru: 'Значок' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).not.toHaveProperty('iconAlt');
    expect(created.json().data).toMatchObject({ icon: '/uploads/icon.webp', imgAlt: {} });
  });
});
