import { isUploadedImage, RICH_TEXT_HEADINGS } from '@industrial/api/content';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';

/**
 * A picture as the body keeps it: uploaded here, with its description, between paragraphs. Any
 * other (pasted from another site, or without a description) is not taken into the text, so what
 * staff see is what the API stores.
 */
const BodyImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? '';
          const alt = element.getAttribute('alt')?.trim();
          return isUploadedImage(src) && alt ? null : false;
        },
      },
    ];
  },
}).configure({ inline: false, allowBase64: false });

/** The library's alignment (paragraphs and headings), configured as its toolbar buttons expect. */
const textAlign =
  DefaultEditorOptions.extensions?.filter((extension) => extension.name === 'textAlign') ?? [];

/**
 * What the news body's editor can write, which is what the API's sanitizer keeps: paragraphs, two
 * heading levels, the four marks, links, lists, quotes, line breaks, alignment, pictures and
 * tables. No code, code blocks or rules, which the site has no use for.
 */
type Extensions = NonNullable<RichTextInputProps['editorOptions']>['extensions'];

// The library's editor types come from its own copy of tiptap's core, another version than the
// extensions' (they work together: the editor reads them by shape); the types do not unify.
export const BODY_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [...RICH_TEXT_HEADINGS] },
  }),
  ...textAlign,
  BodyImage,
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
] as unknown as Extensions;
