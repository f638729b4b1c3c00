import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { contentSections } from '../resources.ts';

/** How many records each list holds; the total comes from the list's Content-Range, not a full fetch. */
function CountCard({ name, icon: Icon }: (typeof contentSections)[number]) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total, isPending, error } = useGetList(name, { pagination: { page: 1, perPage: 1 } });
  if (error) console.error(`Dashboard count of ${name} failed`, error);
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardActionArea component={Link} to={createPath({ resource: name, type: 'list' })}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Icon color="primary" fontSize="large" />
            <div>
              <Typography variant="h4" component="p">
                {/* While the count loads, a placeholder: a dash would read as «nothing there». */}
                {isPending ? (
                  <Skeleton width="2ch" aria-label={translate('ra.page.loading')} />
                ) : error ? (
                  '—'
                ) : (
                  total
                )}
              </Typography>
              <Typography color="text.secondary">{translate(`resources.${name}.title`)}</Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A titled row of the dashboard, its items wrapping onto more lines on narrow screens. */
function DashboardRow({
  id,
  title,
  gap,
  children,
}: {
  id: string;
  title: string;
  gap: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap }}>
        {children}
      </Stack>
    </section>
  );
}

export function ContentCounts() {
  return (
    <DashboardRow id="dashboard-counts" title="admin.dashboard.counts" gap={2}>
      {contentSections.map((section) => (
        <CountCard key={section.name} {...section} />
      ))}
    </DashboardRow>
  );
}

/** One button per type to open its create form straight away. */
export function QuickActions() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <DashboardRow id="dashboard-quick-actions" title="admin.dashboard.quick_actions" gap={1}>
      {contentSections.map(({ name }) => (
        <Button
          key={name}
          component={Link}
          to={createPath({ resource: name, type: 'create' })}
          variant="outlined"
          startIcon={<AddIcon />}
        >
          {translate(`resources.${name}.create`)}
        </Button>
      ))}
    </DashboardRow>
  );
}
