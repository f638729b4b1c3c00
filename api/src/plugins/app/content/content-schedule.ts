import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import { badRequest, forbidden } from '../../../errors.ts';
import type { ContentValues } from './content-input.ts';

/** The times a write may give an item: when it goes public, when it is withdrawn (ISO, or null to clear). */
export const SCHEDULE_FIELDS = ['publishAt', 'unpublishAt'] as const;
type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** What a write stores of an item's schedule: its two times and who set them. */
export interface StoredSchedule {
  status: 'draft' | 'published';
  publishAt: string | null;
  unpublishAt: string | null;
  scheduledBy: number | null;
}

/** A time as sent (ISO) or as stored (PostgreSQL's text form), in milliseconds; null for none. */
const instant = (value: unknown): number | null =>
  typeof value === 'string' && value !== '' ? new Date(isoTimestamp(value)).getTime() : null;

/**
 * The schedule an item has after a write, checked: a time set by this write is in the future; a
 * draft may be given a time to go public, a published item (or one going public) a time to be
 * withdrawn, after the other; publishing or withdrawing by hand drops the time that would have done
 * it. A time the write leaves as it was passes, so that a form sending the whole record back after
 * its time has come still saves. Translators may not change either time (403).
 */
export function scheduleAfter(
  before: StoredSchedule | undefined,
  values: ContentValues,
  by: { authorId: number | null; translationsOnly?: boolean | undefined; now?: number },
): StoredSchedule {
  const now = by.now ?? Date.now();
  const status = (values.status ?? before?.status ?? 'published') as StoredSchedule['status'];
  const changed = (name: ScheduleField) =>
    name in values && instant(values[name]) !== instant(before?.[name] ?? null);
  if (by.translationsOnly && SCHEDULE_FIELDS.some(changed)) {
    throw forbidden(
      'A translator may change only the English and Kazakh texts, not when an item is published',
      'role.translations_only',
      { field: SCHEDULE_FIELDS.find(changed) as string },
    );
  }
  const times = {} as Record<ScheduleField, string | null>;
  for (const name of SCHEDULE_FIELDS) {
    const value = name in values ? values[name] : before?.[name];
    const at = instant(value);
    if (changed(name) && at !== null && at <= now) {
      throw badRequest(`${name} must be in the future`, 'schedule.past', { field: name });
    }
    times[name] = at === null ? null : new Date(at).toISOString();
  }
  // Published by hand: the time to go public is spent. Withdrawn by hand: so is the time to withdraw.
  if (before?.status === 'draft' && status === 'published') times.publishAt = null;
  if (before?.status === 'published' && status === 'draft') times.unpublishAt = null;

  if (times.publishAt !== null && status === 'published') {
    throw badRequest('publishAt is for drafts: this item is published already', 'schedule.published', {
      field: 'publishAt',
    });
  }
  if (times.unpublishAt !== null && status === 'draft' && times.publishAt === null) {
    throw badRequest(
      'unpublishAt needs an item that is published, or a publishAt before it',
      'schedule.unpublish_draft',
      { field: 'unpublishAt' },
    );
  }
  if (times.publishAt !== null && times.unpublishAt !== null && times.unpublishAt <= times.publishAt) {
    throw badRequest('unpublishAt must come after publishAt', 'schedule.order', { field: 'unpublishAt' });
  }
  const scheduled = times.publishAt !== null || times.unpublishAt !== null;
  return {
    status,
    ...times,
    scheduledBy: !scheduled
      ? null
      : SCHEDULE_FIELDS.some(changed)
        ? by.authorId
        : (before?.scheduledBy ?? null),
  };
}
