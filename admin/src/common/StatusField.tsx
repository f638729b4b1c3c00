import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useSchedules } from '../schedules/useSchedules.ts';
import { readableTime } from '../schedules/zonedTime.ts';

/** Draft or published, as a chip in the list, with the next change its schedule makes. */
export function StatusField() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { timeZone } = useSchedules();
  if (!record) return null;
  const published = record.status === 'published';
  const next = published ? record.unpublishAt : record.publishAt;
  return (
    <Stack component="span" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Chip
        component="span"
        size="small"
        color={published ? 'success' : 'default'}
        label={translate(published ? 'admin.status.published' : 'admin.status.draft')}
      />
      {typeof next === 'string' && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(published ? 'admin.schedule.unpublishes' : 'admin.schedule.publishes', {
            at: readableTime(next, timeZone, 'short'),
          })}
        </Typography>
      )}
    </Stack>
  );
}
