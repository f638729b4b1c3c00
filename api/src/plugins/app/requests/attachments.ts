import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from '../../../errors.ts';
import type { Storage } from '../../../storage/storage.ts';

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

/** What files an upload of visitors may be: every attachment kind for a request, PDF or Word for a CV. */
export interface AcceptedFiles {
  extensions: readonly string[];
  /** The kinds in words, for the refusal. */
  list: string;
}

export const REQUEST_ATTACHMENTS: AcceptedFiles = {
  extensions: Object.keys(ATTACHMENT_CONTENT_TYPES),
  list: ACCEPTED_LIST,
};

/** A candidate's CV: PDF or Word. */
export const CV_FILES: AcceptedFiles = {
  extensions: ['pdf', 'doc', 'docx'],
  list: 'PDF or Word (doc, docx)',
};

/**
 * The most an Office Open XML file (a ZIP archive) may unpack to, and how many times its own size:
 * a CV or a spreadsheet of 10 MB never comes near, an archive bomb always does.
 */
const ARCHIVE_LIMITS = { unpacked: 200 * 1024 * 1024, ratio: 100, entries: 5000 };
const ARCHIVES = new Set(['docx', 'xlsx']);

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
export async function attachmentKind(
  bytes: Buffer,
  accepted: AcceptedFiles = REQUEST_ATTACHMENTS,
): Promise<AttachmentKind> {
  const detected = await fileTypeFromBuffer(bytes);
  let extension = detected?.ext as string | undefined;
  if (extension === 'cfb') extension = compoundDocumentKind(bytes);
  const contentType =
    extension && accepted.extensions.includes(extension) && ATTACHMENT_CONTENT_TYPES[extension];
  if (!extension || !contentType) {
    throw unsupportedMediaType(
      `The attachment is not accepted (its content is ${detected ? detected.ext : 'of an unknown type'}): attach a ${accepted.list} file`,
      'attachment_type',
    );
  }
  if (ARCHIVES.has(extension)) checkArchive(bytes);
  return { extension, contentType };
}

/**
 * Refuses an Office Open XML file that would unpack to far more than it weighs (an archive bomb),
 * by the sizes its directory declares: nothing is unpacked here, staff's Word would do it.
 */
function checkArchive(bytes: Buffer): void {
  let unpacked = 0;
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter(entry) {
        unpacked += entry.originalSize;
        entries += 1;
        return false;
      },
    });
  } catch {
    throw unsupportedMediaType(
      'The file is not a readable Office document (a broken archive)',
      'attachment_archive',
    );
  }
  if (
    entries > ARCHIVE_LIMITS.entries ||
    unpacked > ARCHIVE_LIMITS.unpacked ||
    unpacked > bytes.length * ARCHIVE_LIMITS.ratio
  ) {
    throw unsupportedMediaType(
      `The file would unpack to ${unpacked} bytes in ${entries} parts: an archive bomb is not accepted`,
      'attachment_archive',
    );
  }
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

/** A file a visitor sent (a request's attachment, a CV), as stored: its key and what staff see of it. */
export interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Keeps a visitor's file in private storage under a random name, with the extension and type its
 * bytes show (415 for a kind not `accepted`, or an archive bomb).
 */
export async function storeVisitorFile(
  files: Storage,
  file: { bytes: Buffer; name: string },
  accepted: AcceptedFiles = REQUEST_ATTACHMENTS,
): Promise<StoredFile> {
  const kind = await attachmentKind(file.bytes, accepted);
  const key = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  await files.put(key, file.bytes);
  return {
    key,
    name: displayName(file.name, kind.extension),
    type: kind.contentType,
    size: file.bytes.length,
  };
}
