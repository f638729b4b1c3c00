/** Helpers the customer-request tests share: solving the form's challenge and building attachments. */

import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { strToU8, zipSync } from 'fflate';
import type { TestApp } from './helper.ts';

/** Fetches a challenge from the app and solves it as the site's form does; answers the `proof` field. */
export async function solvedProof(t: TestApp, remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/requests/challenge', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json().data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}

/** A complete, valid submission apart from its proof. */
export const visitor = (extra: Record<string, string> = {}) => ({
  name: 'Айгерим Сапарова',
  company: 'ТОО «Атырау Снаб»',
  phone: '+7 (701) 123-45-67',
  email: 'aigerim@example.kz',
  message: 'Нужны воздуховоды из оцинкованной стали, 40 метров.',
  consent: 'true',
  locale: 'kk',
  website: '',
  ...extra,
});

/** A ZIP archive of uncompressed entries: enough for an Office Open XML file to be recognised. */
export function zipArchive(entries: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])), {
      level: 0,
    }),
  );
}

/** A minimal Word document (docx). */
export const docxFile = () =>
  zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** The start of an OLE2 compound file whose directory names the stream (`Workbook`: xls, `WordDocument`: doc). */
export function compoundFile(stream: string): Buffer {
  const file = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 24);
  file.writeUInt16LE(0x03, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30);
  Buffer.from(`Root Entry\0`, 'utf16le').copy(file, 1024);
  Buffer.from(`${stream}\0`, 'utf16le').copy(file, 1152);
  return file;
}

export const pdfFile = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The start of a Windows program: what a "document.pdf" from an attacker may really be. */
export const windowsProgram = () => {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
};

export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/**
 * A Word document that unpacks to `megabytes` of zeros (an archive bomb): small on the wire, its
 * directory declares the size it would fill.
 */
export function docxBomb(megabytes = 60): Buffer {
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': [strToU8(DOCX_TYPES), { level: 0 }],
        'word/document.xml': [strToU8('<?xml version="1.0"?><w:document/>'), { level: 0 }],
        'word/media/image1.bin': [new Uint8Array(megabytes * 1024 * 1024), { level: 9 }],
      },
      {},
    ),
  );
}

const DOCX_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
