import { afterEach, expect, test } from 'vitest';
import { forgetReads, readOnce } from '../src/content/build-memo.ts';
import { recordOfPage } from './page-record.ts';

afterEach(forgetReads);

test('an item page is traced to its record by its readable address in that language', async () => {
  const lists = {
    'news:ru': [{ id: 7, slug: 'vtoraya-smena' }],
    'news:en': [{ id: 7, slug: 'second-shift' }],
    'products:kk': [{ id: 2, slug: 'metall-tsekhy' }],
    'vacancies:en': [{ id: 3, slug: 'welder' }],
    'customPages:ru': [{ id: 4, slug: 'okhrana-truda' }],
  };
  for (const [key, items] of Object.entries(lists)) readOnce(undefined, `list:${key}`, async () => items);
  expect(await recordOfPage('news/vtoraya-smena.html')).toBe('news 7');
  expect(await recordOfPage('en/news/second-shift.html')).toBe('news 7');
  expect(await recordOfPage('kk/product/metall-tsekhy.html')).toBe('products 2');
  // Every section with a page per item, from the declarations: vacancies, staff's own pages at the root.
  expect(await recordOfPage('en/careers/welder.html')).toBe('vacancies 3');
  expect(await recordOfPage('okhrana-truda.html')).toBe('customPages 4');
  // The address a page is rendered at names it too.
  expect(await recordOfPage('/en/news/second-shift')).toBe('news 7');
  // Another language's address, a list page, or an address nobody has: no record.
  expect(await recordOfPage('en/news/vtoraya-smena.html')).toBeUndefined();
  expect(await recordOfPage('news/index.html')).toBeUndefined();
  expect(await recordOfPage('services.html')).toBeUndefined();
});
