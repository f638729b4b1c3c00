import type { PublishStatus } from '@industrial/api/schemas/publish';
import { HttpError } from 'react-admin';
import { apiFetch, apiStream } from '../apiClient.ts';

/** How often the publishing state is read while the pushed one cannot be had. */
const POLL_MS = 3000;
/** A stream whose first event (sent at once) has not come by then is held back on the way. */
const FIRST_EVENT_MS = 5000;
/** After this long without an outcome, staff are told to look at the dashboard instead. */
const GIVE_UP_MS = 10 * 60_000;

/**
 * What became of the rebuild that carries a change: on the site (`live`), handed to CI, which
 * deploys it (`sent`), failed, or still not done when the admin stops asking (`slow`).
 */
export type PublishOutcome = 'live' | 'sent' | 'failed' | 'slow';

/**
 * The outcome for a change the server saved at `since` (its clock), or null while it is still to
 * come. Nothing is scheduled or running and the last build ended after the save: that build carried
 * it. A change that comes during a build queues another one, so a build that started before the save
 * and ended after it is followed by a state that is not idle, and does not count.
 */
export function outcomeOf(status: PublishStatus, since: number): PublishOutcome | null {
  if (status.state === 'failed' && status.lastError && Date.parse(status.lastError.at) >= since)
    return 'failed';
  if (status.state !== 'idle' || status.queued || !status.lastSuccessAt) return null;
  if (Date.parse(status.lastSuccessAt) < since) return null;
  return status.mode === 'webhook' ? 'sent' : 'live';
}

interface Watch {
  since: number;
  giveUpAt: number;
  tell: (outcome: PublishOutcome) => void;
}

/** One watch for the whole back office: saves in a row are told about once, when the last is live. */
let watch: Watch | undefined;

/**
 * Hears the publishing state until the rebuild carrying a change saved at `since` has finished or
 * failed, or until it is given up on; then calls `tell` once. A later save, while waiting, moves the
 * mark to itself.
 */
export function followPublish(since: number, tell: (outcome: PublishOutcome) => void): void {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  if (watch) {
    watch = { since: Math.max(watch.since, since), giveUpAt, tell };
    return;
  }
  watch = { since, giveUpAt, tell };
  void follow();
}

/** Tells the outcome this state (or the clock) gives, if any; answers whether the watch is over. */
function consider(status: PublishStatus | undefined): boolean {
  // Read when the state comes: a save made meanwhile has moved the mark.
  const current = watch;
  if (!current) return true;
  const outcome =
    (status && outcomeOf(status, current.since)) ?? (Date.now() >= current.giveUpAt ? 'slow' : null);
  if (!outcome) return false;
  watch = undefined;
  current.tell(outcome);
  return true;
}

/**
 * The server pushes the state as it changes (`/publish/events`), so the outcome is told within
 * moments of the site going live. Where the stream cannot be had (refused, cut, or held back by a
 * proxy so that not even its first event comes), the state is read every few seconds instead, and
 * the stream tried again.
 */
async function follow(): Promise<void> {
  while (watch) {
    const stream = new AbortController();
    const silent = setTimeout(() => stream.abort(), FIRST_EVENT_MS);
    try {
      await apiStream(
        '/publish/events',
        (status) => {
          clearTimeout(silent);
          if (consider(status as PublishStatus)) stream.abort();
        },
        stream.signal,
      );
      // The stream's lifetime ended: open another while still waiting.
      if (consider(undefined)) return;
    } catch (error) {
      if (!watch) return;
      if (await poll(error)) return;
    } finally {
      clearTimeout(silent);
    }
  }
}

/** One read of the state after the stream failed, then a pause; answers whether the watch is over. */
async function poll(streamError: unknown): Promise<boolean> {
  if (!isAbort(streamError))
    console.debug('[api] publishing events unavailable, reading the state', streamError);
  let status: PublishStatus | undefined;
  try {
    status = (await apiFetch<PublishStatus>('/publish/status')).json;
  } catch (error) {
    // Signed out, or a server without publishing: nobody to tell, nothing to wait for.
    if (error instanceof HttpError && [401, 403, 404].includes(error.status)) {
      watch = undefined;
      return true;
    }
  }
  if (consider(status)) return true;
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  return false;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
