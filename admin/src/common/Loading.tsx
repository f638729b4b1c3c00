import { Box, CircularProgress } from '@mui/material';
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
