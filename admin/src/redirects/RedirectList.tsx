import { type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { EmptyNotice, NoResults } from '../common/ListEmpty.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { TitledList } from '../common/TitledList.tsx';
import { tableLayout } from '../common/tableLayout.ts';

const redirectTable = tableLayout(60, { fromPath: { minWidth: 160 }, toPath: { minWidth: 160 } });
const address = { wordBreak: 'break-all' } as const;

/** Переадресации: each old address and where it leads, searchable; add, change or delete. A phone shows both addresses. */
export default function RedirectList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const remove = (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="resources.redirects.delete_title"
      confirmContent="resources.redirects.delete_confirm"
    />
  );
  return (
    <TitledList
      sort={{ field: 'updatedAt', order: 'DESC' }}
      exporter={false}
      filters={[<ListSearch key="q" source="q" alwaysOn />]}
      actions={
        <TopToolbar>
          <CreateButton label="resources.redirects.add" />
        </TopToolbar>
      }
      empty={
        <EmptyNotice title="resources.redirects.empty" hint="resources.redirects.empty_hint">
          <CreateButton variant="contained" label="resources.redirects.add" />
        </EmptyNotice>
      }
    >
      {phone ? (
        <SimpleList
          primaryText={(record) => record.fromPath}
          secondaryText={(record) => `→ ${record.toPath}`}
          rowClick="edit"
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit" empty={<NoResults />} sx={redirectTable}>
          <DataTable.Col source="fromPath" sx={address} />
          <DataTable.Col source="toPath" sx={address} />
          <DataTable.Col source="updatedAt">
            <DateField source="updatedAt" locales="ru-RU" showTime />
          </DataTable.Col>
          <DataTable.Col source="actions" label={translate('admin.list.actions')} disableSort>
            <EditButton />
            {remove}
          </DataTable.Col>
        </DataTable>
      )}
    </TitledList>
  );
}
