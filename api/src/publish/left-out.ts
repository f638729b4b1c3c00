/**
 * Records a site build leaves out. When a build fails because of one record (a check on its page
 * names it), the build prints a line naming that record; the local publisher then builds again
 * without it, and keeps leaving it out, with a warning in the publish status and the log, until
 * the record changes. One record can then never stop everyone else's changes from going online.
 * A record whose page takes longer to render than the publisher's budget for one record is left
 * out the same way: the build names the record each item page shows as it starts rendering it.
 * Shared by the API's publisher (`site-build.ts`) and the site's build (`site/src/content/api.ts`,
 * `site/scripts/inline-scripts.ts`).
 */

/** The environment variable that names the records to leave out: `news 2,products 5`. */
export const LEFT_OUT_VARIABLE = 'SITE_LEFT_OUT';

const BLOCKED = 'Site build blocked by';

/** A record as the publishing reasons name it: `news 2`. */
export type RecordKey = `${string} ${number}`;

export const recordKey = (resource: string, id: number): RecordKey => `${resource} ${id}`;

/** The line the build prints when it fails because of this record. */
export function blockedLine(key: RecordKey, reason: string): string {
  return `${BLOCKED} ${key}: ${reason}`;
}

/** The record a line of the build's output says it failed on, with why; undefined for any other line. */
export function blockedBy(line: string): { key: RecordKey; reason: string } | undefined {
  const found = new RegExp(`${BLOCKED} ([a-zA-Z]+ \\d+): (.*)$`).exec(line);
  return found ? { key: found[1] as RecordKey, reason: found[2] as string } : undefined;
}

const RENDERING = 'Site build rendering';

/**
 * The line the build prints as it starts rendering a page: the record that page shows (an item's
 * page), or none (any other page). The publisher times each record from it (`site-build.ts`).
 */
export function renderingLine(key: RecordKey | undefined): string {
  return `${RENDERING} ${key ?? '-'}`;
}

/**
 * What a `renderingLine` says: the record whose page is rendering, or null for a page of no record;
 * undefined for any other line.
 */
export function renderingOf(line: string): RecordKey | null | undefined {
  const found = new RegExp(`^${RENDERING} (?:([a-zA-Z]+ \\d+)|-)$`).exec(line);
  if (!found) return undefined;
  return (found[1] as RecordKey | undefined) ?? null;
}

/** The records the build is asked to leave out, from the variable's value. */
export function leftOutRecords(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  );
}

/** The record a publishing reason says changed (`news 2 updated` → `news 2`), if it names one. */
export function changedRecord(reason: string): RecordKey | undefined {
  const found = /^([a-zA-Z]+) (\d+) /.exec(reason);
  return found ? recordKey(found[1] as string, Number(found[2])) : undefined;
}
