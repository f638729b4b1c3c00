import type { ReactNode } from 'react';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  type SortPayload,
  TopToolbar,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useCan } from '../roles.ts';
import { NeedsTranslationFilter } from '../translations/NeedsTranslationFilter.tsx';
import { TranslationMarks } from '../translations/TranslationMarks.tsx';
import { DeleteRowButton } from './DeleteRowButton.tsx';
import { ListEmpty, NoResults } from './ListEmpty.tsx';
import { ListSearch } from './ListSearch.tsx';
import { Loading } from './Loading.tsx';
import { StatusField } from './StatusField.tsx';
import { TitledList } from './TitledList.tsx';
import { tableLayout } from './tableLayout.ts';

const contentTable = tableLayout();

/**
 * The list screen every resource shares: title, description, add button, server-side search,
 * sortable columns with status, edit and delete per row, pagination and both empty states.
 * `children` are the resource's own columns.
 */
export function ResourceList({
  children,
  sort = { field: 'id', order: 'DESC' },
}: {
  children: ReactNode;
  /** The order the list opens in: newest first unless the resource's own order matters more. */
  sort?: SortPayload;
}) {
  const resource = useResourceContext();
  const editor = useCan('editor');
  return (
    <TitledList
      sort={sort}
      filters={[
        <ListSearch key="q" source="q" alwaysOn />,
        <NeedsTranslationFilter key="needsTranslation" source="needsTranslation" alwaysOn />,
        // Shown when Перед запуском opens the list on it (UNDESCRIBED_FILTER), with a button to hide it.
        <BooleanInput key="undescribed" source="undescribed" label="admin.list.undescribed" />,
      ]}
      actions={
        <TopToolbar>
          {editor && <CreateButton variant="contained" label={`resources.${resource}.create`} />}
        </TopToolbar>
      }
      empty={<ListEmpty />}
    >
      <ListTable>{children}</ListTable>
    </TitledList>
  );
}

function ListTable({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const editor = useCan('editor');
  const { isPending } = useListContext();
  if (isPending) return <Loading />;
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={<NoResults />} sx={contentTable}>
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
        {editor && <DeleteRowButton />}
      </DataTable.Col>
    </DataTable>
  );
}
