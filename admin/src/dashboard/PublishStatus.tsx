import type { PublishStatus as PublishState } from '@industrial/api/schemas/publish';
import { Alert, Button, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { SectionCard } from '../common/SectionCard.tsx';
import { useCan } from '../roles.ts';

const formatTime = (iso: string) => new Date(iso).toLocaleString('ru-RU');

/** null when the server has no publishing endpoint: the block then says so instead of failing. */
async function readPublishState(): Promise<PublishState | null> {
  try {
    return (await apiFetch<PublishState>('/publish/status')).json;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** The public site's last build, a running or failed one, and for editors a button to rebuild now. */
export function PublishStatus() {
  const translate = useTranslate();
  const editor = useCan('editor');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['publish-status'],
    queryFn: readPublishState,
    // While a build is pending the state changes within seconds; otherwise check now and then.
    refetchInterval: (query) =>
      ['scheduled', 'building'].includes(query.state.data?.state ?? '') ? 2000 : 30_000,
  });
  const rebuild = useMutation({
    mutationFn: async () => (await apiFetch<PublishState>('/publish', { method: 'POST', body: '{}' })).json,
    onSuccess: (state) => queryClient.setQueryData(['publish-status'], state),
    onError: (error) =>
      notify(translate('admin.publish.rebuild_failed', { error: error.message }), { type: 'error' }),
  });
  const publish = status.data;

  return (
    <SectionCard id="dashboard-publish" title="admin.publish.title">
      {!publish ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {status.isPending ? translate('ra.page.loading') : translate('admin.publish.unavailable')}
        </Typography>
      ) : (
        <>
          <dl>
            <dt>{translate('admin.publish.state')}</dt>
            <dd data-testid="publish-state">{translate(`admin.publish.states.${publish.state}`)}</dd>
            <dt>{translate('admin.publish.last_success')}</dt>
            <dd>
              {publish.lastSuccessAt ? formatTime(publish.lastSuccessAt) : translate('admin.publish.never')}
            </dd>
          </dl>
          {publish.queued && <Typography>{translate('admin.publish.queued')}</Typography>}
          {publish.lastRun && (
            // Which kind ran, in words; why and what it did are in the log and the status, in the log's words.
            <Typography data-testid="publish-last-run">
              {translate(`admin.publish.last_run.${publish.lastRun.kind}`)}
            </Typography>
          )}
          {publish.reference && (
            <Alert
              severity={publish.reference.count === 0 ? 'success' : 'warning'}
              sx={{ my: 1, overflowWrap: 'anywhere' }}
              data-testid="publish-reference"
            >
              {translate(
                publish.reference.count === 0
                  ? 'admin.publish.reference_same'
                  : 'admin.publish.reference_different',
                { at: formatTime(publish.reference.at), count: publish.reference.count },
              )}
              {publish.reference.count > 0 && (
                <ul>
                  {publish.reference.differences.map((difference) => (
                    <li key={difference}>{difference}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          <Typography color="text.secondary" variant="body2">
            {translate(publish.mode === 'local' ? 'admin.publish.mode_local' : 'admin.publish.mode_webhook')}
          </Typography>
          {publish.leftOut && publish.leftOut.length > 0 && (
            <Alert severity="warning" sx={{ my: 1 }} data-testid="publish-left-out">
              {translate('admin.publish.left_out')}
              <ul>
                {publish.leftOut.map((record) => (
                  <li key={record}>{record}</li>
                ))}
              </ul>
            </Alert>
          )}
          {publish.lastError && (
            <Alert severity="error" sx={{ my: 1 }}>
              {translate('admin.publish.last_error', { at: formatTime(publish.lastError.at) })}:{' '}
              {publish.lastError.message}
            </Alert>
          )}
          {editor && (
            <Button
              variant="contained"
              sx={{ mt: 1 }}
              disabled={rebuild.isPending || publish.state === 'building'}
              onClick={() => rebuild.mutate()}
            >
              {translate('admin.publish.rebuild')}
            </Button>
          )}
          {editor && publish.mode === 'local' && (
            <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
              {translate('admin.publish.rebuild_hint')}
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}
