import { AUDIT_ACTIONS } from '@industrial/api/audit-actions';
import { isResource } from '@industrial/api/content';
import type { AuditEntry } from '@industrial/api/schemas/audit';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  DataTable,
  DateField,
  DateInput,
  Link,
  SimpleList,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { NoResults } from '../common/ListEmpty.tsx';
import { ListChoiceFilter, ListSearch } from '../common/ListSearch.tsx';
import { TitledList } from '../common/TitledList.tsx';
import { tableLayout } from '../common/tableLayout.ts';
import { ExportLogButton } from './ExportLogButton.tsx';
import { entrySubject, isSingleton } from './entryText.ts';

const auditTable = tableLayout(110, { item: { minWidth: 220 } });

function ActionField() {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  return entry ? <span>{translate(`resources.audit.actions.${entry.action}`)}</span> : null;
}

/** What the entry is about; a link while the item still exists outside the trash, or to the request. */
function ItemField() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const text = entrySubject(entry, translate);
  if (isSingleton(entry)) return <Link to={createPath({ resource: 'settings', type: 'list' })}>{text}</Link>;
  if (typeof entry.details.email === 'string' || !entry.resource || entry.itemId === null) {
    return <span>{text}</span>;
  }
  if (
    entry.resource === 'requests' ||
    (entry.resource === 'applications' && entry.action !== 'application_delete')
  ) {
    return <Link to={createPath({ resource: entry.resource, id: entry.itemId, type: 'show' })}>{text}</Link>;
  }
  if (!isResource(entry.resource) || entry.action === 'destroy') return <span>{text}</span>;
  return <Link to={createPath({ resource: entry.resource, id: entry.itemId, type: 'edit' })}>{text}</Link>;
}

/** Журнал действий: who did what and when, newest first; by person, kind of action and days. A phone shows what and who. */
export default function AuditList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TitledList
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportLogButton />
        </TopToolbar>
      }
      filters={[
        <ListSearch key="q" source="q" alwaysOn />,
        <ListChoiceFilter key="action" source="action" alwaysOn values={AUDIT_ACTIONS} names="actions" />,
        <DateInput key="from" source="from" alwaysOn label="resources.audit.fields.from" />,
        <DateInput key="to" source="to" alwaysOn label="resources.audit.fields.to" />,
      ]}
    >
      {phone ? (
        <SimpleList
          primaryText={(entry) => (
            <>
              <ActionField />
              {(entry.itemId !== null ||
                entry.action === 'reorder' ||
                isSingleton(entry) ||
                typeof entry.details?.email === 'string') && (
                <>
                  {': '}
                  <ItemField />
                </>
              )}
            </>
          )}
          secondaryText={() => (
            <>
              <TextField source="actorEmail" emptyText="—" />,{' '}
              <DateField source="at" locales="ru-RU" showTime />
            </>
          )}
          rowClick={false}
          empty={<NoResults />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoResults />} sx={auditTable}>
          <DataTable.Col source="at" disableSort>
            <DateField source="at" locales="ru-RU" showTime />
          </DataTable.Col>
          <DataTable.Col source="actorEmail" disableSort>
            <TextField source="actorEmail" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="action" disableSort>
            <ActionField />
          </DataTable.Col>
          <DataTable.Col source="item" disableSort>
            <ItemField />
          </DataTable.Col>
          <DataTable.Col source="address" disableSort>
            <TextField source="address" emptyText="—" />
          </DataTable.Col>
        </DataTable>
      )}
    </TitledList>
  );
}
