/**
 * Job applications: the public form with its CV (checked by content), «Отклики» for administrators
 * only, every opening of a CV in the action log, and the retention sweep on a test clock.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { jobApplications } from '../../../../src/db/schema/index.ts';
import { staffApp } from '../../../helper.ts';
import {
  docxBomb,
  docxFile,
  htmlPage,
  pdfFile,
  solvedProof,
  windowsProgram,
  zipArchive,
} from '../../../requests-support.ts';

// The CV goes through a real HTTP server: multipart streaming is part of what is under test.
const PORT = 4216;
const origin = `http://127.0.0.1:${PORT}`;

const t = staffApp({ env: { REQUEST_CHALLENGE_DIFFICULTY: '40', REQUEST_RATE_MAX: '1000' } });
/** The published vacancy the candidate applies to, created before the tests. */
let vacancyId = '';
beforeAll(async () => {
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  const created = await t.callAs('admin', 'POST', '/api/vacancies', {
    title: { ru: 'Сварщик' },
    description: { ru: 'Сварка металлоконструкций.' },
    body: { ru: '<p>Опыт от трёх лет.</p>' },
    location: { ru: 'Атырау' },
  });
  expect(created.statusCode, created.body).toBe(201);
  vacancyId = String(created.json().data.id);
});
afterEach(() => vi.useRealTimers());

const candidate = (extra: Record<string, string> = {}) => ({
  vacancyId,
  vacancyTitle: 'Сварщик',
  name: 'Ерлан Касымов',
  phone: '+7 (701) 555-12-34',
  email: 'erlan@example.kz',
  message: 'Опыт сварки в среде защитных газов 8 лет.',
  consent: 'true',
  locale: 'kk',
  website: '',
  ...extra,
});

interface Cv {
  bytes: Buffer;
  name: string;
  type?: string;
}

const pdf = (name = 'резюме.pdf'): Cv => ({ bytes: pdfFile(), name, type: 'application/pdf' });

async function apply(fields: Record<string, string>, cv?: Cv): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('proof', await solvedProof(t));
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? '' }), cv.name);
  return fetch(`${origin}/api/applications`, { method: 'POST', body: form });
}

async function stored(): Promise<number> {
  return t.db.$count(jobApplications);
}

const cvFiles = () => readdir(join(t.dataDir, 'private', 'application-files')).catch(() => [] as string[]);

/** Applies and answers the new application's id. */
async function applied(fields = candidate(), cv = pdf()): Promise<number> {
  const response = await apply(fields, cv);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data.id;
}

