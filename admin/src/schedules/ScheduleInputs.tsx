import { Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
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
