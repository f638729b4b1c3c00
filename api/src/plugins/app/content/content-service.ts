import type { Resource } from '../../../content/resources.ts';
import type { AuditAction } from '../../../db/schema/index.ts';
import { type AfterWrite, authorOf } from '../after-write.ts';
import type { Actor } from '../audit/index.ts';
import type { ContentValues } from './content-input.ts';
import type { ContentRow } from './content-query.ts';
import type { ContentRepository } from './content-repository.ts';
import { contentResources } from './resources.ts';
import type { Snapshot } from './revisions-repository.ts';

/** What an entry about a content item keeps of it: its Russian title as it was, and its version. */
export function auditDetails(resource: Resource, row: ContentRow): Record<string, unknown> {
  const title = row[contentResources[resource].title] as { ru?: string } | string | undefined;
  return { title: typeof title === 'string' ? title : title?.ru, version: row.version };
}

/**
 * A resource's reads, and its writes as the routes ask for them: each stored by the repository as
 * written `by` a staff member (a request's), then passed through the one after-write step (the read
 * cache, the action log, and a publish when visitors see the change: a published row before or after).
 */
export function contentService(resource: Resource, repository: ContentRepository, afterWrite: AfterWrite) {
  const { create, update, remove, untrash, destroy, restorable, reorder, ...reads } = repository;

  const written = (
    by: Actor,
    action: AuditAction,
    row: ContentRow,
    change: { before?: ContentRow; details?: Record<string, unknown>; publish?: string },
  ) =>
    afterWrite(by, {
      action,
      resource,
      itemId: row.id,
      details: { ...auditDetails(resource, row), ...change.details },
      publish:
        change.before?.status === 'published' || row.status === 'published' ? change.publish : undefined,
    });

  return {
    ...reads,

    async create(by: Actor, values: ContentValues): Promise<ContentRow> {
      const row = await create(values, { authorId: authorOf(by) });
      await written(by, 'create', row, { publish: `${resource} ${row.id} created` });
      return row;
    },

    /**
     * A translator's change is held to the English and Kazakh texts (403 for anything more). A
     * change made by a schedule says so (`scheduled`: what the action log and the publish record).
     */
    async update(
      by: Actor,
      id: number,
      values: ContentValues,
      expectedVersion: number | undefined,
      scheduled?: { action: string; details: Record<string, unknown> },
    ): Promise<ContentRow | undefined> {
      const change = await update(id, values, {
        authorId: authorOf(by),
        translationsOnly: by.admin?.role === 'translator',
        expectedVersion,
      });
      if (!change) return undefined;
      await written(by, 'update', change.after, {
        before: change.before,
        details: scheduled?.details,
        publish: scheduled ? `${resource} ${id}: scheduled ${scheduled.action}` : `${resource} ${id} updated`,
      });
      return change.after;
    },

    /**
     * Sets the manual order by hand (see `contentOrder`): one action-log entry for all the items
     * moved, and one publish if visitors see any of them. Answers the listed items in their new order.
     */
    async reorder(
      by: Actor,
      ids: readonly number[],
      versions: Readonly<Record<string, number>> | undefined,
    ): Promise<ContentRow[]> {
      const { rows, moved } = await reorder(ids, { authorId: authorOf(by), versions });
      if (moved.length) {
        await afterWrite(by, {
          action: 'reorder',
          resource,
          details: { moved: moved.map((row) => row.id) },
          publish: moved.some((row) => row.status === 'published') ? `${resource} reordered` : undefined,
        });
      }
      return rows;
    },

    /** Moves an item to the trash. */
    async remove(by: Actor, id: number): Promise<ContentRow | undefined> {
      const row = await remove(id);
      if (row) await written(by, 'delete', row, { publish: `${resource} ${id} deleted` });
      return row;
    },

    /**
     * Saves a kept version again as the newest, as it was (or its Russian alone, every translation
     * kept as it is now): today's rules on new writes do not stop it.
     */
    async restore(
      by: Actor,
      id: number,
      revision: { version: number; snapshot: Snapshot },
      options: { expectedVersion?: number | undefined; keepTranslations?: boolean | undefined },
    ): Promise<ContentRow | undefined> {
      const keepTranslations = options.keepTranslations ?? false;
      const change = await update(id, restorable(revision.snapshot), {
        authorId: authorOf(by),
        expectedVersion: options.expectedVersion,
        action: 'restore',
        keepTranslations,
      });
      if (!change) return undefined;
      await written(by, 'restore', change.after, {
        before: change.before,
        details: { restoredVersion: revision.version, ...(keepTranslations && { keepTranslations }) },
        publish: `${resource} ${id} restored to version ${revision.version}`,
      });
      return change.after;
    },

    /** Takes an item out of the trash, as it was. */
    async untrash(by: Actor, id: number): Promise<ContentRow | undefined> {
      const row = await untrash(id);
      if (row) {
        await written(by, 'restore', row, {
          details: { fromTrash: true },
          publish: `${resource} ${id} restored from the trash`,
        });
      }
      return row;
    },

    /** Deletes an item in the trash for good, with its history; visitors saw it no more. */
    async destroy(by: Actor, id: number): Promise<ContentRow | undefined> {
      const row = await destroy(id);
      if (row) await written(by, 'destroy', row, {});
      return row;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
