import type { PublishStatus } from '@industrial/api/schemas/publish';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './followPublish.ts';

const saved = Date.parse('2026-11-26T10:00:00.000Z');
const before = '2026-11-26T09:59:00.000Z';
const after = '2026-11-26T10:01:00.000Z';
const status = (change: Partial<PublishStatus>): PublishStatus => ({
  state: 'idle',
  lastSuccessAt: before,
  lastError: null,
  queued: false,
  mode: 'local',
  ...change,
});

describe('what became of the rebuild carrying a change', () => {
  it('is still to come while a build is scheduled, running or queued after the running one', () => {
    expect(outcomeOf(status({ state: 'scheduled' }), saved)).toBeNull();
    expect(outcomeOf(status({ state: 'building', lastSuccessAt: after }), saved)).toBeNull();
    expect(outcomeOf(status({ lastSuccessAt: after, queued: true }), saved)).toBeNull();
  });

  it('is not the build before the save', () => {
    expect(outcomeOf(status({}), saved)).toBeNull();
    expect(outcomeOf(status({ lastSuccessAt: null }), saved)).toBeNull();
    expect(
      outcomeOf(status({ state: 'failed', lastError: { message: 'old', at: before } }), saved),
    ).toBeNull();
  });

  it('is live once a build ended after the save and nothing else is to come; handed to CI in webhook mode', () => {
    expect(outcomeOf(status({ lastSuccessAt: after }), saved)).toBe('live');
    expect(outcomeOf(status({ lastSuccessAt: after, mode: 'webhook' }), saved)).toBe('sent');
  });

  it('failed when the last build failed after the save', () => {
    expect(outcomeOf(status({ state: 'failed', lastError: { message: 'exit 1', at: after } }), saved)).toBe(
      'failed',
    );
  });
});
