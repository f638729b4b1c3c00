import { Stack, type Theme, useMediaQuery } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  type RaRecord,
  SimpleList,
  TopToolbar,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { OrderHint, useOrderedByHand } from '../ordering/OrderHint.tsx';
import { useCan } from '../roles.ts';
import { NeedsTranslationFilter } from '../translations/NeedsTranslationFilter.tsx';
import { TranslationMarks } from '../translations/TranslationMarks.tsx';
import { DeleteRowButton } from './DeleteRowButton.tsx';
import { ListEmpty, NoResults } from './ListEmpty.tsx';
import { ListSearch } from './ListSearch.tsx';
import { Loading } from './Loading.tsx';
import { StatusField } from './StatusField.tsx';
import { Thumbnail } from './Thumbnail.tsx';
import { TitledList } from './TitledList.tsx';
import { tableLayout } from './tableLayout.ts';

// The drag and drop library is loaded only by the lists that are ordered by hand.
const ManualOrderTable = lazy(() => import('../ordering/ManualOrderTable.tsx'));
const ManualOrderPhoneList = lazy(() => import('../ordering/ManualOrderPhoneList.tsx'));

interface ResourceListProps {
  /** The columns that name a record (its picture and title): right after the id. */
  lead: ReactNode;
  /** Its other columns: after its status, translations and last change, which stay in view. */
  more?: ReactNode;
  /** What a phone shows of each row: its title (the Russian of this field) and its picture. */
  title: string;
  image?: string | undefined;
  /**
   * A list in a manual order (by `position`): it opens in that order, a page holds all of a usual
   * list, and staff reorder it by hand. Other lists open newest first.
   */
  ordered?: boolean;
  /** Widths of the resource's own columns, by field. */
  widths?: Record<string, object>;
}

/**
 * The list screen every resource shares: title, description, add button, server-side search,
 * sortable columns with status, edit and delete per row, pagination and both empty states. On a
 * desktop the columns that say what a record is and whether it is live come first, so they stay in
 * view at 1280 px; on a phone each row is its picture, title, status and translations.
 */
export function ResourceList({ lead, more, title, image, ordered = false, widths = {} }: ResourceListProps) {
  const resource = useResourceContext();
  const editor = useCan('editor');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TitledList
      sort={ordered ? { field: 'position', order: 'ASC' } : { field: 'id', order: 'DESC' }}
      perPage={ordered ? 50 : 10}
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
      {ordered && <OrderHint />}
      {phone ? (
        <PhoneList title={title} image={image} ordered={ordered} />
      ) : (
        <ListTable lead={lead} more={more} widths={widths} ordered={ordered} />
      )}
    </TitledList>
  );
}

const russian = (record: RaRecord, field: string) => (record[field] as { ru?: string } | undefined)?.ru ?? '';

/**
 * A row per record on a phone: picture, title, then status and translations; a tap opens the form.
 * In a list ordered by hand, each row also has its buttons to move it.
 */
function PhoneList({
  title,
  image,
  ordered,
}: {
  title: string;
  image?: string | undefined;
  ordered: boolean;
}) {
  const byHand = useOrderedByHand(ordered);
  const { isPending } = useListContext();
  if (byHand) {
    if (isPending) return <Loading />;
    return (
      <Suspense fallback={<Loading />}>
        <ManualOrderPhoneList title={title} image={image} />
      </Suspense>
    );
  }
  return (
    <SimpleList
      primaryText={(record) => russian(record, title)}
      secondaryText={() => (
        <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
          <StatusField />
          <TranslationMarks />
        </Stack>
      )}
      leftIcon={image ? () => <Thumbnail source={image} size={48} /> : undefined}
      rowClick="edit"
      empty={<NoResults />}
    />
  );
}

const COMPACT = {
  order: { minWidth: 64, width: 64, px: 0.5 },
  id: { minWidth: 56, width: 56 },
  status: { minWidth: 120, width: 120 },
  translations: { minWidth: 120, width: 120 },
  updatedAt: { minWidth: 120, width: 120 },
};

function ListTable({
  lead,
  more,
  widths,
  ordered,
}: {
  lead: ReactNode;
  more: ReactNode;
  widths: Record<string, object>;
  ordered: boolean;
}) {
  const translate = useTranslate();
  const editor = useCan('editor');
  const { isPending } = useListContext();
  const byHand = useOrderedByHand(ordered);
  if (isPending) return <Loading />;
  // Ordered by hand, the table moves each row with its first column, which takes the id's place:
  // the order is what tells the rows apart there, and the date must stay in view at 1280 px.
  const Table = byHand ? ManualOrderTable : DataTable;
  return (
    <Suspense fallback={<Loading />}>
      <Table
        bulkActionButtons={false}
        rowClick={false}
        empty={<NoResults />}
        sx={tableLayout(130, { ...COMPACT, ...widths })}
      >
        {!byHand && <DataTable.Col source="id" />}
        {lead}
        <DataTable.Col source="status">
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="translations" label={translate('admin.translations.column')} disableSort>
          <TranslationMarks />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" locales="ru-RU" showTime />
        </DataTable.Col>
        {more}
        <DataTable.Col source="actions" label={translate('admin.list.actions')} disableSort>
          <EditButton label="admin.list.edit" />
          {editor && <DeleteRowButton />}
        </DataTable.Col>
      </Table>
    </Suspense>
  );
}
