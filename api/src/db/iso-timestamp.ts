/** PostgreSQL's text form of a timestamptz (`2026-11-22 06:21:08.5+00`) as ISO 8601 in UTC. */
export function isoTimestamp<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
