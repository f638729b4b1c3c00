import { readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteBuild, newsItem, STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

let site: Awaited<ReturnType<typeof startPublishingApp>>;
let build: Awaited<ReturnType<typeof fakeSiteBuild>>;
let failFlag: string;

beforeAll(async () => {
  build = await fakeSiteBuild({ 'fail-if': 'fail' });
  failFlag = build.file('fail');
  site = await startPublishingApp({ env: { SITE_BUILD_COMMAND: build.command } });
}, STARTUP_TIMEOUT);
afterAll(async () => {
  await site?.close();
  await build?.remove();
});

const builds = () => build.builds();

async function status() {
  const response = await site.app.inject({ method: 'GET', url: '/api/publish/status', headers: site.auth });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('publishing through the API (fast stand-in build)', () => {
  let newsId: number;

  it('builds the first site when started without one', async () => {
    expect((await site.page('/')).status).toBe(503);
    expect(await site.app.publisher.publishIfStale()).toBe('building');
    await site.app.publisher.settled();
    expect((await site.page('/')).status).toBe(200);
    expect(await site.app.publisher.publishIfStale()).toBe('up to date');
    expect(await status()).toMatchObject({ state: 'idle', lastError: null, queued: false, mode: 'local' });
  });

  it('publishes a new news item, and rebuilds once for five saves in a row', async () => {
    const created = await site.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: site.auth,
      payload: newsItem('Первая версия'),
    });
    expect(created.statusCode).toBe(201);
    newsId = created.json().data.id;
    await site.app.publisher.settled();
    expect((await site.page(`/news/${newsId}`)).body).toContain('Первая версия');

    const before = await builds();
    for (let save = 1; save <= 5; save++) {
      const updated = await site.app.inject({
        method: 'PUT',
        url: `/api/news/${newsId}`,
        headers: site.auth,
        payload: newsItem(`Правка ${save}`),
      });
      expect(updated.statusCode).toBe(200);
    }
    expect((await status()).state).toBe('scheduled');
    await site.app.publisher.settled();

    expect((await builds()) - before).toBe(1);
    expect((await site.page(`/news/${newsId}`)).body).toContain('Правка 5');
  });

  it('does not rebuild for a draft nobody can see', async () => {
    const before = await builds();
    const draft = await site.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: site.auth,
      payload: { ...newsItem('Черновик'), status: 'draft' },
    });
    expect(draft.statusCode).toBe(201);
    expect((await status()).state).toBe('idle');
    await site.app.publisher.settled();
    expect(await builds()).toBe(before);
  });

  it('keeps the last good site live when a build fails, and shows the error', async () => {
    const liveBefore = await readlink(site.config.siteDir);
    await writeFile(failFlag, '');
    const updated = await site.app.inject({
      method: 'PUT',
      url: `/api/news/${newsId}`,
      headers: site.auth,
      payload: newsItem('Не дойдёт до сайта'),
    });
    expect(updated.statusCode).toBe(200);
    await site.app.publisher.settled();

    const failed = await status();
    expect(failed.state).toBe('failed');
    expect(failed.lastError.message).toContain('exited with code 1');
    expect(failed.lastError.message).toContain('the template broke');
    expect(await readlink(site.config.siteDir)).toBe(liveBefore);
    expect((await site.page(`/news/${newsId}`)).body).toContain('Правка 5');
    // The failed build's folder is gone: only the live build and the one before it remain.
    expect(await readdir(join(site.config.siteDir, '..', 'builds'))).toHaveLength(2);
  });

  it('rebuilds on request and clears the error once a build succeeds again', async () => {
    await rm(failFlag);
    const started = await site.app.inject({ method: 'POST', url: '/api/publish', headers: site.auth });
    expect(started.statusCode).toBe(202);
    expect(started.json().data.state).toBe('building');
    await site.app.publisher.settled();

    expect(await status()).toMatchObject({ state: 'idle', lastError: null });
    expect((await site.page(`/news/${newsId}`)).body).toContain('Не дойдёт до сайта');
  });

  it('lets only administrators see or trigger publishing', async () => {
    expect((await site.app.inject({ method: 'GET', url: '/api/publish/status' })).statusCode).toBe(401);
    const anonymous = await site.app.inject({ method: 'POST', url: '/api/publish' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'Unauthorized' });
  });
});
