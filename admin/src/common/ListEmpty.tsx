import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';
import { useCan } from '../roles.ts';

/** A centred notice in place of a list's rows: a title and a hint (dictionary keys), then any action. */
export function EmptyNotice({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {translate(title)}
      </Typography>
      <Typography color="text.secondary" sx={children === undefined ? undefined : { mb: 2 }}>
        {translate(hint)}
      </Typography>
      {children}
    </Box>
  );
}

/** No records at all: invite adding the first one. */
export function ListEmpty() {
  const editor = useCan('editor');
  const resource = useResourceContext();
  return (
    <EmptyNotice title="admin.list.empty" hint="admin.list.invite">
      {editor && <CreateButton variant="contained" label={`resources.${resource}.create`} />}
    </EmptyNotice>
  );
}

/** Nothing matches the search: suggest another query. */
export function NoResults() {
  return <EmptyNotice title="admin.list.no_results" hint="admin.list.change_query" />;
}
