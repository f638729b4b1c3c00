import { Box, CircularProgress, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  List,
  SearchInput,
  TopToolbar,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { NeedsTranslationFilter } from '../translations/NeedsTranslationFilter.tsx';
import { TranslationMarks } from '../translations/TranslationMarks.tsx';
import { DeleteRowButton } from './DeleteRowButton.tsx';
import { ListEmpty, NoResults } from './ListEmpty.tsx';
import { PageHeader } from './PageHeader.tsx';
import { StatusField } from './StatusField.tsx';

/**
 * Spec 9: tables at least 800px wide, columns at least 150px, the actions column 120px. A table
 * wider than the window scrolls inside its own box, with the actions column kept in view at its
 * right edge.
 */
const tableLayout = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& table': { minWidth: 800 },
  '& th, & td': { minWidth: 150 },
  '& th.column-actions, & td.column-actions': {
    minWidth: 120,
    width: 120,
    whiteSpace: 'nowrap',
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
  // Above the other header cells, which are themselves sticky (at the top) on layer 2.
  '& th.column-actions': { zIndex: 3 },
} as const;

/**
 * The list screen every resource shares: title, description, add button, server-side search,
 * sortable columns with status, edit and delete per row, pagination and both empty states.
 * `children` are the resource's own columns.
 */
export function ResourceList({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const search = translate(`resources.${resource}.search`);
  return (
    <>
      <PageHeader title={`resources.${resource}.title`} description={`resources.${resource}.description`} />
      <List
        title={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        sort={{ field: 'id', order: 'DESC' }}
        filters={[
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={search}
            slotProps={{ htmlInput: { 'aria-label': search } }}
          />,
          <NeedsTranslationFilter key="needsTranslation" source="needsTranslation" alwaysOn />,
        ]}
        actions={
          <TopToolbar>
            <CreateButton variant="contained" label={`resources.${resource}.create`} />
          </TopToolbar>
        }
        empty={<ListEmpty />}
      >
        <ListTable>{children}</ListTable>
      </List>
    </>
  );
}

function ListTable({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={<NoResults />} sx={tableLayout}>
      <DataTable.Col source="id" />
      {children}
      <DataTable.Col source="status">
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="translations" label={translate('admin.translations.column')} disableSort>
        <TranslationMarks />
      </DataTable.Col>
      <DataTable.Col source="updatedAt">
        <DateField source="updatedAt" locales="ru-RU" showTime />
      </DataTable.Col>
      <DataTable.Col source="actions" label={translate('admin.list.actions')} disableSort>
        <EditButton label="admin.list.edit" />
        <DeleteRowButton />
      </DataTable.Col>
    </DataTable>
  );
}
