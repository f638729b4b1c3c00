import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from '../../src/publish/webhook.ts';
import { freePort } from '../smtp-support.ts';
import { newsItem, STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

const SECRET = 'a-webhook-secret-shared-with-ci';
const calls: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let receiver: Server;
let site: Awaited<ReturnType<typeof startPublishingApp>>;

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    calls.push({ headers: request.headers, body: await text(request) });
    response.statusCode = 204;
    response.end();
  });
  const receiverPort = await freePort();
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
  site = await startPublishingApp({
    env: {
      PUBLISH_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/ci/publish`,
      PUBLISH_WEBHOOK_SECRET: SECRET,
    },
  });
}, STARTUP_TIMEOUT);
afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('CDN mode: the API calls the CI hook instead of building', () => {
  it('sends one signed call per burst of saves and builds nothing itself', async () => {
    expect(await site.app.publisher.publishIfStale()).toBe('built by CI');

    const created = await site.call('POST', '/api/news', newsItem('Новость для CDN'));
    const id = created.json().data.id;
    for (const title of ['Правка 1', 'Правка 2']) {
      await site.call('PUT', `/api/news/${id}`, newsItem(title));
    }
    await site.app.publisher.settled();

    expect(calls).toHaveLength(1);
    const [call] = calls;
    if (!call) throw new Error('the hook was not called');
    expect(call.headers[SIGNATURE_HEADER]).toBe(
      `sha256=${createHmac('sha256', SECRET).update(call.body).digest('hex')}`,
    );
    expect(JSON.parse(call.body).client_payload.reasons).toEqual([
      `news ${id} created`,
      `news ${id} updated`,
      `news ${id} updated`,
    ]);

    const status = await site.call('GET', '/api/publish/status');
    expect(status.json().data).toMatchObject({ mode: 'webhook', state: 'idle', lastError: null });
    expect(status.json().data.lastSuccessAt).not.toBeNull();
    expect((await site.page('/')).status).toBe(503);
  });
});