describe('applying', () => {
  test('a complete application is stored as sent, as plain text, and answered with its id only', async () => {
    const message = 'Готов к вахте. <script>alert(1)</script> <img src=x onerror=alert(2)>';
    const response = await apply(candidate({ message }), pdf());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data).toEqual({ id: expect.any(Number) });

    const read = (await t.callAs('admin', 'GET', `/api/applications/${body.data.id}`)).json().data;
    expect(read).toMatchObject({
      status: 'new',
      vacancyId: Number(vacancyId),
      vacancyTitle: 'Сварщик',
      name: 'Ерлан Касымов',
      message,
      locale: 'kk',
      cvName: 'резюме.pdf',
      cvType: 'application/pdf',
      notes: '',
      notification: 'off',
    });
    // Kept 180 days by default.
    expect(Date.parse(read.deleteAfter) - Date.parse(read.createdAt)).toBe(180 * 24 * 60 * 60 * 1000);
  });

  test('a Word document is a CV too', async () => {
    const id = await applied(candidate(), { bytes: docxFile(), name: 'cv.docx' });
    const read = (await t.callAs('admin', 'GET', `/api/applications/${id}`)).json().data;
    expect(read.cvType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  test('only a phone, or only an e-mail, is enough', async () => {
    await applied(candidate({ email: '' }));
    await applied(candidate({ phone: '' }));
  });
});

describe('refused, and nothing stored', () => {
  const refused = async (
    fields: Record<string, string>,
    cv: Cv | undefined,
    status: number,
    code: string,
  ) => {
    const before = await stored();
    const files = (await cvFiles()).length;
    const response = await apply(fields, cv);
    const body = await response.json();
    expect({ status: response.status, code: body.code }).toEqual({ status, code });
    expect(body.error).toBeTypeOf('string');
    expect(body.message).toBeTypeOf('string');
    expect(await stored()).toBe(before);
    expect((await cvFiles()).length).toBe(files);
    return body;
  };

  test('without a CV, or with an empty one', async () => {
    expect((await refused(candidate(), undefined, 400, 'field.required')).params).toEqual({ field: 'cv' });
    await refused(candidate(), { bytes: Buffer.alloc(0), name: 'empty.pdf' }, 400, 'field.required');
  });

  test('a CV that is not what its name says: a page, a program, a spreadsheet, a zip that is no Word file', async () => {
    await refused(
      candidate(),
      { bytes: htmlPage(), name: 'cv.pdf', type: 'application/pdf' },
      415,
      'attachment_type',
    );
    await refused(candidate(), { bytes: windowsProgram(), name: 'cv.doc' }, 415, 'attachment_type');
    const spreadsheet = zipArchive({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml': '<workbook/>',
    });
    await refused(candidate(), { bytes: spreadsheet, name: 'cv.docx' }, 415, 'attachment_type');
    await refused(
      candidate(),
      { bytes: zipArchive({ 'notes.txt': 'hello' }), name: 'cv.docx' },
      415,
      'attachment_type',
    );
  });

  test('a Word document that is an archive bomb, here and on the request form', async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(candidate(), { bytes: bomb, name: 'cv.docx' }, 415, 'attachment_archive');

    const form = new FormData();
    for (const [key, value] of Object.entries({ ...candidate(), consent: 'true' })) form.append(key, value);
    form.append('proof', await solvedProof(t));
    form.append('attachment', new Blob([new Uint8Array(bomb)]), 'spec.docx');
    const response = await fetch(`${origin}/api/requests`, { method: 'POST', body: form });
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('attachment_archive');
  });

  test('a CV over 10 MB is a 413', async () => {
    const before = await stored();
    const big = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await apply(candidate(), { bytes: big, name: 'big.pdf' });
    expect(response.status).toBe(413);
    expect(await stored()).toBe(before);
  });

  test('without consent, without a way to reply, without a vacancy', async () => {
    expect((await refused(candidate({ consent: '' }), pdf(), 400, 'field.required')).params).toEqual({
      field: 'consent',
    });
    await refused(candidate({ phone: '', email: '' }), pdf(), 400, 'contact.required');
    for (const vacancyId of ['0', '-3', 'abc', '']) {
      expect((await refused(candidate({ vacancyId }), pdf(), 400, 'field.invalid')).params).toEqual({
        field: 'vacancyId',
      });
    }
    const { vacancyTitle: _, ...untitled } = candidate();
    await refused(untitled, pdf(), 400, 'field.required');
    // A vacancy that is not there, or not published, takes no application: nothing is stored.
    const before = await stored();
    const draft = await t.callAs('admin', 'POST', '/api/vacancies', {
      status: 'draft',
      title: { ru: 'Черновик вакансии' },
      description: { ru: 'Черновик.' },
      body: { ru: '<p>Черновик.</p>' },
      location: { ru: 'Атырау' },
    });
    for (const id of ['999999', String(draft.json().data.id)]) {
      expect((await refused(candidate({ vacancyId: id }), pdf(), 400, 'vacancy.unknown')).params).toEqual({
        field: 'vacancyId',
      });
    }
    expect(await stored()).toBe(before);
  });

  test('a privacy policy version that never went public', async () => {
    await refused(candidate({ policyVersion: '999' }), pdf(), 400, 'policy.unknown');
  });

  test('a filled honeypot: refused without naming the rule', async () => {
    await refused(candidate({ website: 'http://spam.example' }), pdf(), 400, 'request.refused');
  });

  test('without a proof of work', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(candidate())) form.append(key, value);
    form.append('cv', new Blob([new Uint8Array(pdfFile())]), 'cv.pdf');
    const response = await fetch(`${origin}/api/applications`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('proof.invalid');
  });
});

describe('who sees them', () => {
  test('administrators only: editors and translators get 403, visitors 401', async () => {
    const id = await applied();
    const calls = [
      ['GET', '/api/applications'],
      ['GET', '/api/applications/summary'],
      ['GET', '/api/applications/assignees'],
      ['GET', `/api/applications/${id}`],
      ['GET', `/api/applications/${id}/cv`],
      ['PUT', `/api/applications/${id}`, { status: 'closed' }],
      ['DELETE', `/api/applications/${id}`],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const role of ['editor', 'translator'] as const) {
        const response = await t.callAs(role, method, url, payload);
        expect({ url, role, status: response.statusCode, code: response.json().code }).toEqual({
          url,
          role,
          status: 403,
          code: 'role.forbidden',
        });
      }
      expect((await t.callAs(null, method, url, payload)).statusCode).toBe(401);
    }
    expect((await t.callAs('admin', 'GET', `/api/applications/${id}`)).statusCode).toBe(200);
  });

  test("visitors never read the applications' address; their retention is public, as the privacy policy says it", async () => {
    const visitor = (await t.callAs(null, 'GET', '/api/settings')).json().data;
    expect(visitor).not.toHaveProperty('applicationNotifyEmails');
    expect(visitor).toHaveProperty('applicationRetentionDays', 0);
    expect((await t.callAs('admin', 'GET', '/api/settings')).json().data).toMatchObject({
      applicationNotifyEmails: [],
    });
  });
});

