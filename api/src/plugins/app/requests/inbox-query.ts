import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../../content/list-query.ts';
import type { RequestStatus } from '../../../db/schema/index.ts';
import { badRequest } from '../../../errors.ts';

/** What an inbox's list asks (customer requests, job applications). */
export interface InboxListQuery {
  q?: string;
  status?: RequestStatus;
  /** Only those assigned to this account. */
  assigneeId?: number;
  ids?: number[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: { start: number; end: number };
}

/**
 * An inbox's filter and order over its table: by status, assignee, ids and a search in `searched`
 * columns; sorted by one of `sortable` (then by id), newest first by default.
 */
export function inboxQuery(table: {
  name: string;
  id: PgColumn;
  status: PgColumn;
  assigneeId: PgColumn;
  sortable: Record<string, PgColumn>;
  searched: PgColumn[];
}) {
  return {
    where(query: Pick<InboxListQuery, 'q' | 'status' | 'assigneeId' | 'ids'>): SQL | undefined {
      const pattern = query.q && containsPattern(query.q);
      return and(
        query.status ? eq(table.status, query.status) : undefined,
        query.assigneeId ? eq(table.assigneeId, query.assigneeId) : undefined,
        query.ids ? inArray(table.id, query.ids) : undefined,
        pattern ? or(...table.searched.map((column) => ilike(column, pattern))) : undefined,
      );
    },
    orderBy(sort: InboxListQuery['sort']): SQL[] {
      if (!sort) return [desc(table.id)];
      const column = table.sortable[sort.field];
      if (!column) throw badRequest(`sort field "${sort.field}" is not sortable on ${table.name}`);
      const direction = sort.order === 'ASC' ? asc : desc;
      return sort.field === 'id' ? [direction(column)] : [direction(column), direction(table.id)];
    },
  };
}
