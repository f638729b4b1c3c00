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
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { NoResults } from '../common/ListEmpty.tsx';
import { ListChoiceFilter, ListSearch } from '../common/ListSearch.tsx';
import { TitledList } from '../common/TitledList.tsx';
import { tableLayout } from '../common/tableLayout.ts';

const auditTable = tableLayout(110, { item: { minWidth: 220 } });

function ActionField() {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  return entry ? <span>{translate(`resources.audit.actions.${entry.action}`)}</span> : null;
}

/** The section and the item's title as it was; a link while the item still exists outside the trash. */
function ItemField() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  if (typeof entry.details.email === 'string') return <span>{accountChange(entry.details, translate)}</span>;
  if (entry.action === 'two_factor_policy') return <span>{policyChange(entry.details, translate)}</span>;
  if (entry.action === 'reorder' && entry.resource) {
    const moved = Array.isArray(entry.details.moved) ? entry.details.moved.length : 0;
    const section = translate(`resources.${entry.resource}.title`);
    return <span>{translate('resources.audit.reordered', { section, smart_count: moved })}</span>;
  }
  if (!entry.resource || entry.itemId === null) return <span>—</span>;
  const title = typeof entry.details.title === 'string' ? entry.details.title : `№${entry.itemId}`;
  const section = translate(`resources.${entry.resource}.title`);
  const restored = entry.details.restoredVersion;
  const text = `${section}: «${title}»${
    typeof restored === 'number'
      ? ` — ${translate('resources.audit.restored_version', { version: restored })}`
      : ''
  }`;
  if (!isResource(entry.resource) || entry.action === 'destroy') return <span>{text}</span>;
  return <Link to={createPath({ resource: entry.resource, id: entry.itemId, type: 'edit' })}>{text}</Link>;
}

/** What an account entry says: whose account, and the role, state or invitation it got. */
function accountChange(details: Record<string, unknown>, translate: ReturnType<typeof useTranslate>): string {
  const parts = [translate('resources.audit.account', { email: details.email })];
  if (typeof details.role === 'string') {
    parts.push(translate('resources.audit.account_role', { role: translate(`admin.roles.${details.role}`) }));
  }
  if (details.disabled === true) parts.push(translate('resources.audit.account_disabled'));
  if (details.disabled === false) parts.push(translate('resources.audit.account_enabled'));
  if (details.accepted === true) parts.push(translate('resources.audit.account_accepted'));
  if (details.mailed === false) parts.push(translate('resources.audit.mail_off'));
  return parts.join(', ');
}

/** A second-factor rule: each role named, required or not. */
function policyChange(details: Record<string, unknown>, translate: ReturnType<typeof useTranslate>): string {
  return Object.entries(details)
    .map(
      ([role, required]) =>
        `${translate(`admin.roles.${role}`)}: ${translate(`resources.audit.two_factor_${required ? 'required' : 'optional'}`)}`,
    )
    .join(', ');
}

/** Журнал действий: who did what and when, newest first; by person, kind of action and days. A phone shows what and who. */
export default function AuditList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TitledList
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      exporter={false}
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
