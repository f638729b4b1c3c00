/**
 * Documents (Документы): uploading a file, which the server judges by its bytes and, for a PDF, by
 * what it would make a reader do; a document's one download address across its versions; and
 * every bad input refused with its code and nothing stored. The contract every resource keeps is
 * `contract.test.ts`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { signedInApp } from '../../../helper.ts';
import { docxBomb, docxFile } from '../../../requests-support.ts';

const LIMIT = 200_000;
const t = signedInApp({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });

/** A small, valid PDF whose page says `text`, with `extra` objects in its catalogue's dictionary. */
function pdf(text: string, extra = ''): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets.push(body.length);
  body += `4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`;
  const xref = body.length;
  body += `xref\n0 5\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF whose script hides in a compressed object stream, as PDF 1.5 files keep their objects. */
function pdfWithPackedScript(): Buffer {
  const packed = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
  return Buffer.concat([
    pdf('packed'),
    Buffer.from(`5 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
    packed,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
}

function multipart(name: string, bytes: Buffer, type = 'application/pdf') {
  const boundary = 'documents-test-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (name: string, bytes: Buffer, type?: string) => {
  const { payload, headers } = multipart(name, bytes, type);
  return t.call('POST', '/api/upload/document', payload, headers);
};

/** What the public storage holds now: nothing refused may be among it. */
const stored = async () => (await readdir(join(t.dataDir, 'uploads')).catch(() => [])).sort();

const title = {
  ru: 'Паспорт цеха металлообработки',
  en: 'Metalworking shop datasheet',
  kk: 'Металл өңдеу цехының төлқұжаты',
};

test('an uploaded PDF becomes a document, downloaded at one address as an attachment with its type and nosniff', async () => {
  const uploaded = await upload('C:\\fakepath\\Паспорт цеха.pdf', pdf('Version 1'));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const file = uploaded.json().data;
  expect(file).toMatchObject({
    url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/),
    name: 'Паспорт цеха.pdf',
    type: 'application/pdf',
    size: pdf('Version 1').length,
  });

  const created = await t.call('POST', '/api/documents', {
    title,
    kind: 'datasheet',
    language: 'ru',
    file: { url: file.url, name: file.name, size: 1, type: 'text/html' },
    products: [1, 1, 2],
  });
  expect(created.statusCode, created.body).toBe(201);
  const document = created.json().data;
  // Type and size are the stored file's, whatever the client said; ids are kept once.
  expect(document).toMatchObject({
    kind: 'datasheet',
    language: 'ru',
    file: { url: file.url, name: 'Паспорт цеха.pdf', type: 'application/pdf', size: file.size },
    products: [1, 2],
  });

  const download = await t.app.inject({ method: 'GET', url: `/api/documents/${document.id}/file` });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.headers).toMatchObject({
    'content-type': 'application/pdf',
    'x-content-type-options': 'nosniff',
    'content-disposition': `attachment; filename="_______ ____.pdf"; filename*=UTF-8''${encodeURIComponent('Паспорт цеха.pdf')}`,
  });

  // The stored upload itself is a download too, never shown in the browser.
  const raw = await t.app.inject({ method: 'GET', url: `/api${file.url}` });
  expect(raw.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'attachment',
    'x-content-type-options': 'nosniff',
  });
});

test('a new file is a new version at the same address; restoring an old version restores its file', async () => {
  const first = (await upload('v1.pdf', pdf('First version'))).json().data;
  const { id } = (await t.call('POST', '/api/documents', { title, file: first })).json().data;
  const second = (await upload('v2.pdf', pdf('Second version, longer'))).json().data;
  const updated = await t.call('PUT', `/api/documents/${id}`, { file: second, version: 1 });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json().data).toMatchObject({ version: 2, file: { url: second.url, name: 'v2.pdf' } });

  const bytesAt = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/documents/${id}/file` })).rawPayload.toString('latin1');
  expect(await bytesAt()).toContain('Second version');

  const history = (await t.call('GET', `/api/documents/${id}/revisions`)).json().data;
  expect(history.map((revision: { version: number }) => revision.version)).toEqual([2, 1]);
  expect(history[0].changes).toContain('file');

  const restored = await t.call('POST', `/api/documents/${id}/revisions/1/restore`, {});
  expect(restored.statusCode, restored.body).toBe(200);
  expect(restored.json().data).toMatchObject({
    version: 3,
    file: { url: first.url, name: 'v1.pdf', size: first.size },
  });
  expect(await bytesAt()).toContain('First version');
  expect(t.published.at(-1)).toMatch(/^documents \d+/);
});

test('visitors download published documents only', async () => {
  const file = (await upload('draft.pdf', pdf('draft'))).json().data;
  const { id } = (await t.call('POST', '/api/documents', { title, file, status: 'draft' })).json().data;
  const visitor = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/file` });
  expect(visitor.statusCode).toBe(404);
  expect(visitor.json()).toMatchObject({ error: 'Not Found', code: 'not_found' });
  expect((await t.call('GET', `/api/documents/${id}/file`)).statusCode).toBe(200);
});

