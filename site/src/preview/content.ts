import { AsyncLocalStorage } from 'node:async_hooks';
import type { PreviewContent } from '@industrial/api/content';

/**
 * The content of the preview being rendered, for the request that renders it (see `server.ts`).
 * Pages read their lists through `listContent`, which answers from here during a preview, so the
 * public pages render drafts without knowing they are previewed. Outside a preview it is empty.
 */
export const previewContent = new AsyncLocalStorage<PreviewContent>();

/** The previewed list of `resource` in `locale`, when a preview that carries it is rendering. */
export function previewList(resource: string, locale: string): unknown[] | undefined {
  const content = previewContent.getStore();
  return content?.locale === locale ? content.lists[resource] : undefined;
}
