import {
  type Announcements,
  closestCenter,
  DndContext,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DragIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Stack } from '@mui/material';
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type RaRecord,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { ManualOrder } from './useManualOrder.ts';

/** A row moved with its buttons, whose buttons take the focus again where the row now stands. */
interface Moved {
  id: UniqueIdentifier;
  up: boolean;
}

interface Ordering {
  order: ManualOrder;
  moved: Moved | null;
  /** Moves the row by one place up or down, and says where it now stands. */
  step(record: RaRecord, up: boolean): void;
  nameOf(record: RaRecord): string;
}

const OrderingContext = createContext<Ordering | null>(null);

/** The drag handle's wiring, for the row being rendered. */
type Sortable = ReturnType<typeof useSortable>;
const RowContext = createContext<Sortable | null>(null);

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Rows move up and down only. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The rows of a list ordered by hand, draggable by their handles with the mouse, a finger or the
 * keyboard (space to lift, arrows to move, space to drop, Escape to cancel), each step said aloud in
 * Russian; and moved one place with their buttons, said aloud too.
 */
export function SortableRows({ order, children }: { order: ManualOrder; children: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const [moved, setMoved] = useState<Moved | null>(null);
  const [said, setSaid] = useState('');
  const ids = order.rows.map((row) => row.id);
  const nameOf = (record: RaRecord) => String(represent(record) ?? '');
  const ordering: Ordering = {
    order,
    moved,
    nameOf,
    step(record, up) {
      const from = ids.indexOf(record.id);
      const to = from + (up ? -1 : 1);
      if (to < 0 || to >= ids.length) return;
      order.move(from, to);
      setMoved({ id: record.id, up });
      setSaid(translate('admin.order.moved', { name: nameOf(record), position: to + 1, total: ids.length }));
    },
  };
  return (
    <OrderingContext.Provider value={ordering}>
      <DragList
        ids={ids}
        nameOf={(id) => {
          const record = order.rows[ids.indexOf(id)];
          return record ? nameOf(record) : '';
        }}
        move={order.move}
      >
        {children}
      </DragList>
      <Box aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
    </OrderingContext.Provider>
  );
}

/**
 * Items dragged up and down by their handles (`useSortable`), with the mouse, a finger or the
 * keyboard, each step said aloud in Russian by the item's name; `move` moves one from a place to
 * another. Lists ordered by hand and a form's repeating blocks both.
 */
export function DragList({
  ids,
  nameOf,
  move,
  children,
}: {
  ids: UniqueIdentifier[];
  nameOf(id: UniqueIdentifier): string;
  move(from: number, to: number): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: UniqueIdentifier, over: UniqueIdentifier = id) => ({
    name: nameOf(id),
    position: ids.indexOf(over) + 1,
    total: ids.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('admin.order.picked', place(active.id)),
    onDragOver: ({ active, over }) =>
      over ? translate('admin.order.over', place(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? translate('admin.order.dropped', place(active.id, over.id)) : undefined,
    onDragCancel: ({ active }) => translate('admin.order.cancelled', place(active.id)),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: translate('admin.order.instructions') },
      }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) move(ids.indexOf(active.id), ids.indexOf(over.id));
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * A row's part in the drag: what its element needs (`ref`, `style`) and what its handle needs,
 * passed to `MoveButtons` through `SortableRow`.
 */
export function useSortableRow(record: RaRecord): {
  row: Sortable;
  ref: Sortable['setNodeRef'];
  style: CSSProperties;
} {
  const translate = useTranslate();
  const row = useSortable({
    id: record.id,
    attributes: { roleDescription: translate('admin.order.role_description') },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(row.transform),
    transition: row.transition,
    ...(row.isDragging
      ? { position: 'relative', zIndex: 4, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)' }
      : {}),
  };
  return { row, ref: row.setNodeRef, style };
}

/** Gives the row's drag wiring to its `MoveButtons`. */
export function SortableRow({ row, children }: { row: Sortable; children: ReactNode }) {
  return <RowContext.Provider value={row}>{children}</RowContext.Provider>;
}

/**
 * The drag handle and the «выше» and «ниже» buttons of the record being rendered. After a move by
 * button the focus stays on the button pressed (or, at an end, its neighbour), where the row now is.
 */
export function MoveButtons() {
  const translate = useTranslate();
  const record = useRecordContext();
  const ordering = useContext(OrderingContext);
  const row = useContext(RowContext);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const index = ordering && record ? ordering.order.rows.findIndex((item) => item.id === record.id) : -1;
  const last = (ordering?.order.rows.length ?? 0) - 1;
  const moved = ordering?.moved;
  useEffect(() => {
    if (!moved || moved.id !== record?.id) return;
    const target = (moved.up && index > 0) || index === last ? up : down;
    target.current?.focus();
  }, [moved, record?.id, index, last]);
  if (!ordering || !record || !row) return null;
  const name = ordering.nameOf(record);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
      <IconButton
        ref={row.setActivatorNodeRef}
        {...row.attributes}
        {...row.listeners}
        size="small"
        aria-label={translate('admin.order.drag', { name })}
        sx={{ px: 0.25, py: 1.5, cursor: row.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIcon />
      </IconButton>
      <Stack>
        <IconButton
          ref={up}
          size="small"
          sx={{ p: 0.5 }}
          disabled={index <= 0}
          aria-label={translate('admin.order.up', { name })}
          onClick={() => ordering.step(record, true)}
        >
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          ref={down}
          size="small"
          sx={{ p: 0.5 }}
          disabled={index >= last}
          aria-label={translate('admin.order.down', { name })}
          onClick={() => ordering.step(record, false)}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
