import { describe, expect, test } from 'vitest';
import { instantOf, offsetName, readableTime, wallTime } from './zonedTime.ts';

describe('times in the company time zone', () => {
  test('a wall-clock time in Almaty is the instant five hours earlier in UTC, and back', () => {
    expect(instantOf('2026-12-01T09:00', 'Asia/Almaty')).toBe('2026-12-01T04:00:00.000Z');
    expect(wallTime('2026-12-01T04:00:00.000Z', 'Asia/Almaty')).toBe('2026-12-01T09:00');
    expect(readableTime('2026-12-01T04:00:00.000Z', 'Asia/Almaty')).toBe('1 декабря 2026 г. в 09:00');
    expect(readableTime('2026-12-01T04:00:00.000Z', 'Asia/Almaty', 'short')).toBe('01.12.2026, 09:00');
    expect(offsetName('Asia/Almaty')).toBe('UTC+5');
  });

  test('Almaty before March 2024 was UTC+6; other zones keep their own rules, summer time too', () => {
    expect(instantOf('2024-01-15T09:00', 'Asia/Almaty')).toBe('2024-01-15T03:00:00.000Z');
    expect(instantOf('2026-07-01T09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(instantOf('2026-01-01T09:00', 'Europe/Berlin')).toBe('2026-01-01T08:00:00.000Z');
    expect(wallTime('2026-07-01T07:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01T09:00');
    expect(offsetName('Asia/Kolkata', Date.parse('2026-01-01'))).toBe('UTC+5:30');
    expect(offsetName('America/New_York', Date.parse('2026-01-01'))).toBe('UTC−5');
  });

  test('anything but a date and a time is no time', () => {
    for (const wrong of ['', '2026-12-01', '09:00', 'завтра в девять', '2026-12-01T09:00:00Z']) {
      expect(instantOf(wrong, 'Asia/Almaty')).toBeNull();
    }
  });
});
