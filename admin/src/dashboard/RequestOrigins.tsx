import { resources } from '@industrial/api/content';
import type { QuoteResource } from '@industrial/api/request-limits';
import {
  Alert,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { itemFilterQuery } from '../requests/RequestOrigin.tsx';

interface Tally {
  name: string | null;
  count: number;
}

interface OriginPeriod {
  period: string;
  total: number;
  sources: Tally[];
  campaigns: Tally[];
  landingPages: Tally[];
  items: { resource: QuoteResource; id: number; title: string | null; count: number }[];
}

const month = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Откуда приходят заявки: for the last 30 days or one month, the requests by source, campaign, first
 * page of the visit and item page (each item links to its requests in the inbox). Page views are not
 * counted, so it says requests, not conversion.
 */
export function RequestOrigins() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const selectId = useId();
  const [period, setPeriod] = useState('last30');
  const origins = useQuery({
    queryKey: ['requests-origins'],
    queryFn: async () => (await apiFetch<OriginPeriod[]>('/requests/origins')).json,
  });
  if (origins.error) console.error('Dashboard request origins failed', origins.error);
  const shown = origins.data?.find((entry) => entry.period === period);
  const periodName = (value: string) =>
    value === 'last30'
      ? translate('admin.dashboard.origins.last30')
      : month.format(new Date(`${value}-01T00:00:00Z`));
  const inbox = createPath({ resource: 'requests', type: 'list' });
  const tallyTable = (key: 'sources' | 'campaigns' | 'landingPages', none: string) =>
    shown && shown[key].length > 0 ? (
      <Table size="small" aria-label={translate(`admin.dashboard.origins.${key}`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`admin.dashboard.origins.${key}`)}</TableCell>
            <TableCell align="right">{translate('admin.dashboard.origins.requests')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown[key].map((entry) => (
            <TableRow key={entry.name ?? ''}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {entry.name ?? translate(`admin.dashboard.origins.${none}`)}
              </TableCell>
              <TableCell align="right">{entry.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    ) : null;
  return (
    <Card
      component="section"
      aria-labelledby="dashboard-origins"
      sx={{ flex: '1 1 100%' }}
      data-testid="request-origins"
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Typography id="dashboard-origins" variant="h6" component="h2">
            {translate('admin.dashboard.origins.title')}
          </Typography>
          <FormControl size="small" sx={{ width: { xs: '100%', sm: 260 }, flex: 'none' }}>
            <InputLabel id={selectId}>{translate('admin.dashboard.origins.period')}</InputLabel>
            <Select
              labelId={selectId}
              label={translate('admin.dashboard.origins.period')}
              value={period}
              onChange={(event) => setPeriod(event.target.value)}
            >
              {(origins.data ?? [{ period: 'last30' }]).map((entry) => (
                <MenuItem key={entry.period} value={entry.period}>
                  {periodName(entry.period)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
        {origins.error && <Alert severity="error">{translate('admin.dashboard.origins.load_failed')}</Alert>}
        {shown && (
          <Typography sx={{ mb: 2 }} data-testid="origins-total">
            {translate('admin.dashboard.origins.total', { count: shown.total })}
          </Typography>
        )}
        {shown && shown.total === 0 && (
          <Typography color="text.secondary">{translate('admin.dashboard.origins.empty')}</Typography>
        )}
        {shown && shown.total > 0 && (
          <Stack
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {tallyTable('sources', 'direct')}
            {tallyTable('campaigns', 'none')}
            {tallyTable('landingPages', 'unknown')}
            {shown.items.length > 0 && (
              <Table size="small" aria-label={translate('admin.dashboard.origins.items')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('admin.dashboard.origins.items')}</TableCell>
                    <TableCell align="right">{translate('admin.dashboard.origins.requests')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.items.map((item) => (
                    <TableRow key={`${item.resource}:${item.id}`}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Link
                          to={`${inbox}?${itemFilterQuery({ itemResource: item.resource, itemId: item.id })}`}
                        >
                          {translate('resources.requests.origin.item', {
                            title: item.title ?? '—',
                            noun: resources[item.resource].nouns.one,
                            id: item.id,
                          })}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{item.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Stack>
        )}
        <Typography color="text.secondary" variant="body2" sx={{ mt: 2 }}>
          {translate('admin.dashboard.origins.note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
