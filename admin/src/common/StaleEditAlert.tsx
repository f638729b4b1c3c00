import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Button } from '@mui/material';
import { useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useRevealed } from './FormError.tsx';
import type { StaleSave } from './failedSave.ts';

/**
 * Someone saved the record after this form was loaded: the save was refused (409) and the form
 * keeps what was typed. The newer version opens in a new tab (its edit screen, or `href`), to
 * compare and carry the changes over. `reveal` counts the refusals: each brings it into view, focused.
 */
export function StaleEditAlert({
  stale,
  href,
  reveal = 0,
}: {
  stale: StaleSave;
  href?: string;
  reveal?: number;
}) {
  const translate = useTranslate();
  const ref = useRevealed<HTMLDivElement>(reveal);
  const resource = useResourceContext();
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const newer = href ?? createPath({ resource, id: record.id, type: 'edit' });
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="warning"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          href={newer}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon />}
        >
          {translate('admin.stale.open_newer')}
        </Button>
      }
    >
      {stale.by && stale.at
        ? translate('admin.stale.message_by', {
            by: stale.by,
            at: new Date(stale.at).toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
          })
        : translate('admin.stale.message')}
    </Alert>
  );
}
