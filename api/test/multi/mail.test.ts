/**
 * Two instances on one PostgreSQL share the mail outbox: with a mail server that takes seconds per
 * mail, each mail still reaches it once (review L1: 18 mails delivered for 12 queued).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helper.ts';
import { startSmtpServer, waitFor } from '../smtp-support.ts';
import { portAt } from './ports.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const MAILS = 8;
/** Slower than the old claim on a mail lasted when it was shortened to a second. */
const SMTP_DELAY_MS = 2_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances and a slow mail server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const port = await portAt(1);
    smtp = await startSmtpServer(port, { delayMs: SMTP_DELAY_MS });
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Сайт <noreply@example.kz>' };
    a = await build({ env });
    b = await build({ env, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  test('each queued mail is delivered exactly once', async () => {
    for (let n = 1; n <= MAILS; n++) {
      await a.app.mail.enqueue('test', {
        recipients: ['sales@example.kz'],
        replyTo: null,
        subject: `Письмо ${n}`,
        text: `Текст ${n}`,
      });
    }
    // Both workers look at the outbox at once, as two instances behind a load balancer do.
    void b.app.mail.deliverDue();
    void a.app.mail.deliverDue();

    const rows = () => a.db.select().from(mailOutbox);
    await waitFor(async () => (await rows()).every((row) => row.state === 'sent'), 100_000);
    // A duplicate would arrive after the last mail was marked sent: give it the time of one more.
    await new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS + 1000));

    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: MAILS }, (_, i) => `Письмо ${i + 1}`).sort());
    expect((await rows()).map((row) => row.attempts)).toEqual(Array(MAILS).fill(1));
  });
});
