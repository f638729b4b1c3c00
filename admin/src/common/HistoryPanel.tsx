import { Box, Button, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { useRecordPath } from './recordPath.ts';
import { changeLabel, type RevisionSummary } from './revisionFields.ts';
import { TableHeadings } from './TableHeadings.tsx';

const RevisionComparison = lazy(() => import('./RevisionComparison.tsx'));

/**
 * История изменений under the edit form: every kept version, who saved it, when and what changed;
 * any of them can be compared with the current version and restored.
 */
export function HistoryPanel() {
  const translate = useTranslate();
  const resource = useResourceContext() as string;
  const record = useRecordContext();
  const [compared, setCompared] = useState<number | null>(null);
  const base = useRecordPath() as string;
  const { data, error, isPending } = useQuery({
    queryKey: ['revisions', base, record?.version],
    queryFn: async () => (await apiFetch<RevisionSummary[]>(`${base}/revisions`)).json,
    enabled: Boolean(record),
  });
  if (!record) return null;

  return (
    <Paper component="section" aria-labelledby="history-title" variant="outlined" sx={{ mt: 3, p: 2 }}>
      <Typography id="history-title" variant="h6" component="h2">
        {translate('admin.history.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.history.intro')}
      </Typography>
      {error ? (
        <Typography color="error">{translate('admin.history.load_failed')}</Typography>
      ) : isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate('admin.history.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="history-title">
            <TableHeadings
              labels={[
                'admin.history.version',
                'admin.history.when',
                'admin.history.who',
                'admin.history.what',
                '',
              ]}
            />
            <TableBody>
              {data.map((revision) => (
                <TableRow key={revision.version}>
                  <TableCell>
                    {revision.version}
                    {revision.version === record.version && ` (${translate('admin.history.current')})`}
                  </TableCell>
                  <TableCell>{new Date(revision.createdAt).toLocaleString('ru-RU')}</TableCell>
                  <TableCell>{revision.author ?? translate('admin.history.nobody')}</TableCell>
                  <TableCell>
                    {translate(`admin.history.actions.${revision.action}`)}
                    {revision.changes.length > 0 &&
                      `: ${revision.changes.map((change) => changeLabel(translate, resource, change)).join(', ')}`}
                  </TableCell>
                  <TableCell align="right">
                    {revision.version !== record.version && (
                      <Button
                        size="small"
                        onClick={() => setCompared(revision.version)}
                        aria-label={translate('admin.history.compare_version', { version: revision.version })}
                      >
                        {translate('admin.history.compare')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {compared !== null && (
        <Suspense fallback={null}>
          <RevisionComparison path={base} version={compared} onClose={() => setCompared(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
