/**
 * The receiving end of the publish webhook (deploy/README, CDN mode), for a receiver of one's own:
 * a call is taken only when its signature is this secret's over the exact body, it was made less
 * than five minutes ago (by its signed `at`, a few minutes of clock difference allowed either way),
 * and its signed `id` was not taken before. A captured call sent again is refused, whether soon
 * (`repeated`) or later (`stale`) (security review N14). Self-contained: a receiver may copy it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a call may be, and how far ahead of this clock its time may be. */
export const CALL_WINDOW_MS = 5 * 60_000;

export type PublishCallVerdict =
  | { taken: true; id: string; at: string; reasons: string[] }
  | { taken: false; why: 'signature' | 'malformed' | 'stale' | 'repeated' };

/** The ids of the calls taken in the window, each forgotten once a call with it would be stale anyway. */
export function replayGuard() {
  const seen = new Map<string, number>();
  return {
    /** Takes `id` (kept until `until`), unless it was taken already; answers whether it was new. */
    take(id: string, until: number, now: number): boolean {
      for (const [old, expiry] of seen) if (expiry <= now) seen.delete(old);
      if (seen.has(id)) return false;
      seen.set(id, until);
      return true;
    },
  };
}
export type ReplayGuard = ReturnType<typeof replayGuard>;

/**
 * Whether to take a publish call: `body` is the request's exact bytes as text, `signature` its
 * `X-Hub-Signature-256` header. Only a taken call's id is remembered, so a refused one changes nothing.
 */
export function verifyPublishCall(
  body: string,
  signature: string | undefined,
  secret: string,
  guard: ReplayGuard,
  now = Date.now(),
): PublishCallVerdict {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { taken: false, why: 'signature' };
  let payload: { at?: unknown; id?: unknown; reasons?: unknown } | undefined;
  try {
    payload = (JSON.parse(body) as { client_payload?: typeof payload }).client_payload;
  } catch {
    return { taken: false, why: 'malformed' };
  }
  const { at, id, reasons } = payload ?? {};
  const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  if (typeof id !== 'string' || !/^[\w-]{16,100}$/.test(id) || Number.isNaN(time))
    return { taken: false, why: 'malformed' };
  if (time < now - CALL_WINDOW_MS || time > now + CALL_WINDOW_MS) return { taken: false, why: 'stale' };
  if (!guard.take(id, time + CALL_WINDOW_MS, now)) return { taken: false, why: 'repeated' };
  return { taken: true, id, at: at as string, reasons: Array.isArray(reasons) ? reasons.map(String) : [] };
}
