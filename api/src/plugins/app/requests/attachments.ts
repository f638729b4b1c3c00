import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from '../../../errors.ts';

/** What a request may carry, by the extension it is stored under, and the type it is served as. */
export const ATTACHMENT_CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const ACCEPTED_LIST = 'PDF, Word (doc, docx), Excel (xls, xlsx) or an image (PNG, JPEG, GIF, WebP)';

/** Names of the streams that make an OLE2 compound file a Word or an Excel document. */
const COMPOUND_STREAMS: [string, string][] = [
  ['WordDocument', 'doc'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
];

export interface AttachmentKind {
  extension: string;
  contentType: string;
}

/**
 * Judges an attachment by its bytes, never by its name or the type the browser claimed: a renamed
 * program, an HTML page or a script is refused with a 415. Old Word and Excel files share one
 * container format (OLE2), so their directory is searched for the stream that names the kind.
 */
export async function attachmentKind(bytes: Buffer): Promise<AttachmentKind> {
  const detected = await fileTypeFromBuffer(bytes);
  let extension = detected?.ext as string | undefined;
  if (extension === 'cfb') extension = compoundDocumentKind(bytes);
  const contentType = extension && ATTACHMENT_CONTENT_TYPES[extension];
  if (!extension || !contentType) {
    throw unsupportedMediaType(
      `The attachment is not accepted (its content is ${detected ? detected.ext : 'of an unknown type'}): attach a ${ACCEPTED_LIST} file`,
      'attachment_type',
    );
  }
  return { extension, contentType };
}

function compoundDocumentKind(bytes: Buffer): string | undefined {
  for (const [stream, extension] of COMPOUND_STREAMS) {
    // Directory entries hold their names in UTF-16LE, followed by a NUL character.
    if (bytes.includes(Buffer.from(`${stream}\0`, 'utf16le'))) return extension;
  }
  return undefined;
}

/**
 * The visitor's file name, reduced to something safe to show and to offer as a download name: its
 * extension is always the one of the type judged from the bytes, so a GIF sent as `invoice.hta`
 * reaches staff as `invoice.gif`, never as something Windows would run.
 */
export function displayName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .replace(/\.[^.\s]{1,10}$/, '')
    .replace(/[\s.]+$/, '')
    .slice(0, 200);
  return `${base || 'attachment'}.${extension}`;
}

/**
 * The name a stored attachment is downloaded under: its name with the extension of its type, also
 * for requests stored before names were given that extension on arrival.
 */
export function downloadName(attachment: { name: string; type: string }): string {
  const extension = Object.entries(ATTACHMENT_CONTENT_TYPES).find(
    ([, type]) => type === attachment.type,
  )?.[0];
  return displayName(attachment.name, extension ?? 'bin');
}
