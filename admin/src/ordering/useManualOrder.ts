import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import {
  HttpError,
  type Identifier,
  type RaRecord,
  useDataProvider,
  useListContext,
  useNotify,
  useResourceContext,
} from 'react-admin';
import { asClause } from '../apiErrors.ts';
import type { ReorderParams } from '../dataProvider.ts';
import { useLiveNotice } from '../publishing/useSavedNotice.ts';

/** A list's rows in the order shown, and a move of one row, saved at once. */
export interface ManualOrder {
  rows: RaRecord[];
  move(from: number, to: number): void;
}

/**
 * The rows of the list on screen, reordered by hand. A move shows at once and is saved in one
 * request (`PUT /api/{resource}/order`) with the versions the list read, so that a list someone
 * changed meanwhile is refused rather than overwritten; moves made while one is being saved go in
 * the next request. A refused or failed save puts the server's order back and says why.
 */
export function useManualOrder(): ManualOrder {
  const resource = useResourceContext() as string;
  const { data, refetch } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const followUp = useLiveNotice();
  const [rows, setRows] = useState<RaRecord[]>(data ?? []);
  const shown = useRef(rows);
  const fromServer = useRef(data);
  const versions = useRef(new Map<Identifier, number>());
  const saving = useRef(false);
  const again = useRef(false);

  const show = (next: RaRecord[]) => {
    shown.current = next;
    setRows(next);
  };

  // The server's order, whenever the list reads it and no save is under way.
  useEffect(() => {
    fromServer.current = data;
    if (saving.current || !data) return;
    shown.current = data;
    setRows(data);
    for (const row of data) versions.current.set(row.id, row.version);
  }, [data]);

  async function save() {
    if (saving.current) {
      again.current = true;
      return;
    }
    saving.current = true;
    const moved = new Map<Identifier, RaRecord>();
    try {
      do {
        again.current = false;
        const ids = shown.current.map((row) => row.id);
        const known = ids.flatMap((id) => {
          const version = versions.current.get(id);
          return version === undefined ? [] : [[String(id), version] as const];
        });
        const params: ReorderParams = { ids, versions: Object.fromEntries(known) };
        const { data: saved } = await dataProvider.reorder(resource, params);
        for (const row of saved as RaRecord[]) {
          if (row.version !== versions.current.get(row.id)) moved.set(row.id, row);
          versions.current.set(row.id, row.version);
        }
      } while (again.current);
      const published = [...moved.values()].filter((row) => row.status === 'published');
      if (published.length) {
        notify('admin.live.order_published', { type: 'success', autoHideDuration: 8000, multiLine: true });
        followUp(
          published
            .map((row) => String(row.updatedAt))
            .sort()
            .at(-1),
        );
      } else if (moved.size) {
        notify('admin.live.order_drafts', { type: 'success', multiLine: true });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof HttpError && error.status === 409)
        notify(reason, { type: 'error', multiLine: true });
      else notify('admin.order.failed', { type: 'error', messageArgs: { error: asClause(reason) } });
      if (fromServer.current) show(fromServer.current);
    } finally {
      saving.current = false;
      refetch();
    }
  }

  return {
    rows,
    move(from, to) {
      if (from === to || to < 0 || to >= shown.current.length) return;
      show(arrayMove(shown.current, from, to));
      void save();
    },
  };
}
