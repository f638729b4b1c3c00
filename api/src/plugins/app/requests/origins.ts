import type { QuoteResource } from '../../../schemas/request-limits.ts';

/** One request as the dashboard counts it: when, from which source, campaign, first page and item. */
export interface RequestOrigin {
  createdAt: Date;
  /** utm_source, else the referring host; none is a direct visit. */
  source: string | null;
  campaign: string | null;
  landingPath: string | null;
  itemResource: string | null;
  itemId: number | null;
  itemTitle: string | null;
}

export interface Tally {
  /** null: a direct visit (no tag, no referring site), no campaign, or no first page recorded. */
  name: string | null;
  count: number;
}

export interface ItemTally {
  resource: QuoteResource;
  id: number;
  /** The title the latest of its requests saw. */
  title: string | null;
  count: number;
}

export interface OriginPeriod {
  /** `last30`, or a calendar month (UTC) as `YYYY-MM`. */
  period: string;
  total: number;
  sources: Tally[];
  campaigns: Tally[];
  landingPages: Tally[];
  items: ItemTally[];
}

/** Each list keeps its largest entries: the dashboard is a summary, the inbox has the rest. */
const KEPT = 20;
/** The months the dashboard shows, this one included. */
export const ORIGIN_MONTHS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment counted: the start of the oldest month shown, or 30 days ago if earlier. */
export function originsSince(now: Date): Date {
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ORIGIN_MONTHS - 1), 1));
  const last30 = new Date(now.getTime() - 30 * DAY_MS);
  return firstMonth < last30 ? firstMonth : last30;
}

/** The requests counted for the last 30 days and for each of the last months, newest month first. */
export function tallyOrigins(rows: RequestOrigin[], now: Date): OriginPeriod[] {
  const last30 = now.getTime() - 30 * DAY_MS;
  const months: string[] = [];
  for (let back = 0; back < ORIGIN_MONTHS; back++) {
    months.push(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
    );
  }
  return [
    tally(
      'last30',
      rows.filter((row) => row.createdAt.getTime() >= last30),
    ),
    ...months.map((month) =>
      tally(
        month,
        rows.filter((row) => row.createdAt.toISOString().startsWith(month)),
      ),
    ),
  ];
}

function tally(period: string, rows: RequestOrigin[]): OriginPeriod {
  return {
    period,
    total: rows.length,
    sources: countBy(rows, (row) => row.source),
    campaigns: countBy(rows, (row) => row.campaign),
    landingPages: countBy(rows, (row) => row.landingPath),
    items: countItems(rows),
  };
}

function countBy(rows: RequestOrigin[], key: (row: RequestOrigin) => string | null): Tally[] {
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name ?? '').localeCompare(b.name ?? ''))
    .slice(0, KEPT);
}

function countItems(rows: RequestOrigin[]): ItemTally[] {
  const counts = new Map<string, ItemTally>();
  for (const row of rows) {
    if (!row.itemResource || !row.itemId) continue;
    const key = `${row.itemResource}:${row.itemId}`;
    const seen = counts.get(key);
    counts.set(key, {
      resource: row.itemResource as QuoteResource,
      id: row.itemId,
      title: row.itemTitle ?? seen?.title ?? null,
      count: (seen?.count ?? 0) + 1,
    });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.id - b.id).slice(0, KEPT);
}
