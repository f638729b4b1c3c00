import { describe, expect, it } from 'vitest';
import { currentResults } from './search.ts';

const result = (id: string) => ({ id, data: async () => ({ url: `/${id}`, excerpt: '', meta: {} }) });

describe('the results the search page shows', () => {
  it('drop the base results superseded by the delta, and show a page both bundles hold alike once', () => {
    // Pagefind's merged ranking: base and delta results interleaved by score.
    const ranked = [
      result('ru_new1'),
      result('ru_old1'),
      result('ru_same'),
      result('ru_other'),
      result('ru_same'),
    ];
    expect(currentResults(ranked, new Set(['ru_old1'])).map(({ id }) => id)).toEqual([
      'ru_new1',
      'ru_same',
      'ru_other',
    ]);
  });
});
