/**
 * The mail server, the sender and the public address an administrator sets in the back office
 * (/api/settings/server): the password sealed and never answered, every wrong field at once, the
 * environment winning, a test mail through a real SMTP server (smtp-server) started here, mail that
 * follows a change without a restart, and a site rebuilt when its address moves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { serverSettings } from '../../../../src/db/schema/index.ts';
import { ADMIN, bearer, build, signedInApp, type TestApp } from '../../../helper.ts';
import { freePort, startSmtpServer, waitFor } from '../../../smtp-support.ts';

vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'a mail password 7Fq!';
const account = { user: 'site@example.kz', password: PASSWORD };

describe('server settings set in the back office', () => {
  // The mail ports this test's servers listen on are allowed as an operator would allow them
  // (SMTP_PORTS): a test cannot take 25 or 587, and another run may hold 2525.
  const options = { env: {} as Record<string, string> };
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let port: number;
  let closedPort: number;
  beforeAll(async () => {
    port = await freePort();
    closedPort = await freePort();
    smtp = await startSmtpServer(port, { account });
    options.env.SMTP_PORTS = `25, 465, 587, 2525, ${port}, ${closedPort}`;
  });
  afterAll(() => smtp.close());
  const t = signedInApp(options);

  const read = () => t.call('GET', '/api/settings/server');
  const save = (payload: object) => t.call('PUT', '/api/settings/server', payload);
  const tryMail = (payload: object) => t.call('POST', '/api/settings/server/test-mail', payload);
  const server = () => ({
    smtpHost: '127.0.0.1',
    smtpPort: port,
    smtpSecurity: 'none',
    smtpUser: account.user,
    senderAddress: 'noreply@example.kz',
    senderName: 'Сайт компании',
  });

  test('only administrators read and change them', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/settings/server' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['editor', 'translator'] as const) {
      const headers = bearer((await t.loginAs(role)).accessToken);
      for (const [method, url] of [
        ['GET', '/api/settings/server'],
        ['PUT', '/api/settings/server'],
        ['POST', '/api/settings/server/test-mail'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  test('before anything is set, mail is off and the site has its local address', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      smtpHost: '',
      passwordSet: false,
      siteUrl: '',
      siteUrlInUse: 'http://localhost:4000',
      fromEnvironment: { smtp: false, sender: false, siteUrl: false },
      mailOn: false,
      version: 0,
    });
    expect(await t.app.mail.enabled()).toBe(false);
  });

  test('every wrong field is refused at once, and nothing is saved', async () => {
    const response = await save({
      smtpHost: 'mail server',
      senderAddress: 'nobody',
      siteUrl: 'ftp://example.kz',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'fields.invalid',
      params: {
        count: 3,
        fields: [
          { field: 'smtpHost', code: 'field.format' },
          { field: 'senderAddress', code: 'link.email' },
          { field: 'siteUrl', code: 'field.format' },
        ],
      },
    });
    // A numeric host is an IPv4 address written in full: the short and integer forms that name the
    // same machine are refused (security review N9).
    for (const smtpHost of ['127.1', '0x7f000001', '2130706433', '0177.0.0.1']) {
      const numeric = await save({ smtpHost });
      expect(numeric.statusCode, smtpHost).toBe(400);
      expect(numeric.json().params.fields).toContainEqual(
        expect.objectContaining({ field: 'smtpHost', code: 'field.format' }),
      );
    }
    const alone = await save({ smtpHost: 'mail.example.kz' });
    expect(alone.json()).toMatchObject({
      code: 'field.required',
      params: { field: 'senderAddress', fields: [{ field: 'senderAddress', code: 'field.required' }] },
    });
    expect((await read()).json().data.version).toBe(0);
  });

  test('a test mail tries what the form holds, before it is saved, and says what the server answered', async () => {
    // A server never saved: its password is typed, and goes over TLS only.
    const unknown = await tryMail({
      ...server(),
      smtpHost: 'mail.invalid',
      smtpSecurity: 'starttls',
      smtpPassword: PASSWORD,
    });
    expect(unknown.json().data).toMatchObject({ sent: false, reason: 'dns' });
    const refused = await tryMail({
      ...server(),
      smtpPort: closedPort,
      smtpSecurity: 'tls',
      smtpPassword: PASSWORD,
    });
    expect(refused.json().data).toMatchObject({ sent: false, reason: 'refused' });
    // Without a user no password goes out: a server on a private network is tried as it is.
    const anonymous = await tryMail({ ...server(), smtpUser: '' });
    expect(anonymous.json().data).toMatchObject({ sent: false, to: ADMIN.email });
    expect(anonymous.json().data.response).toMatch(/^530\b/);
    // Nothing of it was saved.
    expect((await read()).json().data).toMatchObject({ smtpHost: '', version: 0, mailOn: false });
  });

  test('the password is kept sealed, answered only as set or not, kept when left out and removed with null', async () => {
    const saved = await save({ ...server(), smtpPassword: PASSWORD, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(PASSWORD);
    expect(saved.json().data).toMatchObject({
      smtpHost: '127.0.0.1',
      passwordSet: true,
      mailOn: true,
      version: 1,
    });
    expect(saved.json().data).not.toHaveProperty('smtpPassword');

    const [row] = await t.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(row?.values.smtpPassword).toMatch(/^v1\./);
    expect((await read()).body).not.toContain(PASSWORD);

    // Saved, the test mail needs no password from the form: the sealed one is used.
    const again = await tryMail({});
    expect(again.json().data).toMatchObject({ sent: true });

    // The saved server with what the form changed, unsaved: a wrong password, then another sender.
    const wrong = await tryMail({ ...server(), smtpPassword: 'not the password' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toMatchObject({ sent: false, to: ADMIN.email, reason: 'auth' });
    expect(wrong.json().data.response).toMatch(/^535\b/);
    const sent = await tryMail({ senderName: 'Проверка' });
    expect(sent.json().data).toMatchObject({ sent: true, to: ADMIN.email });
    expect(sent.json().data.response).toMatch(/^250\b/);
    const mail = await waitFor(() => smtp.received.find((item) => item.from?.value[0]?.name === 'Проверка'));
    expect(mail.subject).toMatch(/^Пробное письмо/);
    expect([mail.to].flat()[0]?.text).toBe(ADMIN.email);
    expect(mail.from?.value[0]).toMatchObject({ address: 'noreply@example.kz' });
    expect(mail.text).toContain('почта сайта настроена');
    expect((await read()).json().data).toMatchObject({ senderName: 'Сайт компании', version: 1 });

    const renamed = await save({ senderName: 'Отдел продаж' });
    expect(renamed.json().data).toMatchObject({ passwordSet: true, senderName: 'Отдел продаж' });
    const stale = await save({ senderName: 'Другое имя', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version.stale' });

    const cleared = await save({ smtpPassword: null });
    expect(cleared.json().data).toMatchObject({ passwordSet: false });
    expect((await tryMail({})).json().data).toMatchObject({ sent: false, reason: 'auth' });
    await save({ smtpPassword: PASSWORD });
  });

  test('mail follows the saved settings at once, on every instance, without a restart', async () => {
    const other = await t.instance();
    expect(await other.mail.enabled()).toBe(true);
    const invited = await other.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(t.token),
      payload: { email: 'new.colleague@example.kz', role: 'editor' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data.invitation).toMatchObject({ mailed: true });
    await other.mail.deliverDue();
    const mail = await waitFor(() =>
      smtp.received.find((item) => [item.to].flat()[0]?.text === 'new.colleague@example.kz'),
    );
    expect(mail.from?.value[0]).toMatchObject({ name: 'Отдел продаж', address: 'noreply@example.kz' });
  });

  test('a new public address rebuilds the site and is what links in mail point to', async () => {
    const before = t.published.length;
    const moved = await save({ siteUrl: 'https://www.example.kz/' });
    expect(moved.json().data).toMatchObject({
      siteUrl: 'https://www.example.kz',
      siteUrlInUse: 'https://www.example.kz',
    });
    expect(t.published.slice(before)).toEqual(['site address changed']);
    expect(await t.app.serverSettings.siteUrl()).toBe('https://www.example.kz');

    await save({ senderName: 'Отдел продаж' });
    expect(t.published.length).toBe(before + 1);

    const invited = await t.call('POST', '/api/users', {
      email: 'second.colleague@example.kz',
      role: 'editor',
    });
    expect(invited.json().data.invitation.url).toMatch(/^https:\/\/www\.example\.kz\/admin\/invitation#/);
  });

  test('the action log names the server settings and what changed, never the password', async () => {
    const response = await t.call('GET', `/api/audit?${new URLSearchParams({ range: '[0,99]' })}`);
    const entries = response
      .json()
      .data.filter((entry: { resource: string }) => entry.resource === 'server-settings');
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.map((entry: { details: { changes: string[] } }) => entry.details.changes)).toContainEqual([
      'smtpHost',
      'smtpPort',
      'smtpSecurity',
      'smtpUser',
      'smtpPassword',
      'senderAddress',
      'senderName',
    ]);
    expect(response.body).not.toContain(PASSWORD);
  });
});

describe('server settings the environment sets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      env: {
        SMTP_URL: 'smtps://robot:secret@mail.example.kz',
        MAIL_FROM: 'Сайт <noreply@example.kz>',
        SITE_URL: 'https://example.kz',
        REQUEST_NOTIFY_TO: 'sales@example.kz',
      },
    });
  });
  afterAll(() => t.close());

  test('win over what is saved, and are shown as the environment has them, without the password', async () => {
    const admin = bearer((await t.login()).accessToken);
    const call = (method: 'GET' | 'PUT', payload?: object) =>
      t.app.inject({ method, url: '/api/settings/server', headers: admin, payload });
    const saved = await call('PUT', {
      smtpHost: 'other.example.kz',
      senderAddress: 'other@example.kz',
      siteUrl: 'https://other.example.kz',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = (await call('GET')).json().data;
    expect(view).toMatchObject({
      smtpHost: 'mail.example.kz',
      smtpPort: 465,
      smtpSecurity: 'tls',
      smtpUser: 'robot',
      passwordSet: true,
      senderAddress: 'noreply@example.kz',
      senderName: 'Сайт',
      siteUrl: 'https://example.kz',
      siteUrlInUse: 'https://example.kz',
      fromEnvironment: { smtp: true, sender: true, siteUrl: true },
      notifyFallback: ['sales@example.kz'],
      mailOn: true,
    });
    expect(JSON.stringify(view)).not.toContain('secret');
    expect(await t.app.serverSettings.siteUrl()).toBe('https://example.kz');
    expect((await t.app.serverSettings.mail())?.server).toMatchObject({ host: 'mail.example.kz', port: 465 });
    // The saved address is not the one in use: nothing to rebuild.
    expect(t.published).not.toContain('site address changed');
  });
});
