import { readdir, readlink, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appWithFakeBuild, newsItem } from './publishing-app.ts';

const site = appWithFakeBuild({ 'fail-if': 'fail' });
const failFlag = () => site.build.file('fail');

describe('publishing through the API (fast stand-in build)', () => {
  let newsId: number;

  it('builds the first site when started without one', async () => {
    expect((await site.page('/')).status).toBe(503);
    expect(await site.app.publisher.publishIfStale()).toBe('building');
    await site.app.publisher.settled();
    expect((await site.page('/')).status).toBe(200);
    expect(await site.app.publisher.publishIfStale()).toBe('up to date');
    expect(await site.status()).toMatchObject({
      state: 'idle',
      lastError: null,
      queued: false,
      mode: 'local',
    });
  });

  it('publishes a new news item, and rebuilds once for five saves in a row', async () => {
    const created = await site.call('POST', '/api/news', newsItem('Первая версия'));
    expect(created.statusCode).toBe(201);
    newsId = created.json().data.id;
    await site.app.publisher.settled();
    expect((await site.page(`/news/${newsId}`)).body).toContain('Первая версия');

    const before = await site.build.builds();
    for (let save = 1; save <= 5; save++) {
      const updated = await site.call('PUT', `/api/news/${newsId}`, newsItem(`Правка ${save}`));
      expect(updated.statusCode).toBe(200);
    }
    expect((await site.status()).state).toBe('scheduled');
    await site.app.publisher.settled();

    expect((await site.build.builds()) - before).toBe(1);
    expect((await site.page(`/news/${newsId}`)).body).toContain('Правка 5');
  });

  it('does not rebuild for a draft nobody can see', async () => {
    const before = await site.build.builds();
    const draft = await site.call('POST', '/api/news', { ...newsItem('Черновик'), status: 'draft' });
    expect(draft.statusCode).toBe(201);
    expect((await site.status()).state).toBe('idle');
    await site.app.publisher.settled();
    expect(await site.build.builds()).toBe(before);
  });

  it('keeps the last good site live when a build fails, and shows the error', async () => {
    const liveBefore = await readlink(site.config.siteDir);
    await writeFile(failFlag(), '');
    const updated = await site.call('PUT', `/api/news/${newsId}`, newsItem('Не дойдёт до сайта'));
    expect(updated.statusCode).toBe(200);
    await site.app.publisher.settled();

    const failed = await site.status();
    expect(failed.state).toBe('failed');
    expect(failed.lastError.message).toContain('exited with code 1');
    expect(failed.lastError.message).toContain('the template broke');
    expect(await readlink(site.config.siteDir)).toBe(liveBefore);
    expect((await site.page(`/news/${newsId}`)).body).toContain('Правка 5');
    // The failed build's folder is gone: only the live build and the one before it remain.
    expect(await readdir(join(site.config.siteDir, '..', 'builds'))).toHaveLength(2);
  });

  it('rebuilds on request and clears the error once a build succeeds again', async () => {
    await rm(failFlag());
    const started = await site.call('POST', '/api/publish');
    expect(started.statusCode).toBe(202);
    expect(started.json().data.state).toBe('building');
    await site.app.publisher.settled();

    expect(await site.status()).toMatchObject({ state: 'idle', lastError: null });
    expect((await site.page(`/news/${newsId}`)).body).toContain('Не дойдёт до сайта');
  });

  it('pushes each change of the state to staff as it happens, and the build that carries a save', async () => {
    const { port } = site.app.server.address() as AddressInfo;
    const events = await fetch(`http://127.0.0.1:${port}/api/publish/events`, { headers: site.auth });
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.headers.get('x-accel-buffering')).toBe('no');
    const states = eventStates(events);
    expect((await states.next()).state).toBe('idle');

    const saved = await site.call('PUT', `/api/news/${newsId}`, newsItem('Услышано сразу'));
    const savedAt = Date.parse(saved.json().data.updatedAt);
    const seen: string[] = [];
    for (;;) {
      const status = await states.next();
      if (seen.at(-1) !== status.state) seen.push(status.state);
      if (status.state === 'idle' && Date.parse(status.lastSuccessAt) >= savedAt) break;
    }
    expect(seen).toEqual(['scheduled', 'building', 'idle']);
    // Told when the site has it: the page is already live.
    expect((await site.page(`/news/${newsId}`)).body).toContain('Услышано сразу');
    await states.stop();
  });

  it('lets only administrators see or trigger publishing', async () => {
    expect((await site.app.inject({ method: 'GET', url: '/api/publish/status' })).statusCode).toBe(401);
    expect((await site.app.inject({ method: 'GET', url: '/api/publish/events' })).statusCode).toBe(401);
    const anonymous = await site.app.inject({ method: 'POST', url: '/api/publish' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'Unauthorized' });
  });
});

/** The states a `text/event-stream` answer carries, one `data:` event at a time. */
function eventStates(response: Response) {
  if (!response.body) throw new Error('the answer has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (data) return JSON.parse(data.slice('data: '.length));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the event stream ended');
        buffer += value;
      }
    },
    stop: () => reader.cancel(),
  };
}
