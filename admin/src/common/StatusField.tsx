import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Draft or published, as a chip in the list. */
export function StatusField() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const published = record.status === 'published';
  return (
    <Chip
      component="span"
      size="small"
      color={published ? 'success' : 'default'}
      label={translate(published ? 'admin.status.published' : 'admin.status.draft')}
    />
  );
}
