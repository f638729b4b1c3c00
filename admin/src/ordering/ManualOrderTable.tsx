import {
  DataTable,
  DataTableBody,
  type DataTableBodyProps,
  type DataTableProps,
  DataTableRow,
  type DataTableRowProps,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoveButtons, SortableRow, SortableRows, useSortableRow } from './sortable.tsx';
import { useManualOrder } from './useManualOrder.ts';

function DraggableRow(props: DataTableRowProps) {
  const record = useRecordContext();
  const { row, ref, style } = useSortableRow(record ?? { id: '' });
  return (
    <SortableRow row={row}>
      <DataTableRow {...props} ref={ref} style={{ ...props.style, ...style }} />
    </SortableRow>
  );
}

function DraggableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={DraggableRow} />;
}

/**
 * A list's table ordered by hand: the same columns after a first one that moves each row (a handle
 * to drag, buttons to move it one place), in the order being set, saved as each move ends.
 */
export default function ManualOrderTable({ children, ...props }: DataTableProps) {
  const translate = useTranslate();
  const order = useManualOrder();
  return (
    <SortableRows order={order}>
      <DataTable {...props} data={order.rows} body={DraggableBody}>
        <DataTable.Col source="order" label={translate('admin.order.column')} disableSort>
          <MoveButtons />
        </DataTable.Col>
        {children}
      </DataTable>
    </SortableRows>
  );
}
