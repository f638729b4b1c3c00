import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  HttpError,
  type RaRecord,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { answeredAt, useLiveNotice } from '../publishing/useSavedNotice.ts';
import { useCan } from '../roles.ts';
import { comparedLines, lineValue, type RevisionSummary, readable } from './revisionFields.ts';

interface Revision extends RevisionSummary {
  snapshot: Record<string, unknown>;
}

/**
 * One kept version beside the current one, field by field and language by language (changed lines
 * marked), with Восстановить: the version is saved again as the newest and published like any save.
 * Where that would also take the translations back, «Восстановить только русский текст» restores
 * the Russian and what the languages share, keeping the translations written since.
 */
export default function RevisionComparison({
  path,
  version,
  onClose,
}: {
  /** The record's address in the API (`/news/3`, `/settings`). */
  path: string;
  version: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const followUp = useLiveNotice();
  const refresh = useRefresh();
  const resource = useResourceContext() as string;
  // Restoring saves the record: whoever may change all of it (administrators, for the settings).
  const mayRestore = useCan(resource === 'settings' ? 'admin' : 'editor');
  const record = useRecordContext();
  const [restoring, setRestoring] = useState(false);
  const [onlyChanged, setOnlyChanged] = useState(true);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data: revision, error } = useQuery({
    queryKey: ['revision', path, version],
    queryFn: async () => (await apiFetch<Revision>(`${path}/revisions/${version}`)).json,
    enabled: Boolean(record),
  });
  if (!record) return null;

  const restore = async (keepTranslations: boolean) => {
    setRestoring(true);
    try {
      const response = await apiFetch<RaRecord>(`${path}/revisions/${version}/restore`, {
        method: 'POST',
        body: JSON.stringify({ version: record.version, ...(keepTranslations && { keepTranslations }) }),
      });
      notify(keepTranslations ? 'admin.history.restored_russian' : 'admin.history.restored', {
        type: 'success',
        messageArgs: { version },
      });
      // Visitors see it when the record is public before or after (documents have no status: always).
      const restored = response.json;
      if (!('status' in record) || record.status === 'published' || restored?.status === 'published')
        followUp(restored?.updatedAt ?? answeredAt(response));
      onClose();
      refresh();
    } catch (failure) {
      const stale = failure instanceof HttpError && failure.status === 409;
      notify(stale ? 'admin.history.restore_stale' : 'admin.history.restore_failed', {
        type: 'error',
        messageArgs: { error: failure instanceof Error ? failure.message : String(failure) },
      });
      setRestoring(false);
    }
  };

  const lines = comparedLines(translate, resource).map((line) => {
    const then = readable(translate, revision && lineValue(revision.snapshot, line));
    const now = readable(translate, lineValue(record, line));
    return { ...line, then, now, changed: then !== now };
  });
  const changed = lines.filter((line) => line.changed).length;
  // What restoring the whole version would take back of the translations written since.
  const translations = lines.filter((line) => line.changed && line.locale && line.locale !== 'ru');
  const shown = onlyChanged && changed > 0 ? lines.filter((line) => line.changed) : lines;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby="comparison-title"
    >
      <DialogTitle id="comparison-title">
        {translate('admin.history.comparison_title', { version, current: record.version })}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Typography color="error">{translate('admin.history.load_failed')}</Typography>
        ) : !revision ? (
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              {changed === 0
                ? translate('admin.history.same')
                : translate('admin.history.differences', { smart_count: changed })}
            </Typography>
            {changed > 0 && (
              <FormControlLabel
                control={
                  <Switch checked={onlyChanged} onChange={(event) => setOnlyChanged(event.target.checked)} />
                }
                label={translate('admin.history.only_changed')}
              />
            )}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '20%' }}>{translate('admin.history.field')}</TableCell>
                    <TableCell sx={{ width: '40%' }}>
                      {translate('admin.history.this_version', { version })}
                    </TableCell>
                    <TableCell sx={{ width: '40%' }}>{translate('admin.history.current_version')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((line) => (
                    <TableRow
                      key={line.key}
                      data-changed={line.changed || undefined}
                      sx={
                        line.changed ? { bgcolor: 'warning.50', '& td': { bgcolor: '#fff8e1' } } : undefined
                      }
                    >
                      <TableCell component="th" scope="row">
                        {line.label}
                        {line.changed && (
                          <Typography variant="caption" component="div" color="warning.dark">
                            {translate('admin.history.changed')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-line', verticalAlign: 'top' }}>
                        {line.then || '—'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-line', verticalAlign: 'top' }}>
                        {line.now || '—'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {mayRestore && translations.length > 0 && (
              <Typography sx={{ mt: 2 }} data-testid="translations-restored">
                {translate('admin.history.translations_restored', {
                  fields: translations.map((line) => line.label).join(', '),
                })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      {/* On a phone the buttons stand one under another, the main one first: three do not fit a row. */}
      <DialogActions
        sx={
          phone
            ? {
                flexDirection: 'column-reverse',
                alignItems: 'stretch',
                gap: 1,
                '& > :not(style) ~ :not(style)': { ml: 0 },
              }
            : undefined
        }
      >
        <Button onClick={onClose}>{translate('admin.history.close')}</Button>
        {mayRestore && translations.length > 0 && (
          <Button onClick={() => void restore(true)} disabled={!revision || restoring}>
            {translate('admin.history.restore_russian')}
          </Button>
        )}
        {mayRestore && (
          <Button variant="contained" onClick={() => void restore(false)} disabled={!revision || restoring}>
            {translate('admin.history.restore')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
