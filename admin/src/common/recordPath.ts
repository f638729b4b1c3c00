import { createContext, useContext } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';

/**
 * The address in the API of the record a screen edits, where it is not `/{resource}/{id}`: the
 * settings' `/settings`, a page's texts' `/pages/home`. Its history and its translations' sources
 * are read beside it.
 */
export const RecordPath = createContext<string | undefined>(undefined);

/** The edited record's address in the API (`/news/3`, `/settings`); undefined before it is read. */
export function useRecordPath(): string | undefined {
  const path = useContext(RecordPath);
  const resource = useResourceContext();
  const record = useRecordContext();
  if (path) return path;
  return record ? `/${resource}/${record.id}` : undefined;
}
