import type { Schedules } from '@industrial/api/schemas/schedules';
import { DEFAULT_TIME_ZONE } from '@industrial/api/settings';
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useNotify } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { readableTime } from '../schedules/zonedTime.ts';
import { followPublish, type PublishOutcome } from './followPublish.ts';

const TYPES = { live: 'success', sent: 'info', failed: 'error', slow: 'warning' } as const;
/** A failure stays longest: it is the one staff must act on. */
const SHOWN_MS = { live: 8000, sent: 8000, failed: 20_000, slow: 12_000 };

/** When the server answered a save: its `Date` header, for changes whose answer carries no `updatedAt`. */
export const answeredAt = (response: { headers: Headers }): string | undefined =>
  response.headers.get('Date') ?? undefined;

/**
 * Tells once the rebuild carrying a change saved at `savedAt` (the record's `updatedAt`, or the
 * answer's `answeredAt`) is live or failed.
 */
export function useLiveNotice(): (savedAt: unknown) => void {
  const notify = useNotify();
  return (savedAt) => {
    const since = typeof savedAt === 'string' ? Date.parse(savedAt) : Number.NaN;
    if (Number.isNaN(since)) return;
    followPublish(since, (outcome: PublishOutcome) =>
      notify(`admin.live.${outcome}`, {
        type: TYPES[outcome],
        autoHideDuration: SHOWN_MS[outcome],
        multiLine: true,
      }),
    );
  };
}

/**
 * After a save of a record: whether visitors see it (published, or a draft they do not), and, when
 * the save changes what they see, a second notice once the rebuild that carries it has ended.
 */
export function useSavedNotice(): (saved: RaRecord, before?: RaRecord) => void {
  const notify = useNotify();
  const followUp = useLiveNotice();
  const queryClient = useQueryClient();
  return (saved, before) => {
    const wasPublic = before?.status === 'published';
    // A draft set to go public by itself says when, in the company's time zone (the schedules' own).
    const publishAt = typeof saved.publishAt === 'string' ? saved.publishAt : null;
    if (saved.status !== 'published' && !wasPublic && publishAt && Date.parse(publishAt) > Date.now()) {
      void queryClient
        .fetchQuery({
          queryKey: ['schedules'],
          queryFn: async () => (await apiFetch<Schedules>('/schedules')).json,
        })
        .then(
          (schedules) => schedules.timeZone,
          () => DEFAULT_TIME_ZONE,
        )
        .then((zone) =>
          notify('admin.live.saved_scheduled', {
            type: 'success',
            autoHideDuration: 8000,
            multiLine: true,
            messageArgs: { at: readableTime(publishAt, zone) },
          }),
        );
      return;
    }
    const message =
      saved.status === 'published'
        ? 'admin.live.saved_published'
        : wasPublic
          ? 'admin.live.saved_withdrawn'
          : 'admin.live.saved_draft';
    notify(message, { type: 'success', autoHideDuration: 8000, multiLine: true });
    if (saved.status === 'published' || wasPublic) followUp(saved.updatedAt);
  };
}
