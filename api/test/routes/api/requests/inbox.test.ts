import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { ROLES } from '../../../../src/auth/roles.ts';
import { type Role, users } from '../../../../src/db/schema/index.ts';
import { bearer, staffApp } from '../../../helper.ts';

/** Staff's work on a request: notes, who answers it, and what the action log says of both. */
const t = staffApp();
const call = t.callAs;
const ids = {} as Record<Role, number>;

beforeAll(async () => {
  for (const role of ROLES) {
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, `${role}.role@example.kz`));
    ids[role] = user?.id as number;
  }
});

/** A request as the site's form would have stored it. */
async function received(name = 'Айгерим Сапарова') {
  return t.app.requests.repository.create({
    name,
    company: null,
    phone: '+7 701 123 45 67',
    email: 'aigerim@example.kz',
    message: 'Нужна смета на воздуховоды',
    locale: 'kk',
    policyVersion: null,
    policyLocale: null,
    attachment: null,
  });
}

const latestLog = async () =>
  (await call('admin', 'GET', '/api/audit?range=[0,0]')).json().data[0] as Record<string, unknown>;

describe('internal notes', () => {
  test('an editor leaves a note, signed and dated, that colleagues read in order', async () => {
    const request = await received();
    const first = await call('editor', 'POST', `/api/requests/${request.id}/notes`, {
      text: '  Позвонила, ждёт смету до пятницы  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      requestId: request.id,
      authorId: ids.editor,
      authorEmail: 'editor.role@example.kz',
      text: 'Позвонила, ждёт смету до пятницы',
    });
    await call('admin', 'POST', `/api/requests/${request.id}/notes`, { text: 'Смета отправлена' });
    const notes = await call('editor', 'GET', `/api/requests/${request.id}/notes`);
    expect(notes.statusCode).toBe(200);
    expect(
      notes.json().data.map((note: { text: string; authorEmail: string }) => [note.authorEmail, note.text]),
    ).toEqual([
      ['editor.role@example.kz', 'Позвонила, ждёт смету до пятницы'],
      ['admin.role@example.kz', 'Смета отправлена'],
    ]);
  });

  test('the log says a note was left, not what it says', async () => {
    const request = await received();
    await call('editor', 'POST', `/api/requests/${request.id}/notes`, {
      text: 'Телефон клиента: +7 701 000 00 00',
    });
    const entry = await latestLog();
    expect(entry).toMatchObject({
      action: 'request_note',
      resource: 'requests',
      itemId: request.id,
      actorEmail: 'editor.role@example.kz',
    });
    expect(JSON.stringify(entry)).not.toContain('000 00 00');
  });

  test('a blank or overlong note is refused, and a note on a missing request is a 404', async () => {
    const request = await received();
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const response = await call('editor', 'POST', `/api/requests/${request.id}/notes`, { text });
      expect(response.statusCode).toBe(400);
    }
    expect((await call('editor', 'POST', '/api/requests/999999/notes', { text: 'ок' })).statusCode).toBe(404);
    expect((await call('editor', 'GET', '/api/requests/999999/notes')).statusCode).toBe(404);
  });

  test('notes go with their request', async () => {
    const request = await received();
    await call('editor', 'POST', `/api/requests/${request.id}/notes`, { text: 'Удалить вместе с заявкой' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/requests/${request.id}`,
          headers: bearer(t.tokens.admin),
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.app.requests.repository.notes(request.id)).toEqual([]);
  });
});

describe('assigning a request', () => {
  test('the colleagues offered are the active editors and administrators', async () => {
    const response = await call('editor', 'GET', '/api/requests/assignees');
    expect(response.statusCode).toBe(200);
    const offered = response.json().data as { email: string; role: string }[];
    expect(offered.map((colleague) => colleague.email)).toEqual(
      expect.arrayContaining(['admin.role@example.kz', 'editor.role@example.kz']),
    );
    expect(offered.some((colleague) => colleague.role === 'translator')).toBe(false);
  });

  test('an editor assigns a request to a colleague and takes it back; the request and the log say so', async () => {
    const request = await received();
    const assigned = await call('editor', 'PUT', `/api/requests/${request.id}`, { assigneeId: ids.admin });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({
      id: request.id,
      status: 'new',
      assigneeId: ids.admin,
      assigneeEmail: 'admin.role@example.kz',
    });
    expect(await latestLog()).toMatchObject({
      action: 'request_assign',
      resource: 'requests',
      itemId: request.id,
      actorEmail: 'editor.role@example.kz',
      details: { assignee: 'admin.role@example.kz' },
    });
    const mine = await call(
      'admin',
      'GET',
      `/api/requests?filter=${encodeURIComponent(JSON.stringify({ assigneeId: ids.admin }))}`,
    );
    expect(mine.json().data.map((row: { id: number }) => row.id)).toContain(request.id);

    const cleared = await call('editor', 'PUT', `/api/requests/${request.id}`, { assigneeId: null });
    expect(cleared.json().data).toMatchObject({ assigneeId: null, assigneeEmail: null });
    expect(await latestLog()).toMatchObject({ action: 'request_assign', details: { assignee: null } });
  });

  test('status and assignee change together, and the status alone still changes as before', async () => {
    const request = await received();
    const both = await call('admin', 'PUT', `/api/requests/${request.id}`, {
      status: 'in_progress',
      assigneeId: ids.editor,
    });
    expect(both.json().data).toMatchObject({ status: 'in_progress', assigneeId: ids.editor });
    const status = await call('admin', 'PUT', `/api/requests/${request.id}`, { status: 'closed' });
    expect(status.json().data).toMatchObject({ status: 'closed', assigneeId: ids.editor });
    expect((await call('admin', 'PUT', `/api/requests/${request.id}`, {})).statusCode).toBe(400);
  });

  test('a request goes only to an active editor or administrator', async () => {
    const request = await received();
    for (const assigneeId of [ids.translator, 999_999]) {
      const response = await call('admin', 'PUT', `/api/requests/${request.id}`, { assigneeId });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('request.assignee_invalid');
    }
    const [gone] = await t.db
      .insert(users)
      .values({
        email: 'former@example.kz',
        passwordHash: 'x',
        role: 'editor',
        disabledAt: new Date().toISOString(),
      })
      .returning();
    const response = await call('admin', 'PUT', `/api/requests/${request.id}`, { assigneeId: gone?.id });
    expect(response.json().code).toBe('request.assignee_invalid');
    expect((await call('admin', 'PUT', '/api/requests/999999', { assigneeId: ids.editor })).statusCode).toBe(
      404,
    );
  });

  test('a removed account leaves its requests unassigned and its notes signed', async () => {
    const request = await received();
    const [colleague] = await t.db
      .insert(users)
      .values({ email: 'leaving@example.kz', passwordHash: 'x', role: 'editor' })
      .returning();
    const id = colleague?.id as number;
    await t.app.requests.repository.assign(request.id, id);
    await t.app.requests.repository.addNote(request.id, id, 'Передаю дела');
    await t.db.delete(users).where(eq(users.id, id));
    expect(await t.app.requests.repository.get(request.id)).toMatchObject({ assigneeId: null });
    expect(await t.app.requests.repository.notes(request.id)).toMatchObject([
      { authorId: null, authorEmail: 'leaving@example.kz', text: 'Передаю дела' },
    ]);
  });
});

describe('who may', () => {
  test('editors and administrators work on requests; translators may not', async () => {
    const request = await received();
    const calls = [
      () => call('translator', 'GET', `/api/requests/${request.id}/notes`),
      () => call('translator', 'POST', `/api/requests/${request.id}/notes`, { text: 'нет' }),
      () => call('translator', 'PUT', `/api/requests/${request.id}`, { assigneeId: ids.editor }),
      () => call('translator', 'GET', '/api/requests/assignees'),
    ];
    for (const attempt of calls) expect((await attempt()).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}/notes` });
    expect(anonymous.statusCode).toBe(401);
  });
});
