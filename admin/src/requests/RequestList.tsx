import { Alert, Button, Link as MuiLink, Stack, type Theme, useMediaQuery } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  DataTable,
  DateField,
  ExportButton,
  type RaRecord,
  ShowButton,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DeleteRowButton } from '../common/DeleteRowButton.tsx';
import { EmptyNotice, NoResults } from '../common/ListEmpty.tsx';
import { ListChoiceFilter, ListSearch } from '../common/ListSearch.tsx';
import { TitledList } from '../common/TitledList.tsx';
import { tableLayout } from '../common/tableLayout.ts';
import { exportRequests } from './exporter.ts';
import { ContactField, NotificationField, REQUEST_STATUSES, RequestStatusField } from './RequestFields.tsx';
import { itemName, type RequestOriginFields } from './RequestOrigin.tsx';

const requestTable = tableLayout(90, {
  message: { minWidth: 200, maxWidth: 320 },
  itemTitle: { minWidth: 180, maxWidth: 260 },
});

/** The first line of the message, cut short: the whole text is on the request's page. */
function MessagePreview() {
  return (
    <TextField
      source="message"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    />
  );
}

/** Заявки: newest first, searchable, filtered by status or by the item asked about; open, export or delete. A phone shows who and the status. */
export default function RequestList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TitledList
      sort={{ field: 'id', order: 'DESC' }}
      exporter={(records: RaRecord[]) => exportRequests(records, translate)}
      filters={[
        <ListSearch key="q" source="q" alwaysOn />,
        <ListChoiceFilter key="status" source="status" alwaysOn values={REQUEST_STATUSES} names="statuses" />,
      ]}
      actions={
        <TopToolbar>
          <ExportButton label="resources.requests.export" />
        </TopToolbar>
      }
      empty={<NoRequests />}
    >
      <ItemFilterNotice />
      {phone ? (
        <SimpleList
          primaryText={(record) => `№${record.id} ${record.name}`}
          secondaryText={() => (
            <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
              <RequestStatusField />
              <DateField source="createdAt" locales="ru-RU" showTime />
            </Stack>
          )}
          rowClick="show"
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show" empty={<NoResults />} sx={requestTable}>
          <DataTable.Col source="id" />
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" locales="ru-RU" showTime />
          </DataTable.Col>
          <DataTable.Col source="name" />
          {/* Before the longer columns, so that it stays in view beside the actions. */}
          <DataTable.Col source="status">
            <RequestStatusField />
          </DataTable.Col>
          <DataTable.Col source="contact" label="resources.requests.fields.contact" disableSort>
            <ContactField />
          </DataTable.Col>
          <DataTable.Col source="company" />
          <DataTable.Col source="message" disableSort>
            <MessagePreview />
          </DataTable.Col>
          <DataTable.Col source="itemTitle" disableSort>
            <ItemField />
          </DataTable.Col>
          <DataTable.Col source="attachmentName" disableSort>
            <AttachmentMark />
          </DataTable.Col>
          <DataTable.Col source="notification" disableSort>
            <NotificationField />
          </DataTable.Col>
          <DataTable.Col source="actions" label={translate('admin.list.actions')} disableSort>
            <ShowButton label="resources.requests.open" />
            <DeleteRowButton />
          </DataTable.Col>
        </DataTable>
      )}
    </TitledList>
  );
}

/** The item a request was asked from: a link that keeps the inbox to that item's requests. */
function ItemField() {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord & RequestOriginFields>();
  const { filterValues, setFilters } = useListContext();
  const name = record && itemName(record, translate);
  if (!record || !name) return <>—</>;
  return (
    <MuiLink
      component="button"
      type="button"
      sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
      title={translate('resources.requests.origin.filter_by_item', { item: record.itemTitle ?? name })}
      onClick={(event: MouseEvent) => {
        // The row opens the request on a click; this one filters the list instead.
        event.stopPropagation();
        setFilters({ ...filterValues, itemResource: record.itemResource, itemId: record.itemId });
      }}
    >
      {name}
    </MuiLink>
  );
}

/** While the inbox shows one item's requests (from a request's page or the item column): which, and a way back. */
function ItemFilterNotice() {
  const translate = useTranslate();
  const { filterValues, setFilters, data } = useListContext<RaRecord & RequestOriginFields>();
  if (!filterValues.itemResource) return null;
  const { itemResource: _resource, itemId: _id, ...rest } = filterValues;
  const shown = data?.find(
    (row) => row.itemResource === filterValues.itemResource && row.itemId === filterValues.itemId,
  );
  const item = shown ? itemName(shown, translate) : `${filterValues.itemResource} №${filterValues.itemId}`;
  return (
    <Alert
      severity="info"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => setFilters(rest)}>
          {translate('resources.requests.origin.show_all')}
        </Button>
      }
    >
      {translate('resources.requests.origin.filtered', { item })}
    </Alert>
  );
}

function AttachmentMark() {
  return <TextField source="attachmentName" emptyText="—" sx={{ wordBreak: 'break-all' }} />;
}

/** No requests yet: nothing to add from here, they come from the site. */
function NoRequests() {
  return <EmptyNotice title="resources.requests.empty" hint="resources.requests.empty_hint" />;
}
