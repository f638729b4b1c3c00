import { describe, expect, test } from 'vitest';
import { resources } from '../../../../src/content/resources.ts';
import { signedInApp } from '../../../helper.ts';

// A gallery (#41): photos on a workshop, a service, a project or a news item, each row an upload
// and its alt text per language, kept in the order staff give them.
const t = signedInApp({ uploads: ['hall.webp', 'weld.webp', 'crane.webp'] });

const workshop = {
  name: { ru: 'Цех сварки', en: 'Welding shop', kk: 'Дәнекерлеу цехы' },
  description: { ru: 'Свариваем металлоконструкции.' },
};
const photo = (img: string, ru: string, en?: string) => ({ img, alt: { ru, ...(en ? { en } : {}) } });

describe('galleries', () => {
  test('workshops, services, projects and news have one', () => {
    for (const resource of ['products', 'services', 'projects', 'news'] as const) {
      expect(resources[resource].fields).toHaveProperty('gallery.kind', 'rows');
    }
  });

  test('are kept in the order saved, read back in one language, each alt text translated on its own', async () => {
    const gallery = [
      photo('/uploads/weld.webp', 'Сварщик у шва', 'A welder at a seam'),
      photo('/api/uploads/hall.webp', 'Пролёт цеха'),
    ];
    const created = await t.call('POST', '/api/products', { ...workshop, gallery });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data.gallery).toEqual(gallery);
    expect(created.json().data.translations.en.missing).toContain('gallery.1.alt');
    expect(created.json().data.translations.en.missing).not.toContain('gallery.0.alt');

    const reordered = await t.call('PUT', `/api/products/${id}`, {
      gallery: [gallery[1], gallery[0], photo('/uploads/crane.webp', 'Кран-балка', 'An overhead crane')],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const en = (await t.call('GET', `/api/products/${id}?lang=en`)).json().data;
    expect(en.gallery).toEqual([
      { img: '/api/uploads/hall.webp', alt: 'Пролёт цеха' },
      { img: '/uploads/weld.webp', alt: 'A welder at a seam' },
      { img: '/uploads/crane.webp', alt: 'An overhead crane' },
    ]);
    expect(en.untranslated).toContain('gallery.0.alt');
  });

  test('a photo needs its Russian alt text; a row without a photo needs none', async () => {
    const undescribed = await t.call('POST', '/api/news', {
      name: { ru: 'Новый пролёт' },
      description: { ru: 'Открыли пролёт.' },
      mainContent: { ru: '<p>Открыли пролёт.</p>' },
      gallery: [
        photo('/uploads/hall.webp', 'Пролёт'),
        { img: '/uploads/weld.webp', alt: { ru: '  ', en: 'Weld' } },
      ],
    });
    expect(undescribed.statusCode).toBe(400);
    expect(undescribed.json()).toMatchObject({ code: 'alt.required', params: { field: 'gallery.1.alt.ru' } });

    const { id } = (await t.call('POST', '/api/projects', projectWith([]))).json().data;
    const empty = await t.call('PUT', `/api/projects/${id}`, { gallery: [{ img: '', alt: {} }] });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data.gallery).toEqual([{ img: null, alt: {} }]);
  });

  test('a photo must be a stored upload', async () => {
    for (const [img, code] of [
      ['/uploads/gone.webp', 'image_missing'],
      ['/etc/passwd', 'image_missing'],
      ['https://tracker.example/pixel.png', 'image.remote_forbidden'],
    ] as const) {
      const refused = await t.call('POST', '/api/services', {
        name: { ru: 'Монтаж' },
        description: { ru: 'Монтируем.' },
        gallery: [photo('/uploads/hall.webp', 'Пролёт'), photo(img, 'Что-то')],
      });
      expect(refused.statusCode, img).toBe(400);
      expect(refused.json()).toMatchObject({ code, params: { field: 'gallery.1.img' } });
    }
    const tooMany = await t.call(
      'POST',
      '/api/projects',
      projectWith(Array(25).fill(photo('/uploads/hall.webp', 'Пролёт'))),
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

function projectWith(gallery: object[]) {
  return {
    name: { ru: 'Резервуарный парк' },
    description: { ru: 'Построили резервуары.' },
    location: { ru: 'Атырау' },
    specialistsCount: 12,
    gallery,
  };
}
