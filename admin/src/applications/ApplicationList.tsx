import { Stack, type Theme, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  DateField,
  ExportButton,
  type RaRecord,
  SelectInput,
  ShowButton,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { DeleteRowButton } from '../common/DeleteRowButton.tsx';
import { EmptyNotice, NoResults } from '../common/ListEmpty.tsx';
import { ListChoiceFilter, ListSearch } from '../common/ListSearch.tsx';
import { TitledList } from '../common/TitledList.tsx';
import { tableLayout } from '../common/tableLayout.ts';
import { ContactField, REQUEST_STATUSES, RequestStatusField } from '../requests/RequestFields.tsx';
import { exportApplications } from './exporter.ts';

const applicationTable = tableLayout(90, { vacancyTitle: { minWidth: 160, maxWidth: 260 } });

/** Whom an application may be given to: the active administrators. */
function AssigneeFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data: colleagues = [] } = useQuery({
    queryKey: ['applications', 'assignees'],
    queryFn: async () => (await apiFetch<{ id: number; email: string }[]>('/applications/assignees')).json,
  });
  return (
    <SelectInput
      {...props}
      label="resources.applications.fields.assigneeId"
      choices={colleagues.map((colleague) => ({ id: colleague.id, name: colleague.email }))}
      translateChoice={false}
    />
  );
}

/** «Отклики»: newest first, searchable, filtered by status and assignee; open, export or delete. */
export default function ApplicationList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TitledList
      sort={{ field: 'id', order: 'DESC' }}
      exporter={(records: RaRecord[]) => exportApplications(records, translate)}
      filters={[
        <ListSearch key="q" source="q" alwaysOn />,
        <ListChoiceFilter key="status" source="status" alwaysOn values={REQUEST_STATUSES} names="statuses" />,
        <AssigneeFilter key="assigneeId" source="assigneeId" alwaysOn />,
      ]}
      actions={
        <TopToolbar>
          <ExportButton label="resources.applications.export" />
        </TopToolbar>
      }
      empty={<NoApplications />}
    >
      {phone ? (
        <SimpleList
          primaryText={(record) => `№${record.id} ${record.name}`}
          secondaryText={(record) => (
            <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
              <span>{record.vacancyTitle}</span>
              <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <RequestStatusField />
                <DateField source="createdAt" locales="ru-RU" showTime />
              </Stack>
            </Stack>
          )}
          rowClick="show"
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show" empty={<NoResults />} sx={applicationTable}>
          <DataTable.Col source="id" />
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" locales="ru-RU" showTime />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="status">
            <RequestStatusField />
          </DataTable.Col>
          <DataTable.Col source="vacancyTitle" />
          <DataTable.Col source="contact" label="resources.applications.fields.contact" disableSort>
            <ContactField />
          </DataTable.Col>
          <DataTable.Col source="assigneeEmail" disableSort>
            <TextField source="assigneeEmail" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="actions" label={translate('admin.list.actions')} disableSort>
            <ShowButton label="resources.applications.open" />
            <DeleteRowButton />
          </DataTable.Col>
        </DataTable>
      )}
    </TitledList>
  );
}

/** No applications yet: they come from the vacancies' pages. */
function NoApplications() {
  return <EmptyNotice title="resources.applications.empty" hint="resources.applications.empty_hint" />;
}
