import { useTiptapEditor } from 'ra-input-rich-text';
import { useMemo, useRef } from 'react';

/** A toolbar button that opens a dialog or a menu, drawn like the toggle buttons beside it. */
export const TOOL_BUTTON = {
  minWidth: 0,
  p: '4px',
  fontSize: '1rem',
  lineHeight: 1,
  color: 'action.active',
  borderColor: 'divider',
} as const;

/**
 * Where focus goes once a tool's menu or dialog is gone: into the text after the tool changed it
 * (typing goes on there), back to the tool's button otherwise. Done after, not while: an open
 * menu's or dialog's focus trap pulls focus back into it, and its own giving back raced the
 * editor's focus, which waits for the next frame (words typed after inserting a table were lost).
 */
export function useToolFocus() {
  const editor = useTiptapEditor();
  const button = useRef<HTMLButtonElement>(null);
  const next = useRef<'text' | 'button' | null>(null);
  return useMemo(
    () => ({
      button,
      /** Called as the menu or dialog closes: whether the text was changed. */
      closing: (changed: boolean) => {
        next.current = changed ? 'text' : 'button';
      },
      /** Called once it is gone. */
      closed: () => {
        if (next.current === 'text') editor?.commands.focus();
        else if (next.current === 'button') button.current?.focus();
        next.current = null;
      },
    }),
    [editor],
  );
}
