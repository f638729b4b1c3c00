import { resources } from '@industrial/api/content';
import type { QuoteResource } from '@industrial/api/request-limits';
import { Card, CardContent, Link as ExternalLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, type TranslateFunction, useCreatePath, useTranslate } from 'react-admin';

/** What a request records of where it was asked from (the API's `CustomerRequestBody`). */
export interface RequestOriginFields {
  itemResource: QuoteResource | null;
  itemId: number | null;
  itemTitle: string | null;
  pagePath: string | null;
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** «Цех металлообработки (цех №3)»: the title the visitor saw, and what it is in the back office. */
export function itemName(record: RequestOriginFields, translate: TranslateFunction): string | null {
  if (!record.itemResource || !record.itemId) return null;
  return translate('resources.requests.origin.item', {
    title: record.itemTitle ?? '—',
    noun: resources[record.itemResource].nouns.one,
    id: record.itemId,
  });
}

/** The visit's source: its campaign's utm_source, else the referring site, else a direct visit. */
export function sourceName(record: RequestOriginFields, translate: TranslateFunction): string {
  return record.utmSource ?? record.referrerHost ?? translate('resources.requests.origin.direct');
}

/** The inbox's address filtered to the requests asked from one item. */
export function itemFilterQuery(record: Pick<RequestOriginFields, 'itemResource' | 'itemId'>): string {
  return `filter=${encodeURIComponent(JSON.stringify({ itemResource: record.itemResource, itemId: record.itemId }))}`;
}

/**
 * Откуда заявка: the item with links to its record, its page on the site and its other requests;
 * the visit's source, campaign and first page. All of it is shown as text (links to this site only:
 * the API accepts paths of this site and nothing else).
 */
export function RequestOrigin({ record }: { record: RequestOriginFields }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const item = itemName(record, translate);
  const row = (label: string, value: ReactNode) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
      <Typography component="span" color="text.secondary" sx={{ minWidth: { sm: 220 } }}>
        {translate(label)}
      </Typography>
      <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
  const unknown = translate('resources.requests.origin.unknown');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="request-origin"
      data-testid="request-origin"
    >
      <CardContent>
        <Typography id="request-origin" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('resources.requests.origin.title')}
        </Typography>
        <Stack spacing={1}>
          {item && record.itemResource ? (
            <>
              {row('resources.requests.fields.itemTitle', item)}
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                <Link
                  to={createPath({ resource: record.itemResource, id: record.itemId ?? 0, type: 'edit' })}
                >
                  {translate('resources.requests.origin.open_record')}
                </Link>
                {record.pagePath && (
                  <ExternalLink href={record.pagePath} target="_blank" rel="noopener">
                    {translate('resources.requests.origin.open_page')}
                  </ExternalLink>
                )}
                <Link to={`${createPath({ resource: 'requests', type: 'list' })}?${itemFilterQuery(record)}`}>
                  {translate('resources.requests.origin.same_item')}
                </Link>
              </Stack>
            </>
          ) : (
            <Typography color="text.secondary">{translate('resources.requests.origin.no_item')}</Typography>
          )}
          {row('resources.requests.fields.pagePath', record.pagePath ?? unknown)}
          {row('resources.requests.fields.source', sourceName(record, translate))}
          {record.utmMedium && row('resources.requests.fields.utmMedium', record.utmMedium)}
          {row('resources.requests.fields.utmCampaign', record.utmCampaign ?? '—')}
          {row('resources.requests.fields.landingPath', record.landingPath ?? unknown)}
        </Stack>
      </CardContent>
    </Card>
  );
}
