/**
 * The checks of a document staff upload for visitors to download (PDF, Word, Excel): judged by its
 * bytes, as visitors' attachments are, and, for a PDF, refused when it carries anything a reader
 * would run or open by itself.
 */
import { randomBytes } from 'node:crypto';
import { inflateSync, constants as zlib } from 'node:zlib';
import { badRequest, unsupportedMediaType } from '../errors.ts';
import { type AcceptedFiles, attachmentKind, displayName } from '../plugins/app/requests/attachments.ts';

/** What a document may be. */
export const DOCUMENT_FILES: AcceptedFiles = {
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
  list: 'PDF, Word (doc, docx) or Excel (xls, xlsx)',
};

/** Extensions that name the same kind of file as another (an old Word file named `.docx`). */
const SAME_KIND: Record<string, string> = { doc: 'word', docx: 'word', xls: 'excel', xlsx: 'excel' };
const kindOfExtension = (extension: string) => SAME_KIND[extension] ?? extension;

/**
 * The PDF names that make a reader act by itself: run a script (`/JavaScript`, `/JS`), start a
 * program or open a file (`/Launch`), carry files inside (`/EmbeddedFile`, `/EmbeddedFiles`), play
 * rich media (`/RichMedia`), send or load form data (`/SubmitForm`, `/ImportData`) or hold an XML form
 * with scripts of its own (`/XFA`). A datasheet needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'SubmitForm',
  'ImportData',
  'XFA',
]);

/** At most this much is unpacked from a PDF's compressed streams to look inside them. */
const MAX_INFLATED = 64 * 1024 * 1024;

/**
 * The active names a PDF holds, in its own text and in its compressed (FlateDecode) streams, where
 * a PDF 1.5 file keeps its objects: each name with its `#xx` escapes undone (`/J#61vaScript` is
 * `/JavaScript`). Streams that do not unpack are left alone: a reader cannot unpack them either.
 */
export function activePdfNames(bytes: Buffer): string[] {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
      const name = (match[1] as string).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
      if (ACTIVE_NAMES.has(name)) found.add(name);
    }
  };
  const text = bytes.toString('latin1');
  scan(text);
  let inflated = 0;
  // Every stream is tried: one that is not zlib data fails at its first bytes.
  for (const match of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const unpacked = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: MAX_INFLATED - inflated,
        finishFlush: zlib.Z_SYNC_FLUSH,
      });
      inflated += unpacked.length;
      scan(unpacked.toString('latin1'));
    } catch (error) {
      if (error instanceof RangeError) {
        throw unsupportedMediaType(
          `The PDF unpacks to more than ${MAX_INFLATED} bytes: it is not accepted`,
          'document.unreadable',
        );
      }
    }
  }
  return [...found];
}

/** A document as it is stored: its stored name, the name it is downloaded under, type and size. */
export interface CheckedDocument {
  storedName: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Checks a document before anything is stored: not empty (400 `file_empty`), a PDF, Word or Excel
 * file by its bytes and the kind its name says (415 `document.type`; an HTML page or a program named
 * `.pdf` is neither), no archive bomb (415 `attachment_archive`), and a PDF without active content
 * (415 `document.active_content`). Its size limit is the multipart parser's (413).
 */
export async function checkDocument(bytes: Buffer, fileName: string): Promise<CheckedDocument> {
  if (bytes.length === 0) throw badRequest('The file is empty: send the document itself', 'file_empty');
  const kind = await attachmentKind(bytes, DOCUMENT_FILES).catch((error: { code?: string }) => {
    if (error.code !== 'attachment_type') throw error;
    throw unsupportedMediaType(
      `${fileName} is not a document: send a ${DOCUMENT_FILES.list} file`,
      'document.type',
      { format: DOCUMENT_FILES.list },
    );
  });
  const named = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase();
  if (named && kindOfExtension(named) !== kindOfExtension(kind.extension)) {
    throw unsupportedMediaType(
      `${fileName} is not what its name says: its content is ${kind.extension}`,
      'document.type',
      { format: DOCUMENT_FILES.list },
    );
  }
  if (kind.extension === 'pdf') {
    const active = activePdfNames(bytes);
    if (active.length) {
      throw unsupportedMediaType(
        `The PDF carries active content (${active.map((name) => `/${name}`).join(', ')}): save it again without scripts, actions or attached files`,
        'document.active_content',
        { names: active.join(', ') },
      );
    }
  }
  return {
    storedName: `${randomBytes(16).toString('hex')}.${kind.extension}`,
    name: displayName(fileName, kind.extension),
    type: kind.contentType,
    size: bytes.length,
  };
}
