/**
 * The test mail and the saved mail server's password (security review N3, N9): the saved password
 * goes to the saved host, port and protection only, a password goes without TLS to the saved server
 * only, only the mail ports are tried, and only what an SMTP conversation says is answered: a port
 * that greets with another service's banner, or not at all, says nothing of its own. Against real
 * SMTP servers (smtp-server) and raw TCP servers started here.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ADMIN, signedInApp } from '../helper.ts';
import { freePort, startSmtpServer } from '../smtp-support.ts';

vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'S3cret-Mail-Pass!';
const account = { user: 'mailer', password: PASSWORD };

/** An SMTP server that takes any sign-in and notes each user and password it was handed. */
async function startSink(port: number) {
  const handed: { user: string | undefined; password: string | undefined }[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      handed.push({ user: auth.username, password: auth.password ?? undefined });
      callback(null, { user: auth.username });
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { handed, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** A TCP server that greets each connection with `banner` (another service), or says nothing. */
async function startRaw(port: number, banner: Buffer | undefined) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    if (banner) socket.write(banner);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

describe('the test mail and the saved password', () => {
  const options = { env: {} as Record<string, string> };
  const ports = { mail: 0, sink: 0, nats: 0, mysql: 0, silent: 0 };
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sink: Awaited<ReturnType<typeof startSink>>;
  const raw: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
    smtp = await startSmtpServer(ports.mail, { account });
    sink = await startSink(ports.sink);
    raw.push(
      await startRaw(ports.nats, Buffer.from('INFO {"server_id":"NBHYSECRET","version":"2.10.7"}\r\n')),
      await startRaw(ports.mysql, Buffer.from([0x64, 0, 0, 0, 0x0a, 0x38, 0x2e, 0x30])),
      await startRaw(ports.silent, undefined),
    );
    // The operator allows the ports of this test's servers besides the mail ports (SMTP_PORTS).
    options.env.SMTP_PORTS = ['25', '465', '587', '2525', ...Object.values(ports)].join(',');
  });
  afterAll(async () => {
    await smtp.close();
    await sink.close();
    for (const server of raw) await server.close();
  });
  const t = signedInApp(options);

  const tryMail = (payload: object) => t.call('POST', '/api/settings/server/test-mail', payload);
  const save = (payload: object) => t.call('PUT', '/api/settings/server', payload);
  const saved = () => ({
    smtpHost: '127.0.0.1',
    smtpPort: ports.mail,
    smtpSecurity: 'none',
    smtpUser: account.user,
  });

  beforeAll(async () => {
    const response = await save({
      ...saved(),
      smtpPassword: PASSWORD,
      senderAddress: 'noreply@example.kz',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await tryMail({})).json().data).toMatchObject({ sent: true });
  });

  test('the saved password is never handed to another host, port or protection', async () => {
    for (const [what, target] of [
      ['another host', { smtpHost: 'localhost' }],
      ['another port', { smtpPort: ports.sink }],
      ['another host and port', { smtpHost: 'localhost', smtpPort: ports.sink }],
      ['another protection', { smtpSecurity: 'starttls' }],
      ['the usual port instead of the saved one', { smtpPort: null }],
    ] as const) {
      const response = await tryMail({ ...saved(), ...target });
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Bad Request',
        code: 'smtp.password_required',
        params: { field: 'smtpPassword' },
      });
      expect(response.json().message).toMatch(/type the password again/);
    }
    expect(sink.handed).toEqual([]);

    // Saved the same way, the password is not carried to the new server either, and stays.
    const moved = await save({ smtpPort: ports.sink });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'smtp.password_required' });
    const view = (await t.call('GET', '/api/settings/server')).json().data;
    expect(view).toMatchObject({ smtpPort: ports.mail, passwordSet: true, version: 1 });
    expect(sink.handed).toEqual([]);

    // The same server named in another case is the saved one.
    expect((await tryMail({ ...saved(), smtpHost: '127.0.0.1' })).json().data).toMatchObject({ sent: true });
  });

  test('another server takes the password typed again, and never without TLS', async () => {
    const plain = await tryMail({ ...saved(), smtpPort: ports.sink, smtpPassword: 'typed again' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'smtp.tls_required', params: { field: 'smtpSecurity' } });
    expect(sink.handed).toEqual([]);

    // Over TLS the typed password is tried (this sink speaks no TLS, so the handshake fails first).
    const tls = await tryMail({
      ...saved(),
      smtpPort: ports.sink,
      smtpSecurity: 'tls',
      smtpPassword: 'typed again',
    });
    expect(tls.statusCode).toBe(200);
    expect(tls.json().data).toMatchObject({ sent: false });
    expect(sink.handed).toEqual([]);

    // Saved, the new server is the saved one: plain text is its administrator's choice.
    const moved = await save({ smtpPort: ports.sink, smtpPassword: 'typed again' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await tryMail({})).json().data).toMatchObject({ sent: true });
    expect(sink.handed).toEqual([{ user: account.user, password: 'typed again' }]);
    expect(sink.handed.map((hand) => hand.password)).not.toContain(PASSWORD);
    const back = await save({ smtpPort: ports.mail, smtpPassword: PASSWORD });
    expect(back.statusCode, back.body).toBe(200);
  });

  test('only the mail ports are tried, saved or not', async () => {
    for (const port of [22, 80, 3306, 4222, 5432, 6379, 65535]) {
      const tried = await tryMail({ ...saved(), smtpPort: port, smtpPassword: PASSWORD });
      expect(tried.statusCode, `${port}`).toBe(400);
      expect(tried.json()).toMatchObject({ code: 'smtp.port', params: { field: 'smtpPort' } });
      expect(tried.json().message).toContain('25, 465, 587, 2525');
      const kept = await save({ smtpPort: port, smtpPassword: PASSWORD });
      expect(kept.statusCode, `${port}`).toBe(400);
      expect(kept.json()).toMatchObject({ code: 'smtp.port' });
    }
    // The usual ports of each protection are mail ports.
    const usual = await tryMail({ ...saved(), smtpPort: null, smtpSecurity: 'tls', smtpPassword: PASSWORD });
    expect(usual.statusCode, usual.body).toBe(200);
  });

  test('another service’s banner, or a port that never greets, answers no text of its own', async () => {
    for (const port of [ports.nats, ports.mysql, ports.silent]) {
      const response = await tryMail({ smtpUser: '', smtpPort: port });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ sent: false, to: ADMIN.email, reason: 'not_smtp' });
      expect(response.body).not.toMatch(/INFO|NBHY|server_id|\\u0000|8\.0/);
    }
    // A real SMTP server's words are still answered.
    const wrong = await tryMail({ ...saved(), smtpPassword: 'not the password' });
    expect(wrong.json().data).toMatchObject({ sent: false, reason: 'auth' });
    expect(wrong.json().data.response).toMatch(/^535\b/);
  });
});
