/** A toolbar button that opens a dialog or a menu, drawn like the toggle buttons beside it. */
export const TOOL_BUTTON = {
  minWidth: 0,
  p: '4px',
  fontSize: '1rem',
  lineHeight: 1,
  color: 'action.active',
  borderColor: 'divider',
} as const;
