import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { useEditorValue } from './useEditorValue.ts';

const HEADINGS = [2, 3] as const;
const MARKS = [
  { mark: 'bold', Icon: FormatBold },
  { mark: 'italic', Icon: FormatItalic },
  { mark: 'underline', Icon: FormatUnderlined },
  { mark: 'strike', Icon: FormatStrikethrough },
] as const;

/**
 * Заголовок and Подзаголовок (the body's headings under the page's title) as two pressed-or-not
 * buttons named by their visible words, in place of the library's level menu, which screen
 * readers cannot follow; pressing the pressed one turns the line back into plain text.
 */
export function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const level = useEditorValue((current) =>
    HEADINGS.find((candidate) => current.isActive('heading', { level: candidate })),
  );
  return (
    <ToggleButtonGroup
      size="small"
      disabled={!editor?.isEditable}
      aria-label={translate('ra.tiptap.select_level')}
    >
      {HEADINGS.map((candidate) => (
        <ToggleButton
          key={candidate}
          value={candidate}
          selected={level === candidate}
          aria-label={translate(`ra.tiptap.heading${candidate}`)}
          onClick={() =>
            editor?.chain().focus().toggleNode('heading', 'paragraph', { level: candidate }).run()
          }
          sx={{
            textTransform: 'none',
            px: 1,
            py: '3px',
            fontSize: '0.8125rem',
            fontWeight: candidate === 2 ? 700 : 500,
          }}
        >
          {translate(`ra.tiptap.heading${candidate}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Bold, italic, underline and strike; no code, which a news body has no use for. */
export function MarkButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorValue((current) =>
    MARKS.filter(({ mark }) => current.isActive(mark)).map(({ mark }) => mark),
  );
  return (
    <ToggleButtonGroup size="small" disabled={!editor?.isEditable} value={active ?? []}>
      {MARKS.map(({ mark, Icon }) => {
        const label = translate(`ra.tiptap.${mark}`);
        return (
          <ToggleButton
            key={mark}
            value={mark}
            aria-label={label}
            title={label}
            onClick={() => editor?.chain().focus().toggleMark(mark).run()}
          >
            <Icon fontSize="inherit" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
