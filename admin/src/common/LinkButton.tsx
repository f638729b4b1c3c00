import InsertLink from '@mui/icons-material/InsertLink';
import { ToggleButton, type ToggleButtonProps } from '@mui/material';
import { useEditorSelection, useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

/**
 * ra-input-rich-text's link button, asking for the address in Russian (the library's own asks
 * "URL"); an empty address removes the link, Cancel changes nothing.
 */
export function LinkButton(props: Omit<ToggleButtonProps, 'value'>) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const selection = useEditorSelection();
  const label = translate('ra.tiptap.link');
  const ask = () => {
    if (!editor?.can().setMark('link', { href: '' })) return;
    const current = editor.getAttributes('link').href as string | undefined;
    const address = window.prompt(translate('ra.tiptap.link_prompt'), current ?? '');
    if (address === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (address.trim() ? chain.setMark('link', { href: address.trim() }) : chain.unsetMark('link')).run();
  };
  return (
    <ToggleButton
      aria-label={label}
      title={label}
      {...props}
      value="link"
      disabled={!editor?.isEditable || !selection}
      selected={editor?.isActive('link') ?? false}
      onClick={ask}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}
