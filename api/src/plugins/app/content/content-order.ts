import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/types.ts';
import { conflict } from '../../../errors.ts';
import type { ContentQuery, ContentRow } from './content-query.ts';
import type { ContentResource } from './resources.ts';
import type { RevisionsRepository, Snapshot } from './revisions-repository.ts';

/** The items a reorder moved (each as a new version), and the listed ones in their new order. */
export interface Reordered {
  rows: ContentRow[];
  moved: ContentRow[];
}

/**
 * A resource's manual order, set by hand: the listed items take, in the order given, the places
 * they held between them; every other item keeps its place. So a list filtered or cut into pages
 * can be reordered as it is shown. Each item whose position changes is saved as a new version.
 */
export function contentOrder(
  db: Database,
  resource: ContentResource,
  query: ContentQuery,
  history: RevisionsRepository,
  snapshotOf: (row: ContentRow) => Snapshot,
  /** How a row is answered (ISO timestamps, no trash mark). */
  present: (row: ContentRow) => ContentRow,
) {
  const { table, live } = query;
  return {
    /**
     * With `versions` (by id), an item that has changed since the client read it is refused (409),
     * as is an item that is gone: the client's list is out of date. Nothing is written then.
     */
    async reorder(
      ids: readonly number[],
      options: { authorId: number | null; versions?: Readonly<Record<string, number>> | undefined },
    ): Promise<Reordered> {
      return db.transaction(async (tx) => {
        const all = (await tx
          .select()
          .from(table)
          .where(live)
          .orderBy(asc(table.position), asc(table.id))
          .for('update')) as (ContentRow & { position: number })[];
        const byId = new Map(all.map((row) => [row.id, row]));
        for (const id of ids) {
          const row = byId.get(id);
          const expected = options.versions?.[String(id)];
          if (!row || (expected !== undefined && expected !== row.version)) {
            throw conflict(
              row
                ? `${resource.name} ${id} was changed by someone else since the list was read (now version ${row.version}): read the list again`
                : `There is no ${resource.name} item with id ${id} (deleted meanwhile?): read the list again`,
              'order.stale',
              { id },
            );
          }
        }

        const listed = new Set(ids);
        const next = ids.map((id) => byId.get(id) as ContentRow & { position: number });
        const order = all.map((row) => (listed.has(row.id) ? (next.shift() as typeof row) : row));
        // Distinct positions are kept, so only the moved items change; ties (all 0, say) are numbered anew.
        const current = all.map((row) => row.position);
        const distinct = current.every(
          (position, index) => index === 0 || position > (current[index - 1] ?? 0),
        );
        const places = distinct ? current : all.map((_, index) => index + 1);

        const moved: ContentRow[] = [];
        for (const [index, row] of order.entries()) {
          const position = places[index] as number;
          if (row.position === position) continue;
          const previous = snapshotOf(row);
          await history.keepFirst(tx, {
            resource: resource.name,
            itemId: row.id,
            version: row.version,
            snapshot: previous,
            at: String(row.updatedAt),
          });
          const [after] = (await tx
            .update(table)
            .set({ position, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
            .where(eq(table.id, row.id))
            .returning()) as (ContentRow & { position: number })[];
          const changed = after as ContentRow & { position: number };
          await history.record(tx, {
            resource: resource.name,
            itemId: row.id,
            version: changed.version,
            action: 'update',
            snapshot: snapshotOf(changed),
            previous,
            authorId: options.authorId,
          });
          byId.set(row.id, changed);
          moved.push(present(changed));
        }
        return { rows: ids.map((id) => present(byId.get(id) as ContentRow)), moved };
      });
    },
  };
}
