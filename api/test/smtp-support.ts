/** A real SMTP server for the tests (smtp-server), keeping each mail parsed as a client would (mailparser). */
import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { build, type TestApp } from './helper.ts';

/** A free port on the loopback interface, found by letting the system pick one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * An SMTP server that keeps every mail it is given, parsed; `delayMs` makes it that slow to accept
 * each. With `account`, it takes mail only from a client signed in with that user and password.
 */
export async function startSmtpServer(
  port: number,
  { delayMs = 0, account }: { delayMs?: number; account?: { user: string; password: string } } = {},
) {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: !account,
    // Over plain text, as on a private network: the test has no certificate.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (account && auth.username === account.user && auth.password === account.password)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          setTimeout(callback, delayMs);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    received,
    envelopes,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * For the file or `describe` it is called in: an app that mails through a real SMTP server started
 * beside it, as the company's sender, with the public address links in mails point to.
 */
export function mailingApp() {
  const running = {} as { t: TestApp; smtp: Awaited<ReturnType<typeof startSmtpServer>> };
  beforeAll(async () => {
    const port = await freePort();
    running.smtp = await startSmtpServer(port);
    running.t = await build({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Сайт <noreply@example.kz>',
        SITE_URL: 'https://example.kz',
      },
    });
  });
  afterAll(async () => {
    await running.t?.close();
    await running.smtp?.close();
  });
  return running;
}
