import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import type { Database } from '../../../db/types.ts';
import type { ContentQuery, ContentRow } from './content-query.ts';
import type { ContentSlugs } from './content-slugs.ts';
import type { ContentResource } from './resources.ts';
import type { RevisionsRepository } from './revisions-repository.ts';

/** An item in the trash, as the Корзина lists it. */
export interface TrashedRow {
  id: number;
  name: unknown;
  status: 'draft' | 'published';
  deletedAt: string;
  /** Who moved it here, as the action log has it; null when the log does not say (or was cleared). */
  deletedBy: string | null;
}

/**
 * A resource's trash: a delete only marks the row, which no read sees until it is taken out again;
 * deleting for good (by hand or after the retention period) takes its history with it, and frees
 * its addresses for other items, keeping a published item's as deleted (`ContentSlugs.retire`).
 */
export function contentTrash(
  db: Database,
  resource: ContentResource,
  query: ContentQuery,
  history: RevisionsRepository,
  /** How a row is answered (ISO timestamps, no trash mark). */
  present: (row: ContentRow) => ContentRow,
  /** The addresses of its items' pages, retired with the item. */
  addresses: Pick<ContentSlugs, 'retire'>,
) {
  const { table, live, trashed } = query;
  return {
    /** Moves an item to the trash. */
    async remove(id: number): Promise<ContentRow | undefined> {
      const [row] = (await db
        .update(table)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(table.id, id), live))
        .returning()) as ContentRow[];
      return row && present(row);
    },

    /** The items in the trash, most recently deleted first. */
    async trash(): Promise<TrashedRow[]> {
      const rows = (await db
        .select({
          id: table.id,
          name: query.column(resource.title),
          status: table.status,
          deletedAt: table.deletedAt,
          // Spelt out: drizzle leaves columns unqualified here, and the inner table's would win.
          deletedBy: sql<string | null>`(
            select log.actor_email from ${auditLog} log
            where log.resource = ${resource.name} and log.item_id = ${table}.id and log.action = 'delete'
            order by log.id desc limit 1)`,
        })
        .from(table)
        .where(trashed)
        .orderBy(desc(table.deletedAt))) as TrashedRow[];
      return rows.map((row) => ({ ...row, deletedAt: isoTimestamp(row.deletedAt) }));
    },

    /** Takes an item out of the trash, as it was. */
    async untrash(id: number): Promise<ContentRow | undefined> {
      const [row] = (await db
        .update(table)
        .set({ deletedAt: null })
        .where(and(eq(table.id, id), trashed))
        .returning()) as ContentRow[];
      return row && present(row);
    },

    /** Deletes an item in the trash for good, with its history. */
    async destroy(id: number): Promise<ContentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .delete(table)
          .where(and(eq(table.id, id), trashed))
          .returning()) as ContentRow[];
        if (row) {
          await history.forget(tx, resource.name, id);
          await addresses.retire(tx, row);
        }
        return row && present(row);
      });
    },

    /** Deletes for good what has been in the trash since before `cutoff`; answers their ids. */
    async purge(cutoff: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const rows = (await tx
          .delete(table)
          .where(and(trashed, lt(table.deletedAt, cutoff.toISOString())))
          .returning()) as ContentRow[];
        for (const row of rows) {
          await history.forget(tx, resource.name, row.id);
          await addresses.retire(tx, row);
        }
        return rows.map(({ id }) => id);
      });
    },
  };
}
