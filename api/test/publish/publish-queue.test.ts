import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublishQueue, type PublishTarget } from '../../src/publish/publisher.ts';

const quiet = { info: () => {}, error: () => {} };

// The debounce is time: the clock here is the test's (setTimeout and Date), moved on by hand.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the promises a publication's end settles run (the fake clock does not move). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A target that records each publication and lets the test decide when it ends and how. */
function recordingTarget() {
  const publications: string[][] = [];
  let finish: ((error?: Error) => void) | undefined;
  const target: PublishTarget = {
    mode: 'local',
    publish: (reasons) => {
      publications.push(reasons);
      return new Promise<void>((resolve, reject) => {
        finish = (error) => (error ? reject(error) : resolve());
      });
    },
  };
  return {
    target,
    publications,
    end: async (error?: Error) => {
      finish?.(error);
      await settle();
    },
  };
}

describe('publish queue', () => {
  it('turns a burst of changes into one publication once the burst settles', async () => {
    const { target, publications, end } = recordingTarget();
    const queue = createPublishQueue({ target, debounceMs: 40, log: quiet });
    for (let save = 1; save <= 5; save++) {
      queue.schedule(`news ${save} updated`);
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(queue.status().state).toBe('scheduled');
    expect(publications).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(publications).toEqual([
      ['news 1 updated', 'news 2 updated', 'news 3 updated', 'news 4 updated', 'news 5 updated'],
    ]);
    expect(queue.status().state).toBe('building');
    await end();
    await queue.settled();
    expect(queue.status()).toMatchObject({ state: 'idle', queued: false, lastError: null });
    expect(queue.status().lastSuccessAt).not.toBeNull();
  });

  it('queues exactly one more publication for any number of changes made during one', async () => {
    const { target, publications, end } = recordingTarget();
    const queue = createPublishQueue({ target, debounceMs: 10, log: quiet });
    queue.publishNow('manual rebuild');
    expect(queue.status().state).toBe('building');
    queue.schedule('product 1 updated');
    queue.schedule('product 2 updated');
    queue.publishNow('manual rebuild again');
    expect(queue.status()).toMatchObject({ state: 'building', queued: true });
    await end();
    expect(queue.status()).toMatchObject({ state: 'scheduled', queued: false });
    await vi.advanceTimersByTimeAsync(30);
    expect(publications).toEqual([
      ['manual rebuild'],
      ['product 1 updated', 'product 2 updated', 'manual rebuild again'],
    ]);
    await end();
    await queue.settled();
    expect(publications).toHaveLength(2);
  });

  it('reports a failed publication until the next one succeeds', async () => {
    const { target, end } = recordingTarget();
    const queue = createPublishQueue({ target, debounceMs: 5, log: quiet });
    queue.publishNow('first');
    await end(new Error('the site build exited with code 1'));
    const failed = queue.status();
    expect(failed.state).toBe('failed');
    expect(failed.lastError?.message).toBe('the site build exited with code 1');
    expect(failed.lastSuccessAt).toBeNull();

    queue.publishNow('second');
    await end();
    expect(queue.status()).toMatchObject({ state: 'idle', lastError: null });
  });

  it('does not let a steady stream of saves postpone publishing forever', async () => {
    const { target, publications, end } = recordingTarget();
    const queue = createPublishQueue({ target, debounceMs: 20, log: quiet });
    const startedAt = Date.now();
    while (Date.now() < startedAt + 400 && publications.length === 0) {
      queue.schedule('autosave');
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(publications).toHaveLength(1);
    // At the latest ten debounces after the first save.
    expect(Date.now() - startedAt).toBeLessThanOrEqual(200);
    await end();
    await queue.close();
  });
});
