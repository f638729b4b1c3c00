import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { news } from '../../../../src/db/schema/index.ts';
import { signedInApp } from '../../../helper.ts';

const t = signedInApp();

const write = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await t.call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
};
const staffRead = async (url: string) => (await t.call('GET', url)).json();

const item = (name: object) => ({
  name,
  description: { ru: 'Анонс', en: 'Preview', kk: 'Анонс' },
  mainContent: { ru: '<p>Текст</p>', en: '<p>Text</p>', kk: '<p>Мәтін</p>' },
  date: '2026-01-10',
});

describe('translation state per item and language', () => {
  test('a text written in Russian only is missing in English and Kazakh, and the filter finds it', async () => {
    const created = await write('POST', '/api/news', item({ ru: 'Только по-русски' }));
    expect(created.translations.en).toMatchObject({ missing: ['name'], outdated: [] });
    expect(created.translations.kk).toMatchObject({ missing: ['name'], outdated: [] });

    const waiting = await staffRead(`/api/news?filter=${encodeURIComponent('{"needsTranslation":"en"}')}`);
    expect(waiting.data.map((row: { id: number }) => row.id)).toContain(created.id);

    const translated = await write('PUT', `/api/news/${created.id}`, {
      name: { ru: 'Только по-русски', en: 'Russian only', kk: 'Тек орысша' },
    });
    expect(translated.translations.en).toMatchObject({ missing: [], outdated: [] });
    const after = await staffRead(`/api/news?filter=${encodeURIComponent('{"needsTranslation":"any"}')}`);
    expect(after.data.map((row: { id: number }) => row.id)).not.toContain(created.id);
  });

  test('changing the Russian outdates the translations; saving a changed translation or checking one clears it', async () => {
    const created = await write(
      'POST',
      '/api/news',
      item({ ru: 'Запуск цеха', en: 'Shop opens', kk: 'Цех ашылды' }),
    );
    expect(created.translations.en.outdated).toEqual([]);

    // The admin sends the whole record back: unchanged translations must not count as re-translated.
    const changed = await write('PUT', `/api/news/${created.id}`, {
      name: { ru: 'Запуск нового цеха', en: 'Shop opens', kk: 'Цех ашылды' },
    });
    expect(changed.translations.en).toMatchObject({ missing: [], outdated: ['name'] });
    expect(changed.translations.kk).toMatchObject({ missing: [], outdated: ['name'] });
    const outdated = await staffRead(`/api/news?filter=${encodeURIComponent('{"needsTranslation":"kk"}')}`);
    expect(outdated.data.map((row: { id: number }) => row.id)).toContain(created.id);

    const retranslated = await write('PUT', `/api/news/${created.id}`, {
      name: { ru: 'Запуск нового цеха', en: 'New shop opens', kk: 'Цех ашылды' },
    });
    expect(retranslated.translations.en.outdated).toEqual([]);
    expect(retranslated.translations.kk.outdated).toEqual(['name']);

    const checked = await write('PUT', `/api/news/${created.id}`, { checkedTranslations: { kk: ['name'] } });
    expect(checked.translations.kk.outdated).toEqual([]);
    expect(checked.name.kk).toBe('Цех ашылды');
  });

  test('a list changed in Russian outdates its translation too', async () => {
    const product = await write('POST', '/api/products', {
      name: { ru: 'Цех', en: 'Shop', kk: 'Цех' },
      description: { ru: 'Описание', en: 'About', kk: 'Сипаттама' },
      info: { ru: ['Воздуховоды'], en: ['Ducts'], kk: ['Ауа өткізгіштер'] },
    });
    const changed = await write('PUT', `/api/products/${product.id}`, {
      info: { ru: ['Воздуховоды', 'Лотки'], en: ['Ducts'], kk: ['Ауа өткізгіштер'] },
    });
    expect(changed.translations.en.outdated).toEqual(['info']);
  });

  test('rows stored without a state (seeded, or older) get one at start, counting translations as current', async () => {
    const created = await write('POST', '/api/news', item({ ru: 'Старая запись', en: 'Old record' }));
    await t.db.execute(sql`update ${news} set translations = '{}'::jsonb where id = ${created.id}`);
    await t.app.content.news.trackUntrackedTranslations();
    const { data } = await staffRead(`/api/news/${created.id}`);
    expect(data.translations.en).toMatchObject({ missing: [], outdated: [] });
    expect(data.translations.kk).toMatchObject({ missing: ['name'] });
  });

  test('checking a field that does not exist is refused', async () => {
    const created = await write('POST', '/api/news', item({ ru: 'Проверка' }));
    const response = await t.call('PUT', `/api/news/${created.id}`, {
      checkedTranslations: { en: ['nonsense'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
  });
});
