import { rm, writeFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { appWithFakeBuild, newsItem } from './publishing-app.ts';

// Review M1: one record whose page fails the build must not keep everyone else's changes off the
// site. The fast stand-in build fails on the item named in `block` as the real inline-script check
// does (site/scripts/inline-scripts.ts), printing the line that names the record.
const site = appWithFakeBuild({ 'block-on': 'block' }, { port: 4803 });
const block = () => site.build.file('block');

const save = (id: number, title: string) => site.call('PUT', `/api/news/${id}`, newsItem(title));

it('a record whose page fails the build is left out, with a warning, and everyone else’s changes go online', async () => {
  await site.app.publisher.publishIfStale();
  await site.app.publisher.settled();
  const create = async (title: string) =>
    (await site.call('POST', '/api/news', newsItem(title))).json().data.id as number;
  const editors = await create('Новость редактора');
  const translators = await create('Новость переводчика');
  await site.app.publisher.settled();
  expect((await site.page(`/news/${translators}`)).status).toBe(200);

  // The translator's save makes that item's page fail the build.
  await writeFile(block(), String(translators));
  expect((await save(translators, 'Текст, который ломает сборку')).statusCode).toBe(200);
  await site.app.publisher.settled();
  // The build that failed on it was followed at once by one without it.
  expect(await site.status()).toMatchObject({
    state: 'idle',
    lastError: null,
    leftOut: [`news ${translators}: an inline script 'sha256-x' on en/news/${translators}.html`],
  });
  expect((await site.page(`/news/${translators}`)).status).toBe(404);

  // Another editor's change reaches the site, with no failed build first: the record stays out.
  const before = await site.build.builds();
  expect((await save(editors, 'Правка редактора')).statusCode).toBe(200);
  await site.app.publisher.settled();
  expect((await site.page(`/news/${editors}`)).body).toContain('Правка редактора');
  expect(await site.build.builds()).toBe(before + 1);
  expect((await site.status()).leftOut).toHaveLength(1);

  // Fixed and saved again, the record is tried again and is back on the site.
  await rm(block());
  expect((await save(translators, 'Исправленный текст')).statusCode).toBe(200);
  await site.app.publisher.settled();
  expect(await site.status()).toMatchObject({ state: 'idle', lastError: null, leftOut: [] });
  expect((await site.page(`/news/${translators}`)).body).toContain('Исправленный текст');
}, 120_000);

it('a record that still fails when saved again is left out again', async () => {
  const id = (await site.call('POST', '/api/news', newsItem('Ещё одна'))).json().data.id as number;
  await site.app.publisher.settled();
  await writeFile(block(), String(id));
  expect((await save(id, 'Сломано')).statusCode).toBe(200);
  await site.app.publisher.settled();
  expect((await site.status()).leftOut).toHaveLength(1);
  expect((await save(id, 'Всё ещё сломано')).statusCode).toBe(200);
  await site.app.publisher.settled();
  expect(await site.status()).toMatchObject({ state: 'idle', lastError: null });
  expect((await site.status()).leftOut).toHaveLength(1);
  expect((await site.page(`/news/${id}`)).status).toBe(404);
}, 120_000);
