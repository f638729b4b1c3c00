import { expect } from '@playwright/test';
import { createRecord } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

/**
 * A word no other page has, of letters only: Pagefind splits a word at its digits, and two words
 * sharing a run of letters and digits would find each other's items. It starts with `qzj`: Pagefind
 * also finds a page by a word of it that begins the query (a random `dnlx…` found the workshop
 * that says «DN 15»), and no page has a word that begins `qzj…`.
 */
const uniqueWord = () =>
  `qzj${Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;

test('a news item is found by the site search as soon as its page is live, in each language; a draft never, nor the item once deleted', async ({
  page,
  request,
  headers,
}) => {
  // Unique words: only these items can be found by them.
  const [publicWord, draftWord] = [uniqueWord(), uniqueWord()];
  const draft = await createRecord(request, headers, 'news', {
    name: { ru: `Черновик ${draftWord}`, en: `Draft ${draftWord}`, kk: `Жоба ${draftWord}` },
    description: { ru: `Черновик ${draftWord}.` },
    mainContent: { ru: `<p>Черновик ${draftWord}.</p>` },
    date: '2026-11-26',
    status: 'draft',
  });
  expect(draft.status).toBe('draft');
  const item = await createRecord(request, headers, 'news', {
    name: {
      ru: `Запущен участок ${publicWord}`,
      en: `A new bay ${publicWord} opens`,
      kk: `Жаңа учаске ${publicWord} ашылды`,
    },
    description: {
      ru: `Участок ${publicWord} выпускает изоляционные чехлы.`,
      en: `The ${publicWord} bay sews insulation jackets.`,
      kk: `${publicWord} учаскесі оқшаулағыш қаптар тігеді.`,
    },
    mainContent: { ru: '<p>Текст.</p>', en: '<p>Text.</p>', kk: '<p>Мәтін.</p>' },
    date: '2026-11-27',
  });

  // The update that makes its page live indexes it: once the page answers, the search finds it.
  // (How soon that is, with the index's share, is measured by `npm run bench:publish`.)
  await expect.poll(async () => (await request.get(`/news/${item.slug.ru}`)).status(), REBUILT).toBe(200);
  const results = page.locator('.search-result');
  await page.goto(`/search?q=${encodeURIComponent(publicWord)}`);
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('link')).toHaveText(`Запущен участок ${publicWord}`);
  await expect(results.getByRole('link')).toHaveAttribute('href', `/news/${item.slug.ru}`);
  await expect(results.locator('mark').first()).toHaveText(new RegExp(`^${publicWord}`));

  // In English and Kazakh, on their own addresses.
  for (const [prefix, title] of [
    ['/en', `A new bay ${publicWord} opens`],
    ['/kk', `Жаңа учаске ${publicWord} ашылды`],
  ] as const) {
    await page.goto(`${prefix}/search?q=${encodeURIComponent(publicWord)}`);
    await expect(results.getByRole('link')).toHaveText(title);
    await expect(results.getByRole('link')).toHaveAttribute('href', new RegExp(`^${prefix}/news/`));
  }

  // The draft is never found, in any language.
  for (const prefix of ['', '/en', '/kk']) {
    await page.goto(`${prefix}/search?q=${encodeURIComponent(draftWord)}`);
    await expect(page.getByRole('status')).toContainText(draftWord);
    await expect(results).toHaveCount(0);
  }

  // Deleted: its page goes, and so does its result.
  const deleted = await request.delete(`/api/news/${item.id}`, { headers });
  expect(deleted.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/news/${item.slug.ru}`)).status(), REBUILT)
    .toBeGreaterThanOrEqual(400);
  await page.goto(`/search?q=${encodeURIComponent(publicWord)}`);
  await expect(page.getByRole('status')).toContainText('ничего не найдено');
  await expect(results).toHaveCount(0);
});
