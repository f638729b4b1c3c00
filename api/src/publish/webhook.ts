/**
 * CDN mode: instead of building here, tell CI to rebuild and deploy (deploy/github/publish-site.yml).
 * The body is signed with HMAC-SHA256 so the receiver can tell the call came from this API; the body's
 * shape is GitHub's `repository_dispatch`, so the hook can be GitHub's own dispatch endpoint. The
 * signed body carries the time of the call (`at`) and its own `id`, so that a receiver refuses a call
 * replayed later or again (`webhook-receiver.ts`); a retry of the same call sends the same body.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PublishTarget } from './publisher.ts';

export const SIGNATURE_HEADER = 'x-hub-signature-256';
export const WEBHOOK_EVENT = 'publish-site';

export interface WebhookOptions {
  url: string;
  secret: string;
  /** Sent as `Authorization: Bearer …` when the hook needs one (GitHub's API does). */
  token?: string | undefined;
  /** Delay before the first retry; each next one waits twice as long. */
  retryDelayMs?: number;
  maxAttempts?: number;
  log: { info(message: string): void };
}

/** Per attempt: a hook that does not answer must not hold the queue. */
const ATTEMPT_TIMEOUT_MS = 15_000;

/** `sha256=<hex>` of the exact body bytes, as GitHub signs its own webhooks. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function webhookPublish(options: WebhookOptions): PublishTarget {
  const { url, secret, token, retryDelayMs = 1000, maxAttempts = 5, log } = options;

  async function publish(reasons: string[]) {
    const body = JSON.stringify({
      event_type: WEBHOOK_EVENT,
      client_payload: {
        reason: reasons.join(', '),
        reasons,
        at: new Date().toISOString(),
        id: randomUUID(),
      },
    });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(body, secret),
      'user-agent': 'industrial-site-publisher',
    };
    if (token) headers.authorization = `Bearer ${token}`;

    let lastProblem = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        if (response.ok) return;
        lastProblem = `answered ${response.status}`;
        // A refused call (bad secret, wrong address) will be refused again: say so at once.
        if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      if (attempt < maxAttempts) {
        const delay = retryDelayMs * 2 ** (attempt - 1);
        log.info(`publish webhook ${lastProblem}; retrying in ${delay} ms`);
        await sleep(delay);
      }
    }
    throw new Error(`the publish webhook ${lastProblem}`);
  }

  return { mode: 'webhook', publish };
}
