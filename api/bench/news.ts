import type { ApiCall } from './product.ts';

/** Adds published news through the API, a few requests at a time, until there are `target` items. */
export async function addNews(target: number, api: ApiCall): Promise<number> {
  const existing = ((await api('GET', '/news')).data as unknown[]).length;
  const missing = Math.max(0, target - existing);
  let next = 0;
  const worker = async () => {
    while (next < missing) {
      const n = ++next;
      await api('POST', '/news', {
        status: 'published',
        date: new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10),
        name: { ru: `Новость №${n}`, en: `News #${n}`, kk: `№${n} жаңалық` },
        description: { ru: `Краткое описание новости №${n}.`, en: `Summary of news #${n}.` },
        mainContent: { ru: `<p>Текст новости №${n}: цех, монтаж, пусконаладка.</p>` },
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return missing;
}
