import type { RecordKey } from '@industrial/api/left-out';
import { afterEach, expect, test } from 'vitest';
import { makingRecord, renderingRecord, watchRecords } from './build-memo.ts';

afterEach(() => watchRecords(undefined));

test('the publish worker hears which record is being made, and when it is done, nested or not', async () => {
  const heard: (RecordKey | undefined)[] = [];
  watchRecords((record) => heard.push(record));
  await renderingRecord('news 1', async () => {
    // A list read while the page renders typesets its items: the page's record is timed again after.
    expect(makingRecord('news 2', () => 'typeset')).toBe('typeset');
  });
  // A page of no record is not announced.
  await renderingRecord(undefined, async () => {});
  expect(heard).toEqual(['news 1', 'news 2', 'news 1', undefined]);
});

test('without a watcher (the preview, the dev server) the content is made as before', async () => {
  expect(makingRecord('news 1', () => 1)).toBe(1);
  expect(await renderingRecord('news 1', async () => 2)).toBe(2);
});
