import type { Theme } from '@mui/material';

/** On the `<List>`: lets its table shrink to the window, so that only the table scrolls sideways. */
export const listLayout = { '& .RaList-main': { minWidth: 0 } } as const;

/**
 * Tables at least 800px wide, columns at least `columnWidth`, the actions column at least 120px with
 * its actions one under the other. A table wider than the window scrolls inside its own box, with
 * the actions column kept in view at its right edge. `columns` widens or narrows named columns.
 */
export function tableLayout(columnWidth = 150, columns: Record<string, object> = {}) {
  return {
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
    '& table': { minWidth: 800 },
    // A gap of 16px between columns (MUI's 32px cost a column's room at 1280 px).
    '& th, & td': { minWidth: columnWidth, px: 1 },
    ...Object.fromEntries(
      Object.entries(columns).map(([name, style]) => [`& th.column-${name}, & td.column-${name}`, style]),
    ),
    '& th.column-actions, & td.column-actions': {
      minWidth: 120,
      width: 120,
      whiteSpace: 'nowrap',
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
    },
    // One action under the other: side by side they took a quarter of the table at 1280 px.
    '& td.column-actions > *': { display: 'flex', width: 'fit-content' },
    // Above the other header cells, which are themselves sticky (at the top) on layer 2.
    '& th.column-actions': { zIndex: 3 },
  } as const;
}
