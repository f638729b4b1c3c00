/** A toolbar button that opens a dialog or a menu, drawn like the toggle buttons beside it. */
export const TOOL_BUTTON = {
  minWidth: 0,
  p: '5px',
  fontSize: '1.25rem',
  color: 'action.active',
  borderColor: 'divider',
} as const;
