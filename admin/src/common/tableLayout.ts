import type { Theme } from '@mui/material';

/** On the `<List>`: lets its table shrink to the window, so that only the table scrolls sideways. */
export const listLayout = { '& .RaList-main': { minWidth: 0 } } as const;

/**
 * Tables at least 800px wide, columns at least `columnWidth` (150px for content), the actions
 * column 120px. A table wider than the window scrolls inside its own box, with the actions column
 * kept in view at its right edge. `columns` widens or narrows named columns.
 */
export function tableLayout(columnWidth = 150, columns: Record<string, object> = {}) {
  return {
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
    '& table': { minWidth: 800 },
    '& th, & td': { minWidth: columnWidth },
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
    // Above the other header cells, which are themselves sticky (at the top) on layer 2.
    '& th.column-actions': { zIndex: 3 },
  } as const;
}
