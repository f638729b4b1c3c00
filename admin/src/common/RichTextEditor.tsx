import { LIMITS } from '@industrial/api/content';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useMemo } from 'react';
import { LinkButton } from './LinkButton.tsx';
import { optionalText, requiredText } from './validation.ts';

interface RichTextEditorProps {
  source: string;
  label: string;
  isRequired: boolean;
  readOnly: boolean;
}

/**
 * One language of a rich text in tiptap. The toolbar leaves out the heading-level picker, whose
 * markup (list items inside a nav) screen readers cannot follow; the editor gets its field's name.
 * Its buttons are named in Russian (`ra.tiptap` in the messages).
 */
export default function RichTextEditor({ source, label, isRequired, readOnly }: RichTextEditorProps) {
  // useEditor rebuilds the editor whenever its options change identity: keep them stable.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': label } } }),
    [label],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      editorOptions={editorOptions}
      validate={isRequired ? requiredText(LIMITS.body) : optionalText(LIMITS.body)}
      fullWidth
      readOnly={readOnly}
      toolbar={
        <RichTextInputToolbar size="small">
          <FormatButtons size="small" />
          <AlignmentButtons size="small" />
          <ListButtons size="small" />
          <LinkButton size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
