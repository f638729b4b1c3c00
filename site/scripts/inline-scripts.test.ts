import { afterEach, expect, test } from 'vitest';
import { recordOfPage } from './inline-scripts.ts';

const shared = globalThis as { contentLists?: Map<string, Promise<unknown[]>> };
const before = shared.contentLists;
afterEach(() => {
  shared.contentLists = before;
});

test('an item page is traced to its record by its readable address in that language', async () => {
  shared.contentLists = new Map([
    ['news:ru', Promise.resolve([{ id: 7, slug: 'vtoraya-smena' }])],
    ['news:en', Promise.resolve([{ id: 7, slug: 'second-shift' }])],
    ['products:kk', Promise.resolve([{ id: 2, slug: 'metall-tsekhy' }])],
  ]);
  expect(await recordOfPage('news/vtoraya-smena.html')).toBe('news 7');
  expect(await recordOfPage('en/news/second-shift.html')).toBe('news 7');
  expect(await recordOfPage('kk/product/metall-tsekhy.html')).toBe('products 2');
  // Another language's address, a list page, or an address nobody has: no record.
  expect(await recordOfPage('en/news/vtoraya-smena.html')).toBeUndefined();
  expect(await recordOfPage('news/index.html')).toBeUndefined();
  expect(await recordOfPage('services.html')).toBeUndefined();
});
