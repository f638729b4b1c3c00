import { List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import {
  Link,
  type RaRecord,
  RecordContextProvider,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { StatusField } from '../common/StatusField.tsx';
import { Thumbnail } from '../common/Thumbnail.tsx';
import { TranslationMarks } from '../translations/TranslationMarks.tsx';
import { MoveButtons, SortableRow, SortableRows, useSortableRow } from './sortable.tsx';
import { useManualOrder } from './useManualOrder.ts';

interface RowProps {
  /** The field whose Russian names the record. */
  title: string;
  image?: string | undefined;
}

/** On a phone, a list ordered by hand: each row its picture, title and state, a tap opens its form, and its buttons move it. */
export default function ManualOrderPhoneList(props: RowProps) {
  const order = useManualOrder();
  return (
    <SortableRows order={order}>
      <List disablePadding>
        {order.rows.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <PhoneRow {...props} />
          </RecordContextProvider>
        ))}
      </List>
    </SortableRows>
  );
}

function PhoneRow({ title, image }: RowProps) {
  const record = useRecordContext() as RaRecord;
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { row, ref, style } = useSortableRow(record);
  return (
    <SortableRow row={row}>
      <ListItem ref={ref} style={style} disablePadding divider sx={{ bgcolor: 'background.paper', pl: 0.5 }}>
        {/* On the left: the add button floats over the rows' right end. */}
        <MoveButtons />
        <ListItemButton
          component={Link}
          to={createPath({ resource, id: record.id, type: 'edit' })}
          sx={{ gap: 1.5, minWidth: 0, py: 1 }}
        >
          {image && <Thumbnail source={image} size={48} />}
          <ListItemText
            primary={(record[title] as { ru?: string } | undefined)?.ru ?? ''}
            secondary={
              <Stack
                component="span"
                direction="row"
                spacing={1}
                sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <StatusField />
                <TranslationMarks />
              </Stack>
            }
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          />
        </ListItemButton>
      </ListItem>
    </SortableRow>
  );
}
