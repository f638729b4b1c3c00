import TableChart from '@mui/icons-material/TableChart';
import { Button, Menu, MenuItem } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TOOL_BUTTON, useToolFocus } from './toolButton.ts';
import { useEditorValue } from './useEditorValue.ts';

/**
 * The table extension's commands. Its package declares their types on its own copy of tiptap's
 * core (another version than the editor's), so they are named here once.
 */
interface TableChain {
  insertTable(options: { rows: number; cols: number; withHeaderRow: boolean }): TableChain;
  addRowAfter(): TableChain;
  addColumnAfter(): TableChain;
  deleteRow(): TableChain;
  deleteColumn(): TableChain;
  deleteTable(): TableChain;
  toggleHeaderRow(): TableChain;
  run(): boolean;
}

type TableAction = Exclude<keyof TableChain, 'insertTable' | 'run'>;
const IN_TABLE: TableAction[] = [
  'addRowAfter',
  'addColumnAfter',
  'deleteRow',
  'deleteColumn',
  'toggleHeaderRow',
  'deleteTable',
];

/** Таблица: insert one (three by three, a heading row on top), or change the one the cursor is in. */
export function TableMenu() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const menuId = useId();
  const focus = useToolFocus();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inTable = useEditorValue((current) => current.isActive('table')) ?? false;
  const label = translate('ra.tiptap.table');
  const close = () => {
    focus.closing(false);
    setAnchor(null);
  };
  const run = (action: (table: TableChain) => TableChain) => {
    focus.closing(true);
    setAnchor(null);
    const table = editor?.chain() as unknown as TableChain | undefined;
    if (table) action(table).run();
  };
  return (
    <>
      <Button
        ref={focus.button}
        variant="outlined"
        size="small"
        sx={TOOL_BUTTON}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={label}
        title={label}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TableChart fontSize="inherit" />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        disableRestoreFocus
        slotProps={{ transition: { onExited: focus.closed } }}
      >
        {inTable
          ? IN_TABLE.map((action) => (
              <MenuItem key={action} onClick={() => run((table) => table[action]())}>
                {translate(`ra.tiptap.table_${action}`)}
              </MenuItem>
            ))
          : [
              <MenuItem
                key="insert"
                onClick={() => run((table) => table.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
              >
                {translate('ra.tiptap.table_insert')}
              </MenuItem>,
            ]}
      </Menu>
    </>
  );
}
