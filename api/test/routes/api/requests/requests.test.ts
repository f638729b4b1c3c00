import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { customerRequests, throttles, usedChallenges } from '../../../../src/db/schema/index.ts';
import { bearer, build, signedInApp, type TestApp } from '../../../helper.ts';
import {
  compoundFile,
  docxFile,
  htmlPage,
  pdfFile,
  solvedProof,
  visitor,
  windowsProgram,
} from '../../../requests-support.ts';

// Attachments go through a real HTTP server: multipart streaming is part of what is under test.
const PORT = 4214;
const origin = `http://127.0.0.1:${PORT}`;

// A light proof of work keeps the suite fast; the browser's default is set by the environment.
const t = signedInApp({ env: { REQUEST_CHALLENGE_DIFFICULTY: '40', REQUEST_RATE_MAX: '1000' } });
beforeAll(async () => {
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterEach(() => vi.useRealTimers());

const submit = async (fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/requests', payload: fields, remoteAddress });

const staffGet = (url: string) => t.call('GET', url);

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(customerRequests);
  return row?.n ?? 0;
}

async function sendForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('proof', await solvedProof(t));
  if (file) form.append('attachment', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${origin}/api/requests`, { method: 'POST', body: form });
}

/** A visitor's request with a PDF named `name` attached. */
const sendPdf = (name: string) => sendForm(visitor(), { bytes: pdfFile(), name, type: 'application/pdf' });

const privateFiles = () => readdir(join(t.dataDir, 'private', 'request-files')).catch(() => [] as string[]);

describe('sending a request', () => {
  test('a complete request is stored as sent, as plain text, and answered with its id only', async () => {
    const message = 'Нужна смета. <script>alert(1)</script> <img src=x onerror=alert(2)>';
    const response = await submit({ ...visitor({ message }), proof: await solvedProof(t) });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    expect(response.json().data).toEqual({ id });

    const stored = (await staffGet(`/api/requests/${id}`)).json().data;
    expect(stored).toMatchObject({
      id,
      status: 'new',
      name: 'Айгерим Сапарова',
      company: 'ТОО «Атырау Снаб»',
      phone: '+7 (701) 123-45-67',
      email: 'aigerim@example.kz',
      message,
      locale: 'kk',
      attachmentName: null,
      notification: 'off',
    });
    expect(Date.parse(stored.consentedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('only a phone, or only an e-mail, is enough', async () => {
    const byPhone = await submit({ ...visitor({ email: '' }), proof: await solvedProof(t) });
    expect(byPhone.statusCode).toBe(201);
    const byEmail = await submit({ ...visitor({ phone: '' }), proof: await solvedProof(t) });
    expect(byEmail.statusCode).toBe(201);
  });
});

describe('validation', () => {
  test.each([
    ['no name', { name: '' }, /^name /, 'field.invalid', 'name'],
    ['a blank name', { name: '   ' }, /^name /, 'field.invalid', 'name'],
    ['no message', { message: '' }, /^message /, 'field.invalid', 'message'],
    [
      'a message over 5000 characters',
      { message: 'я'.repeat(5001) },
      /^message /,
      'field.invalid',
      'message',
    ],
    ['a name over 200 characters', { name: 'И'.repeat(201) }, /^name /, 'field.invalid', 'name'],
    [
      'neither phone nor e-mail',
      { phone: '', email: '' },
      /^phone or email is required/,
      'contact.required',
      undefined,
    ],
    ['a malformed e-mail', { email: 'aigerim@', phone: '' }, /^email /, 'field.invalid', 'email'],
    ['a phone with letters', { phone: 'call me maybe' }, /^phone /, 'field.invalid', 'phone'],
    ['a phone too short to dial', { phone: '+7 12', email: '' }, /^phone /, 'field.invalid', 'phone'],
    ['an unknown language', { locale: 'de' }, /^locale /, 'field.invalid', 'locale'],
  ])('%s is a 400 naming the field, and nothing is stored', async (_case, change, message, code, field) => {
    const before = await storedCount();
    const response = await submit({ ...visitor(change), proof: await solvedProof(t) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(message),
      code,
      ...(field && { params: { field } }),
    });
    expect(await storedCount()).toBe(before);
  });

  test('without consent to the processing of personal data the request is refused', async () => {
    const before = await storedCount();
    for (const consent of ['', 'false']) {
      const response = await submit({ ...visitor({ consent }), proof: await solvedProof(t) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^consent is required/);
    }
    const { consent: _, ...withoutField } = visitor();
    const response = await submit({ ...withoutField, proof: await solvedProof(t) });
    expect(response.json().message).toMatch(/^consent is required/);
    expect(await storedCount()).toBe(before);
  });

  test('a filled honeypot field marks a robot: refused without naming the rule, not stored, its proof spent', async () => {
    const before = await storedCount();
    const proof = await solvedProof(t);
    const response = await submit({ ...visitor({ website: 'https://spam.example' }), proof });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'The request was not accepted',
      code: 'request.refused',
    });
    expect(response.body).not.toMatch(/website|honeypot|hidden|automated/i);
    expect(await storedCount()).toBe(before);

    // The robot cannot learn the rule and send the same solved proof again at once.
    const retry = await submit({ ...visitor(), proof });
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toMatchObject({
      code: 'proof.invalid',
      message: expect.stringMatching(/already used/),
    });
    expect(await storedCount()).toBe(before);
  });
});

describe('proof of work', () => {
  test('the challenge is signed, expires, and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/requests/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.json().data;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.algorithm).toBe('SHA-256');
    expect(parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  test('a request without a proof is refused', async () => {
    const response = await submit(visitor());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^proof is required/);
  });

  test('a wrong answer, a forged challenge or garbage is refused', async () => {
    const proof = JSON.parse(await solvedProof(t));
    const key: string = proof.solution.derivedKey;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrong = { ...proof, solution: { ...proof.solution, derivedKey: wrongKey } };
    const forged = {
      ...proof,
      challenge: {
        ...proof.challenge,
        parameters: { ...proof.challenge.parameters, expiresAt: 4_000_000_000 },
      },
    };
    for (const bad of [JSON.stringify(wrong), JSON.stringify(forged), '{"challenge":1}', 'not json']) {
      const response = await submit({ ...visitor(), proof: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/^proof /);
    }
  });

  test('a solved challenge works once: sent again it is refused', async () => {
    const proof = await solvedProof(t);
    expect((await submit({ ...visitor(), proof })).statusCode).toBe(201);
    const again = await submit({ ...visitor(), proof });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already used/);
  });

  test('a challenge older than half an hour has expired', async () => {
    const proof = await solvedProof(t);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    const response = await submit({ ...visitor(), proof });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });
});

describe('attachments', () => {
  test.each([
    ['offer.pdf', 'application/pdf', pdfFile, 'application/pdf'],
    [
      'spec.docx',
      'application/octet-stream',
      docxFile,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['old.doc', 'application/msword', () => compoundFile('WordDocument'), 'application/msword'],
    ['prices.xls', 'application/vnd.ms-excel', () => compoundFile('Workbook'), 'application/vnd.ms-excel'],
    [
      'drawing.png',
      'image/png',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
          .png()
          .toBuffer(),
      'image/png',
    ],
  ])(
    '%s is accepted by its content, kept privately and downloadable by staff only',
    async (name, sentType, make, type) => {
      const bytes = Buffer.from(await make());
      const response = await sendForm(visitor(), { bytes, name, type: sentType });
      expect(response.status).toBe(201);
      const { id } = (await response.json()).data;

      const stored = (await staffGet(`/api/requests/${id}`)).json().data;
      expect(stored).toMatchObject({
        attachmentName: name,
        attachmentType: type,
        attachmentSize: bytes.length,
      });

      // Not among the public uploads, and not reachable through their route under any name.
      const [{ key }] = (await t.db
        .select({ key: customerRequests.attachmentKey })
        .from(customerRequests)
        .where(eq(customerRequests.id, id))) as [{ key: string }];
      expect(await privateFiles()).toContain(key);
      expect(await readdir(join(t.dataDir, 'uploads')).catch(() => [])).not.toContain(key);
      expect((await fetch(`${origin}/api/uploads/${key}`)).status).toBe(404);

      const anonymous = await fetch(`${origin}/api/requests/${id}/attachment`);
      expect(anonymous.status).toBe(401);
      const download = await fetch(`${origin}/api/requests/${id}/attachment`, { headers: bearer(t.token) });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe(type);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(download.headers.get('content-disposition')).toContain(encodeURIComponent(name));
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );

  test.each([
    ['a Windows program renamed to .pdf', 'contract.pdf', 'application/pdf', windowsProgram],
    ['an HTML page renamed to .pdf', 'invoice.pdf', 'application/pdf', htmlPage],
    ['an HTML page', 'page.html', 'text/html', htmlPage],
    [
      'an SVG image',
      'logo.png',
      'image/png',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'an unrelated compound file',
      'setup.doc',
      'application/msword',
      () => compoundFile('SummaryInformation'),
    ],
  ])('%s is refused with a 415 and nothing is kept', async (_case, name, type, make) => {
    const before = await storedCount();
    const files = (await privateFiles()).length;
    const response = await sendForm(visitor(), { bytes: make(), name, type });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Unsupported Media Type',
      message: expect.stringMatching(/^The attachment is not accepted/),
      code: 'attachment_type',
    });
    expect(await storedCount()).toBe(before);
    expect((await privateFiles()).length).toBe(files);
  });

  test('a GIF/HTML polyglot sent as invoice.hta is downloaded as invoice.gif, whatever its name said', async () => {
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;', 'latin1'),
      Buffer.from('<html><script>alert("polyglot")</script></html>'),
    ]);
    for (const [sent, expected] of [
      ['invoice.hta', 'invoice.gif'],
      ['x.html', 'x.gif'],
      ['photo', 'photo.gif'],
      ['.hta', 'attachment.gif'],
      ['Смета № 5. Итог.gif.exe', 'Смета № 5. Итог.gif.gif'],
    ] as const) {
      const response = await sendForm(visitor(), { bytes: polyglot, name: sent, type: 'application/hta' });
      expect(response.status, sent).toBe(201);
      const { id } = (await response.json()).data;
      const stored = (await staffGet(`/api/requests/${id}`)).json().data;
      expect(stored, sent).toMatchObject({ attachmentName: expected, attachmentType: 'image/gif' });
      const download = await fetch(`${origin}/api/requests/${id}/attachment`, { headers: bearer(t.token) });
      expect(download.headers.get('content-type')).toBe('image/gif');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="${expected.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(expected)}`,
      );
    }
  });

  test("a request stored before names took their type's extension is still downloaded under a safe name", async () => {
    const response = await sendPdf('offer.pdf');
    const { id } = (await response.json()).data;
    await t.db
      .update(customerRequests)
      .set({ attachmentName: 'offer.hta' })
      .where(eq(customerRequests.id, id));
    const download = await fetch(`${origin}/api/requests/${id}/attachment`, { headers: bearer(t.token) });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="offer.pdf"; filename*=UTF-8''offer.pdf`,
    );
  });

  test('an attachment on disk is readable by the service only', async () => {
    // The folder as a version before this rule left it: open to everyone.
    const folder = join(t.dataDir, 'private', 'request-files');
    await mkdir(folder, { recursive: true });
    await chmod(folder, 0o755);
    const response = await sendPdf('private.pdf');
    const { id } = (await response.json()).data;
    const [{ key }] = (await t.db
      .select({ key: customerRequests.attachmentKey })
      .from(customerRequests)
      .where(eq(customerRequests.id, id))) as [{ key: string }];
    expect((await stat(join(folder, key))).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  });

  test('attachments stored before files were private are closed at start, with one line in the log', async () => {
    // A data folder as a version before this rule left it: the folder and a file open to everyone.
    const dataDir = await mkdtemp(join(tmpdir(), 'api-test-private-'));
    const folder = join(dataDir, 'private', 'request-files');
    const file = join(folder, 'stored-before.pdf');
    await mkdir(folder, { recursive: true });
    await chmod(folder, 0o755);
    await writeFile(file, pdfFile());
    await chmod(file, 0o644);
    const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
    const start = async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      });
      const started = await build({ config: { dataDir }, logger: { level: 'info', stream } });
      await started.close();
      return lines.map((line) => JSON.parse(line) as { msg: string });
    };
    try {
      const first = await start();
      expect(await modeOf(folder)).toBe(0o700);
      expect(await modeOf(file)).toBe(0o600);
      const closed = first.filter((line) => line.msg.includes('private files'));
      expect(closed).toHaveLength(1);
      expect(closed[0]).toMatchObject({ folder, folderClosed: true, filesClosed: 1 });
      // Nothing left to close: the next start says nothing about it.
      expect((await start()).filter((line) => line.msg.includes('private files'))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('a file over 10 MB is refused with a 413 and nothing is kept', async () => {
    const before = await storedCount();
    const big = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await sendForm(visitor(), { bytes: big, name: 'big.pdf', type: 'application/pdf' });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe('Payload Too Large');
    expect(await storedCount()).toBe(before);
  });

  test('a file in another field than "attachment" is refused', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(visitor())) form.append(key, value);
    form.append('proof', await solvedProof(t));
    form.append('file', new Blob([new Uint8Array(pdfFile())]), 'a.pdf');
    const response = await fetch(`${origin}/api/requests`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });
});

describe('the inbox', () => {
  test('every staff call needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/requests'],
      ['GET', '/api/requests/summary'],
      ['GET', '/api/requests/1'],
      ['PUT', '/api/requests/1'],
      ['DELETE', '/api/requests/1'],
      ['GET', '/api/requests/1/attachment'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { status: 'closed' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  test('search, status filter, sort and range, with Content-Range', async () => {
    const marker = `Маркер${Date.now()}`;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const response = await submit({
        ...visitor({ company: `${marker} ${n}` }),
        proof: await solvedProof(t),
      });
      ids.push(response.json().data.id);
    }
    await t.call('PUT', `/api/requests/${ids[0]}`, { status: 'in_progress' });

    const found = await staffGet(
      `/api/requests?filter=${encodeURIComponent(JSON.stringify({ q: marker.toLowerCase() }))}&sort=${encodeURIComponent('["id","ASC"]')}&range=[0,1]`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-range']).toBe('requests 0-1/3');
    expect(found.json().data.map((row: { id: number }) => row.id)).toEqual(ids.slice(0, 2));

    const inProgress = await staffGet(
      `/api/requests?filter=${encodeURIComponent(JSON.stringify({ q: marker, status: 'in_progress' }))}`,
    );
    expect(inProgress.json().data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);

    const bad = await staffGet(`/api/requests?filter=${encodeURIComponent('{"status":"draft"}')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^filter.status/);
    const badSort = await staffGet(`/api/requests?sort=${encodeURIComponent('["message","ASC"]')}`);
    expect(badSort.statusCode).toBe(400);
  });

  test('status moves new → in progress → closed; closing dates it, reopening clears it', async () => {
    const { id } = (await submit({ ...visitor(), proof: await solvedProof(t) })).json().data;
    const put = (status: string) => t.call('PUT', `/api/requests/${id}`, { status });

    expect((await put('in_progress')).json().data).toMatchObject({ status: 'in_progress', closedAt: null });
    const closed = (await put('closed')).json().data;
    expect(closed.status).toBe('closed');
    expect(Date.parse(closed.closedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await put('new')).json().data).toMatchObject({ status: 'new', closedAt: null });

    const bad = await put('archived');
    expect(bad.statusCode).toBe(400);
    // What the visitor wrote cannot be changed by staff: other fields are ignored.
    const sneaky = await t.call('PUT', `/api/requests/${id}`, { status: 'in_progress', message: 'changed' });
    expect(sneaky.json().data.message).toBe(visitor().message);
    expect((await t.call('PUT', '/api/requests/999999', { status: 'closed' })).statusCode).toBe(404);
  });

  test('the summary counts new requests and says notifications are off without SMTP', async () => {
    const before = (await staffGet('/api/requests/summary')).json().data;
    expect(before).toMatchObject({ notifications: 'off', missing: 'mail', retentionDays: 365 });
    await submit({ ...visitor(), proof: await solvedProof(t) });
    const after = (await staffGet('/api/requests/summary')).json().data;
    expect(after.new).toBe(before.new + 1);
  });

  test('delete removes the request and its attachment for good', async () => {
    const response = await sendPdf('delete-me.pdf');
    const { id } = (await response.json()).data;
    const files = await privateFiles();

    const removed = await t.call('DELETE', `/api/requests/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.id).toBe(id);
    expect((await staffGet(`/api/requests/${id}`)).statusCode).toBe(404);
    expect((await privateFiles()).length).toBe(files.length - 1);
    expect((await t.call('DELETE', `/api/requests/${id}`)).statusCode).toBe(404);
  });
});

describe('retention', () => {
  test('closed requests older than the retention period are removed with their files; others stay', async () => {
    const send = async (file?: boolean) =>
      file
        ? (await (await sendPdf('old.pdf')).json()).data.id
        : (await submit({ ...visitor(), proof: await solvedProof(t) })).json().data.id;
    const oldClosed = await send(true);
    const recentClosed = await send();
    const oldOpen = await send();
    for (const id of [oldClosed, recentClosed]) {
      await t.call('PUT', `/api/requests/${id}`, { status: 'closed' });
    }
    await t.db
      .update(customerRequests)
      .set({ closedAt: sql`now() - interval '366 days'`, createdAt: sql`now() - interval '400 days'` })
      .where(eq(customerRequests.id, oldClosed));
    await t.db
      .update(customerRequests)
      .set({ closedAt: sql`now() - interval '364 days'` })
      .where(eq(customerRequests.id, recentClosed));
    await t.db
      .update(customerRequests)
      .set({ createdAt: sql`now() - interval '800 days'` })
      .where(eq(customerRequests.id, oldOpen));
    const files = (await privateFiles()).length;

    expect(await t.app.requests.sweep()).toBe(1);
    expect((await staffGet(`/api/requests/${oldClosed}`)).statusCode).toBe(404);
    expect((await staffGet(`/api/requests/${recentClosed}`)).statusCode).toBe(200);
    expect((await staffGet(`/api/requests/${oldOpen}`)).statusCode).toBe(200);
    expect((await privateFiles()).length).toBe(files - 1);
  });

  test('the sweep also forgets redeemed challenges once they have expired', async () => {
    await t.db
      .insert(usedChallenges)
      .values({ signature: 'expired-one', expiresAt: new Date(Date.now() - 1000) });
    await t.app.requests.sweep();
    const left = await t.db.select().from(usedChallenges).where(eq(usedChallenges.signature, 'expired-one'));
    expect(left).toEqual([]);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await build({
      env: { REQUEST_CHALLENGE_DIFFICULTY: '20', REQUEST_RATE_MAX: '2', REQUEST_RATE_WINDOW_SECONDS: '1' },
    });
  });
  afterAll(() => limited.close());

  const post = (remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: '/api/requests', payload: visitor(), remoteAddress });
  /** A request with the proof of work solved, as a browser at this address sends it. */
  const postSolved = async (remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { ...visitor(), proof: await solvedProof(limited, remoteAddress) },
      remoteAddress,
    });

  test('a flood from one address gets 429 with Retry-After; others pass; it clears within the window', async () => {
    // Refused submissions count too: a robot cannot probe without limit.
    expect((await post('10.0.0.1')).statusCode).toBe(400);
    expect((await post('10.0.0.1')).statusCode).toBe(400);
    const flooded = await post('10.0.0.1');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests/),
      code: 'too_many_requests',
      params: { retryAfter: 1 },
    });
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(flooded.headers['retry-after'])).toBeLessThanOrEqual(1);

    // Someone else at another address is not held up.
    const other = await postSolved('10.0.0.2');
    expect(other.statusCode).toBe(201);

    // The window passes. Its end is the database's clock, so the counter's end moves instead of the test waiting.
    await limited.db.update(throttles).set({ resetAt: sql`now()` }).where(like(throttles.key, '%:10.0.0.1'));
    const later = await postSolved('10.0.0.1');
    expect(later.statusCode).toBe(201);
  });

  test('the limit holds across instances on one database, and an IPv6 /64 is one address', async () => {
    const shared = await build({ env: { REQUEST_RATE_MAX: '2', REQUEST_RATE_WINDOW_SECONDS: '600' } });
    try {
      const other = await shared.instance();
      const send = (app: typeof other, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/requests', payload: visitor(), remoteAddress });
      expect((await send(shared.app, '2001:db8:7:8::1')).statusCode).toBe(400);
      expect((await send(other, '2001:db8:7:8::2')).statusCode).toBe(400);
      expect((await send(other, '2001:db8:7:8:ffff::3')).statusCode).toBe(429);
      expect((await send(shared.app, '2001:db8:7:8::4')).statusCode).toBe(429);
    } finally {
      await shared.close();
    }
  });

  test('the challenge is limited too, more loosely', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      statuses.push(
        (
          await limited.app.inject({
            method: 'GET',
            url: '/api/requests/challenge',
            remoteAddress: '10.0.0.9',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});
