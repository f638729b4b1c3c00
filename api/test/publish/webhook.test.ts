import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublishQueue } from '../../src/publish/publisher.ts';
import { SIGNATURE_HEADER, WEBHOOK_EVENT, webhookPublish } from '../../src/publish/webhook.ts';

const SECRET = 'webhook-test-secret';
const quiet = { info: () => {}, error: () => {} };

interface Call {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A CI endpoint stand-in that answers the given statuses in turn (then 204) and records every call. */
async function receiver(port: number, statuses: number[] = []) {
  const calls: Call[] = [];
  const server: Server = createServer(async (request, response) => {
    calls.push({ headers: request.headers, body: await text(request) });
    response.statusCode = statuses.shift() ?? 204;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${port}/hooks/publish`, calls };
}

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

function expectValidSignature(call: Call) {
  const expected = `sha256=${createHmac('sha256', SECRET).update(call.body).digest('hex')}`;
  expect(call.headers[SIGNATURE_HEADER]).toBe(expected);
}

describe('webhook publishing', () => {
  it('calls the hook once per burst of saves, signed with the secret', async () => {
    const hook = await receiver(4343);
    const target = webhookPublish({ url: hook.url, secret: SECRET, log: quiet });
    // The debounce runs on the test's clock; the call to the hook, on the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queue = createPublishQueue({ target, debounceMs: 50, log: quiet });

    for (const id of [1, 2, 3, 4, 5]) queue.schedule(`news ${id} updated`);
    await vi.advanceTimersByTimeAsync(20);
    expect(hook.calls).toHaveLength(0);
    expect(queue.status().state).toBe('scheduled');
    await vi.advanceTimersByTimeAsync(30);
    vi.useRealTimers();
    await queue.settled();

    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    if (!call) throw new Error('no call');
    expectValidSignature(call);
    expect(call.headers['content-type']).toBe('application/json');
    const body = JSON.parse(call.body);
    expect(body.event_type).toBe(WEBHOOK_EVENT);
    expect(body.client_payload.reasons).toEqual([1, 2, 3, 4, 5].map((id) => `news ${id} updated`));
    expect(Date.parse(body.client_payload.at)).not.toBeNaN();
    expect(queue.status()).toMatchObject({ state: 'idle', mode: 'webhook', lastError: null });
  });

  it('retries a failing hook with growing pauses and succeeds when it recovers', async () => {
    const hook = await receiver(4344, [502, 503]);
    const target = webhookPublish({ url: hook.url, secret: SECRET, retryDelayMs: 40, log: quiet });
    const startedAt = Date.now();
    await target.publish(['manual rebuild']);

    expect(hook.calls).toHaveLength(3);
    // 40 ms then 80 ms between the attempts.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(120);
    for (const call of hook.calls) expectValidSignature(call);
  });

  it('gives up after the last attempt and reports why', async () => {
    const hook = await receiver(4345, [500, 500, 500]);
    const target = webhookPublish({
      url: hook.url,
      secret: SECRET,
      retryDelayMs: 5,
      maxAttempts: 3,
      log: quiet,
    });
    const queue = createPublishQueue({ target, debounceMs: 5, log: quiet });
    queue.publishNow('manual rebuild');
    await queue.settled();

    expect(hook.calls).toHaveLength(3);
    expect(queue.status()).toMatchObject({
      state: 'failed',
      lastError: { message: 'the publish webhook answered 500' },
    });
  });

  it('does not retry a hook that refuses the call', async () => {
    const hook = await receiver(4346, [401]);
    const target = webhookPublish({ url: hook.url, secret: SECRET, retryDelayMs: 5, log: quiet });
    await expect(target.publish(['x'])).rejects.toThrow('the publish webhook answered 401');
    expect(hook.calls).toHaveLength(1);
  });
});
