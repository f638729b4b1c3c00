/**
 * The publish webhook cannot be replayed (security review N14): each call's signed body carries its
 * time and its own id, and the receiver's check (`webhook-receiver.ts`, which deploy/README
 * documents) takes a call once, within five minutes of its time, and refuses it sent again, sent
 * late, tampered with or signed with another secret. The calls are the API's own, made to a real
 * HTTP receiver started here.
 */
import { createServer, type Server } from 'node:http';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIGNATURE_HEADER, signBody, webhookPublish } from '../../src/publish/webhook.ts';
import { CALL_WINDOW_MS, replayGuard, verifyPublishCall } from '../../src/publish/webhook-receiver.ts';
import { freePort } from '../smtp-support.ts';

const SECRET = 'receiver-test-secret';
const quiet = { info: () => {} };

describe('a receiver of the publish webhook', () => {
  const guard = replayGuard();
  const calls: {
    body: string;
    signature: string | undefined;
    verdict: ReturnType<typeof verifyPublishCall>;
  }[] = [];
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // It answers 202 to a call it takes, 401 to any other, as deploy/README tells a receiver to.
    server = createServer(async (request, response) => {
      const body = await text(request);
      const signature = request.headers[SIGNATURE_HEADER] as string | undefined;
      const verdict = verifyPublishCall(body, signature, SECRET, guard);
      calls.push({ body, signature, verdict });
      response.statusCode = verdict.taken ? 202 : 401;
      response.end();
    });
    const port = await freePort();
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    url = `http://127.0.0.1:${port}/hooks/publish`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  /** Sends captured bytes again, as an attacker who saw a call would. */
  const replay = (body: string, signature: string | undefined) =>
    fetch(url, { method: 'POST', body, headers: { [SIGNATURE_HEADER]: signature ?? '' } });

  test('takes each call of the API once, and refuses the same bytes sent again', async () => {
    const target = webhookPublish({ url, secret: SECRET, log: quiet, maxAttempts: 1 });
    await target.publish(['news 1 updated']);
    await target.publish(['news 2 updated']);
    expect(calls.map((call) => call.verdict)).toMatchObject([
      { taken: true, reasons: ['news 1 updated'] },
      { taken: true, reasons: ['news 2 updated'] },
    ]);
    const [first, second] = calls;
    if (!first?.verdict.taken || !second?.verdict.taken) throw new Error('not taken');
    expect(first.verdict.id).not.toBe(second.verdict.id);
    expect(Date.now() - Date.parse(first.verdict.at)).toBeLessThan(60_000);

    const again = await replay(first.body, first.signature);
    expect(again.status).toBe(401);
    expect(calls.at(-1)?.verdict).toEqual({ taken: false, why: 'repeated' });
  });

  test('refuses a call older than five minutes, or dated that far ahead', () => {
    const own = replayGuard();
    const call = (at: Date, id = `late-${at.getTime()}-call-id`) => {
      const body = JSON.stringify({ event_type: 'publish-site', client_payload: { reasons: [], at, id } });
      return [body, signBody(body, SECRET)] as const;
    };
    const now = Date.now();
    for (const at of [now - CALL_WINDOW_MS - 1000, now - 24 * 3600_000, now + CALL_WINDOW_MS + 1000]) {
      expect(verifyPublishCall(...call(new Date(at)), SECRET, own, now)).toEqual({
        taken: false,
        why: 'stale',
      });
    }
    // The same call taken in time, then replayed after the window: stale (its id long forgotten).
    const [body, signature] = call(new Date(now - 1000));
    expect(verifyPublishCall(body, signature, SECRET, own, now)).toMatchObject({ taken: true });
    expect(verifyPublishCall(body, signature, SECRET, own, now + 1000)).toEqual({
      taken: false,
      why: 'repeated',
    });
    expect(verifyPublishCall(body, signature, SECRET, own, now + CALL_WINDOW_MS)).toEqual({
      taken: false,
      why: 'stale',
    });
  });

  test('refuses a tampered call, another secret, and a body without its time and id', () => {
    const own = replayGuard();
    const now = Date.now();
    const payload = {
      reasons: ['news 3 updated'],
      at: new Date(now).toISOString(),
      id: 'a-fresh-call-id-0001',
    };
    const body = JSON.stringify({ event_type: 'publish-site', client_payload: payload });
    const tampered = body.replace('news 3', 'news 4');
    expect(verifyPublishCall(tampered, signBody(body, SECRET), SECRET, own, now)).toEqual({
      taken: false,
      why: 'signature',
    });
    expect(verifyPublishCall(body, signBody(body, 'another secret'), SECRET, own, now)).toMatchObject({
      why: 'signature',
    });
    expect(verifyPublishCall(body, undefined, SECRET, own, now)).toMatchObject({ why: 'signature' });
    // The body of before: a time, no id. Signed right, it is still refused.
    for (const shape of [{ reasons: [], at: payload.at }, { reasons: [], id: payload.id }, {}]) {
      const old = JSON.stringify({ event_type: 'publish-site', client_payload: shape });
      expect(verifyPublishCall(old, signBody(old, SECRET), SECRET, own, now)).toEqual({
        taken: false,
        why: 'malformed',
      });
    }
    // Refused calls leave nothing behind: the genuine one is still taken once.
    expect(verifyPublishCall(body, signBody(body, SECRET), SECRET, own, now)).toMatchObject({ taken: true });
  });
});
