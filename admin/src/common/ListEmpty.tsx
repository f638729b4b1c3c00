import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';
import { useCan } from '../roles.ts';

/** No records at all: invite adding the first one (spec 2). */
export function ListEmpty() {
  const translate = useTranslate();
  const editor = useCan('editor');
  const resource = useResourceContext();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {translate('admin.list.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('admin.list.invite')}
      </Typography>
      {editor && <CreateButton variant="contained" label={`resources.${resource}.create`} />}
    </Box>
  );
}

/** Nothing matches the search: suggest another query (spec 2). */
export function NoResults() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {translate('admin.list.no_results')}
      </Typography>
      <Typography color="text.secondary">{translate('admin.list.change_query')}</Typography>
    </Box>
  );
}
