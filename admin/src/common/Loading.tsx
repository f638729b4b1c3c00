import { Box, Card, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A spinner centred in place of a table whose rows are still on their way. */
export function Loading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/**
 * A card for the rows a page loads itself: their failure (`failed`, a dictionary key) in red, or a
 * spinner, until `children` can show them.
 */
export function LoadedCard<Rows>({
  query,
  failed,
  children,
}: {
  query: { data: Rows | undefined; error: unknown; isPending: boolean };
  failed: string;
  children: (rows: Rows) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ overflowX: 'auto' }}>
      {query.error ? (
        <Typography color="error" sx={{ p: 2 }}>
          {translate(failed)}
        </Typography>
      ) : query.isPending || query.data === undefined ? (
        <Loading />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
