import { Alert, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import requests from '../requests/index.ts';
import { useCan } from '../roles.ts';

interface Summary {
  new: number;
  notifications: 'on' | 'off';
  missing?: 'mail' | 'recipients';
  retentionDays: number;
}

/** New customer requests, linking to the inbox filtered to them, and whether staff are mailed. */
export function RequestsSummary() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  // Only an administrator can set mail up: anyone else is told whom to ask.
  const admin = useCan('admin');
  const summary = useQuery({
    queryKey: ['requests-summary'],
    queryFn: async () => (await apiFetch<Summary>('/requests/summary')).json,
    refetchInterval: 60_000,
  });
  if (summary.error) console.error('Dashboard request summary failed', summary.error);
  const filter = encodeURIComponent(JSON.stringify({ status: 'new' }));
  const Icon = requests.icon;
  return (
    <Card component="section" aria-labelledby="dashboard-requests" sx={{ flex: '1 1 300px' }}>
      <CardActionArea
        component={Link}
        to={`${createPath({ resource: 'requests', type: 'list' })}?filter=${filter}`}
      >
        <CardContent>
          <Typography id="dashboard-requests" variant="h6" component="h2">
            {translate('resources.requests.title')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <Icon color="primary" fontSize="large" />
            <div>
              <Typography variant="h4" component="p" data-testid="new-requests">
                {summary.data ? summary.data.new : '—'}
              </Typography>
              <Typography color="text.secondary">
                {translate('admin.dashboard.new_requests', { smart_count: summary.data?.new ?? 0 })}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
      {summary.data?.notifications === 'off' && (
        <Alert severity="info" sx={{ m: 2, mt: 0 }} data-testid="notifications-off">
          {translate(`admin.dashboard.notifications_off_${summary.data.missing ?? 'mail'}`)}
          {!admin && ` ${translate('admin.dashboard.ask_admin')}`}
        </Alert>
      )}
      {summary.data?.notifications === 'on' && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('admin.dashboard.notifications_on')}
        </Typography>
      )}
    </Card>
  );
}
