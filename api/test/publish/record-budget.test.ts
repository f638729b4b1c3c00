import { rm, writeFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { appWithFakeBuild, newsItem } from './publishing-app.ts';

// Review N1's class: one record whose page never finishes (a text transform gone quadratic, 232 s
// for a body of spaces) must not hold everyone else's changes. The stand-in build announces each
// item's page as the real one does (site/scripts/page-record.ts) and loops forever on the item
// named in `hang`; the publisher's budget for one record is 2 s here (20 s by default).
const site = appWithFakeBuild({ 'hang-on': 'hang' }, { env: { PUBLISH_RECORD_BUDGET_MS: '2000' } });
const hang = () => site.build.file('hang');

const save = (id: number, title: string) => site.call('PUT', `/api/news/${id}`, newsItem(title));

it('a record whose page outlives the budget is left out, with a warning, and everyone else’s changes go online', async () => {
  await site.app.publisher.publishIfStale();
  await site.app.publisher.settled();
  const create = async (title: string) =>
    (await site.call('POST', '/api/news', newsItem(title))).json().data.id as number;
  const stuck = await create('Новость, на которой сборка застрянет');
  const colleagues = await create('Новость коллеги');
  await site.app.publisher.settled();

  // Its page now never finishes; a colleague saves meanwhile.
  await writeFile(hang(), String(stuck));
  expect((await save(stuck, 'Текст, который не дописывается')).statusCode).toBe(200);
  expect((await save(colleagues, 'Правка коллеги')).statusCode).toBe(200);
  await site.app.publisher.settled();
  expect(await site.status()).toMatchObject({
    state: 'idle',
    lastError: null,
    leftOut: [`news ${stuck}: its page took longer than 2 s to render`],
  });
  expect((await site.page(`/news/${colleagues}`)).body).toContain('Правка коллеги');
  expect((await site.page(`/news/${stuck}`)).status).toBe(404);

  // Fixed and saved again, it is tried again and is back.
  await rm(hang());
  expect((await save(stuck, 'Исправленный текст')).statusCode).toBe(200);
  await site.app.publisher.settled();
  expect(await site.status()).toMatchObject({ state: 'idle', lastError: null, leftOut: [] });
  expect((await site.page(`/news/${stuck}`)).body).toContain('Исправленный текст');
}, 120_000);
