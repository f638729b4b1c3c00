import { Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLock } from '../roles.ts';
import { useSchedules } from './useSchedules.ts';
import { instantOf, offsetName, wallTime } from './zonedTime.ts';

/**
 * When the record goes public and when it is withdrawn by itself, in the company's time zone: a
 * draft may be given a time to be published, a published record (or a draft given that time) a time
 * to be withdrawn. A cleared time goes out as null, which removes it.
 */
export function ScheduleInputs() {
  const translate = useTranslate();
  const locked = useLock();
  const { timeZone } = useSchedules();
  const status = useWatch({ name: 'status' }) as string | undefined;
  const publishAt = useWatch({ name: 'publishAt' }) as string | null | undefined;
  useDateFollowsSchedule(publishAt, timeZone);
  const zone = translate('admin.schedule.zone', { zone: timeZone, offset: offsetName(timeZone) });
  const time = (source: 'publishAt' | 'unpublishAt', hint: string) => (
    <TextInput
      source={source}
      type="datetime-local"
      format={(value: string | null | undefined) => (value ? wallTime(value, timeZone) : '')}
      parse={(value: string) => (value ? instantOf(value, timeZone) : null)}
      helperText={`${translate(hint)} ${zone}`}
      readOnly={locked()}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 280 }}
    />
  );
  const draft = status === 'draft';
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0, mb: 1 }}>
        {translate('admin.schedule.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { md: 2 } }}>
        {draft && time('publishAt', 'admin.schedule.publish_hint')}
        {(!draft || publishAt) && time('unpublishAt', 'admin.schedule.unpublish_hint')}
      </Stack>
    </Stack>
  );
}

/**
 * A record's shown date («Дата публикации») follows the time it is scheduled to go public, in the
 * company's time zone, until someone sets the date by hand (E5): a news item scheduled for Monday
 * reads Monday's date, not the day it was written.
 */
function useDateFollowsSchedule(publishAt: string | null | undefined, timeZone: string) {
  const { getValues, getFieldState, setValue } = useFormContext();
  const scheduled = useRef(publishAt);
  /** The day the date last followed to, which is not a date set by hand. */
  const followed = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Only a change of the time moves the date: opening a scheduled record leaves it as saved.
    if (publishAt === scheduled.current) return;
    scheduled.current = publishAt;
    if (!publishAt || !('date' in getValues())) return;
    const date = getValues('date') as string | null;
    if (getFieldState('date').isDirty && date !== followed.current) return;
    const day = wallTime(publishAt, timeZone).slice(0, 10);
    followed.current = day;
    if (date !== day) setValue('date', day, { shouldDirty: true });
  }, [publishAt, timeZone, getValues, getFieldState, setValue]);
}
