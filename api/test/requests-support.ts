/** Helpers the customer-request tests share: solving the form's challenge and building attachments. */
import { crc32 } from 'node:zlib';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
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
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
