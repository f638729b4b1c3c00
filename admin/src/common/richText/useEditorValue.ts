import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useRef, useState } from 'react';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/** A value read off the editor (what is active where the cursor is), read again after every change. */
export function useEditorValue<T>(select: (editor: Editor) => T): T | undefined {
  const editor = useTiptapEditor();
  const selector = useRef(select);
  selector.current = select;
  const [value, setValue] = useState<T | undefined>(() => (editor ? select(editor) : undefined));
  useEffect(() => {
    if (!editor) return;
    const update = () => setValue(selector.current(editor));
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);
  return value;
}