test('Word and Excel files are documents too, judged by their bytes', async () => {
  const response = await upload('Каталог.docx', docxFile(), 'application/octet-stream');
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data).toMatchObject({
    name: 'Каталог.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
});

test('a Word archive bomb is refused', async () => {
  const response = await upload('bomb.docx', docxBomb(1), 'application/octet-stream');
  expect(response.statusCode).toBe(415);
  expect(response.json()).toMatchObject({ code: 'attachment_archive' });
});

test.each([
  [
    'an HTML page named .pdf',
    'datasheet.pdf',
    Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
    415,
    'document.type',
  ],
  [
    'a program named .pdf',
    'datasheet.pdf',
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
    415,
    'document.type',
  ],
  ['a PDF named .docx', 'catalogue.docx', pdf('not a docx'), 415, 'document.type'],
  [
    'a PDF with a script to open with',
    'script.pdf',
    pdf('x', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
    415,
    'document.active_content',
  ],
  [
    'a PDF that launches a program',
    'launch.pdf',
    pdf('x', '/OpenAction << /S /Launch /F (calc.exe) >> '),
    415,
    'document.active_content',
  ],
  [
    'a PDF carrying a file',
    'embedded.pdf',
    pdf('x', '/Names << /EmbeddedFiles << /Names [] >> >> '),
    415,
    'document.active_content',
  ],
  [
    'a PDF with an escaped script name',
    'escaped.pdf',
    pdf('x', '/OpenAction << /S /J#61vaScript /JS (x) >> '),
    415,
    'document.active_content',
  ],
  [
    'a PDF with a script in a compressed stream',
    'packed.pdf',
    pdfWithPackedScript(),
    415,
    'document.active_content',
  ],
  ['an empty file', 'empty.pdf', Buffer.alloc(0), 400, 'file_empty'],
  [
    'a PDF over the size limit',
    'big.pdf',
    Buffer.concat([pdf('big'), Buffer.alloc(LIMIT, 0x20)]),
    413,
    'file_too_large',
  ],
] as const)(
  '%s is refused with its code, and nothing is stored',
  async (_case, name, bytes, status, code) => {
    const before = await stored();
    const response = await upload(name, bytes);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), code });
    expect(await stored()).toEqual(before);
  },
);

test('a document without a Russian title, or without a stored file, is refused and nothing is stored', async () => {
  const file = (await upload('ok.pdf', pdf('ok'))).json().data;
  const count = async () => (await t.call('GET', '/api/documents')).json().data.length;
  const before = await count();
  const untitled = await t.call('POST', '/api/documents', { title: { ru: ' ', en: 'Datasheet' }, file });
  expect(untitled.statusCode).toBe(400);
  expect(untitled.json()).toMatchObject({
    error: 'Bad Request',
    code: 'field.blank',
    params: { field: 'title.ru' },
  });
  const noTitle = await t.call('POST', '/api/documents', { title: { en: 'Datasheet' }, file });
  expect(noTitle.statusCode).toBe(400);
  expect(noTitle.json()).toMatchObject({ params: { field: 'title.ru' } });
  const noFile = await t.call('POST', '/api/documents', { title });
  expect(noFile.statusCode).toBe(400);
  expect(noFile.json()).toMatchObject({ code: 'field.required', params: { field: 'file' } });
  const notStored = await t.call('POST', '/api/documents', {
    title,
    file: { url: '/uploads/0123456789abcdef0123456789abcdef.pdf', name: 'x.pdf' },
  });
  expect(notStored.statusCode).toBe(400);
  expect(notStored.json()).toMatchObject({ code: 'document.file_missing', params: { field: 'file' } });
  const image = await t.call('POST', '/api/documents', {
    title,
    file: { url: '/uploads/photo.png', name: 'x.png' },
  });
  expect(image.json()).toMatchObject({ code: 'document.file_missing' });
  expect(await count()).toBe(before);
});

test('uploading a document needs a signed-in member of staff', async () => {
  const { payload, headers } = multipart('a.pdf', pdf('a'));
  const response = await t.app.inject({ method: 'POST', url: '/api/upload/document', payload, headers });
  expect(response.statusCode).toBe(401);
});