describe('«Отклики»', () => {
  test('every opening of a CV is in the action log, and the file comes as a private download', async () => {
    const id = await applied(candidate(), pdf('Касымов CV.pdf'));
    const response = await t.callAs('admin', 'GET', `/api/applications/${id}/cv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%D0%9A");
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(pdfFile())).toBe(true);
    await t.callAs('admin', 'GET', `/api/applications/${id}/cv`);

    const filter = encodeURIComponent(JSON.stringify({ action: 'application_cv_open' }));
    const log = (await t.callAs('admin', 'GET', `/api/audit?filter=${filter}`)).json().data as {
      itemId: number;
      resource: string;
      actorEmail: string;
    }[];
    const openings = log.filter((entry) => entry.itemId === id);
    expect(openings).toHaveLength(2);
    expect(openings[0]).toMatchObject({ resource: 'applications', actorEmail: 'admin.role@example.kz' });
    // An editor's refused try opens nothing, and so logs nothing.
    await t.callAs('editor', 'GET', `/api/applications/${id}/cv`);
    const after = (await t.callAs('admin', 'GET', `/api/audit?filter=${filter}`)).json().data as {
      itemId: number;
    }[];
    expect(after.filter((entry) => entry.itemId === id)).toHaveLength(2);
  });

  test('status, notes and assignee change; an editor cannot be assigned; filters and search', async () => {
    const id = await applied(candidate({ name: 'Динара Оспанова' }));
    const [admin] = (await t.callAs('admin', 'GET', '/api/applications/assignees')).json().data;
    const editorId = (await t.callAs('editor', 'GET', '/api/auth/me')).json().data.id;
    const wrong = await t.callAs('admin', 'PUT', `/api/applications/${id}`, { assigneeId: editorId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('application.assignee_invalid');

    const saved = await t.callAs('admin', 'PUT', `/api/applications/${id}`, {
      status: 'in_progress',
      notes: 'Пригласить на собеседование',
      assigneeId: admin.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      status: 'in_progress',
      notes: 'Пригласить на собеседование',
      assigneeEmail: admin.email,
    });

    const filter = encodeURIComponent(JSON.stringify({ status: 'in_progress', assigneeId: admin.id }));
    const list = await t.callAs('admin', 'GET', `/api/applications?filter=${filter}&range=[0,9]`);
    expect(list.headers['content-range']).toMatch(/^applications 0-0\/1$/);
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([id]);
    const searched = await t.callAs('admin', 'GET', `/api/applications?q=${encodeURIComponent('Оспанова')}`);
    expect(searched.json().data.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  test('delete removes the application and its CV for good', async () => {
    const id = await applied();
    const files = (await cvFiles()).length;
    expect((await t.callAs('admin', 'DELETE', `/api/applications/${id}`)).statusCode).toBe(200);
    expect((await t.callAs('admin', 'GET', `/api/applications/${id}`)).statusCode).toBe(404);
    expect((await cvFiles()).length).toBe(files - 1);
  });
});

describe('retention', () => {
  async function setRetention(days: number) {
    const current = (await t.callAs('admin', 'GET', '/api/settings')).json().data;
    const { version, updatedAt: _, translations: __, ...values } = current;
    const saved = await t.callAs('admin', 'PUT', '/api/settings', {
      ...values,
      applicationRetentionDays: days,
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const DAY = 24 * 60 * 60 * 1000;
  /** The applications still stored (read from the database: staff tokens expire on the test clock). */
  const left = async () =>
    (await t.db.select({ id: jobApplications.id }).from(jobApplications)).map((row) => row.id);

  test('applications older than the period an administrator set are deleted for good with their CVs', async () => {
    await t.db.delete(jobApplications);
    await setRetention(30);
    vi.useFakeTimers({ toFake: ['Date'] });
    const older = await applied();
    vi.setSystemTime(Date.now() + 10 * DAY);
    const newer = await applied();
    const files = (await cvFiles()).length;

    // 29 days after the first came: nothing is due yet.
    vi.setSystemTime(Date.now() + 19 * DAY);
    expect(await t.app.applications.sweep()).toBe(0);
    // 31 days after the first, 21 after the second.
    vi.setSystemTime(Date.now() + 2 * DAY);
    expect(await t.app.applications.sweep()).toBe(1);
    expect(await left()).toEqual([newer]);
    expect(await left()).not.toContain(older);
    expect((await cvFiles()).length).toBe(files - 1);
  });

  test('without a period set, 180 days', async () => {
    await t.db.delete(jobApplications);
    await setRetention(0);
    const summary = (await t.callAs('admin', 'GET', '/api/applications/summary')).json().data;
    expect(summary).toMatchObject({ retentionDays: 180, notifications: 'off' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const id = await applied();
    vi.setSystemTime(Date.now() + 179 * DAY);
    expect(await t.app.applications.sweep()).toBe(0);
    expect(await left()).toEqual([id]);
    vi.setSystemTime(Date.now() + 2 * DAY);
    expect(await t.app.applications.sweep()).toBe(1);
    expect(await left()).toEqual([]);
  });

  test('the sweep is one of the periodic tasks the instances share (run at start, not due again yet)', async () => {
    expect(await t.app.cluster.runIfDue('application retention')).toBe(false);
  });
});
