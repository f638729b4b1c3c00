/**
 * Times as the company reads them: staff set and read scheduled publishing in the company's time zone
 * (Asia/Almaty unless an administrator sets another), whatever zone their own computer is in.
 */

const wallParts = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** The wall-clock time an instant shows in `zone`, as a datetime-local value (`2026-12-01T09:00`). */
export function wallTime(instant: string | number | Date, zone: string): string {
  const parts = Object.fromEntries(
    wallParts(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** How far `zone` is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    wallParts(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) a wall-clock time in `zone` names: `2026-12-01T09:00` in Asia/Almaty is
 * `2026-12-01T04:00:00.000Z`. Null for anything that is not such a time.
 */
export function instantOf(wall: string, zone: string): string | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(wall);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const guess = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The zone's offset at the guess, then at the result: right across a change of offset too.
  const first = guess - offsetAt(guess, zone);
  return new Date(guess - offsetAt(first, zone)).toISOString();
}

/** A time for reading, in Russian, in `zone`: «1 декабря 2026 г. в 09:00», or «01.12.2026, 09:00» `short`. */
export function readableTime(instant: string, zone: string, length: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: zone, dateStyle: length, timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/** The zone's offset from UTC, for a hint: «UTC+5». */
export function offsetName(zone: string, at = Date.now()): string {
  const minutes = Math.round(offsetAt(at, zone) / 60_000);
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return minutes === 0 ? 'UTC' : `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
