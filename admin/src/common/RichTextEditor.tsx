import { LIMITS } from '@industrial/api/content';
import {
  AlignmentButtons,
  ClearButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useMemo } from 'react';
import { LinkButton } from './LinkButton.tsx';
import { BODY_EXTENSIONS } from './richText/extensions.ts';
import { ImageButton } from './richText/ImageButton.tsx';
import { TableMenu } from './richText/TableMenu.tsx';
import { HeadingButtons, MarkButtons } from './richText/TextStyleButtons.tsx';
import { optionalText, requiredText } from './validation.ts';

interface RichTextEditorProps {
  source: string;
  label: string;
  isRequired: boolean;
  readOnly: boolean;
}

/**
 * One language of a rich text in tiptap, with what a news body needs: headings (two buttons named
 * by their words, not the library's level menu, whose markup screen readers cannot follow), marks,
 * alignment, lists, links, quotes, pictures and tables. The editor gets its field's name; its
 * buttons are named in Russian (`ra.tiptap` in the messages).
 */
export default function RichTextEditor({ source, label, isRequired, readOnly }: RichTextEditorProps) {
  // useEditor rebuilds the editor whenever its options change identity: keep them stable.
  const editorOptions = useMemo(
    () => ({ extensions: BODY_EXTENSIONS, editorProps: { attributes: { 'aria-label': label } } }),
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
          <HeadingButtons />
          <MarkButtons />
          <AlignmentButtons size="small" />
          <ListButtons size="small" />
          <LinkButton size="small" />
          <QuoteButtons size="small" />
          <ImageButton />
          <TableMenu />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
