/**
 * The account mails staff read, through a real SMTP server (smtp-server): Russian throughout, the
 * role by its Russian name, never its code.
 */
import { expect, test, vi } from 'vitest';
import { ADMIN, bearer } from '../helper.ts';
import { mailingApp, waitFor } from '../smtp-support.ts';

vi.setConfig({ testTimeout: 60_000 });

const mailing = mailingApp();

type Received = (typeof mailing.smtp.received)[number];
/** The one address a mail went to. */
const recipient = (mail: Received) => [mail.to].flat()[0]?.text;
const mailTo = (address: string) =>
  waitFor(() => mailing.smtp.received.find((mail) => recipient(mail) === address));
/** The mail's words, the link and the addresses left out. */
const words = (text = '') => text.replace(/https:\/\/\S+/g, '').replace(/\S+@\S+/g, '');

test('the invitation names the role in Russian, and says the link is single-use', async () => {
  const admin = bearer((await mailing.t.login()).accessToken);
  for (const [role, name] of [
    ['editor', 'редактор'],
    ['translator', 'переводчик'],
    ['admin', 'администратор'],
  ] as const) {
    const address = `new-${role}@example.kz`;
    const invited = await mailing.t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { email: address, role },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await mailing.t.app.mail.deliverDue();
    const mail = await mailTo(address);
    expect(mail.subject).toBe('Приглашение в панель управления сайтом');
    expect(mail.text).toContain(`(роль: ${name})`);
    expect(mail.text).toContain('ссылка одноразовая и действует 72 часа');
    expect(words(mail.text)).not.toMatch(/\p{Script=Latin}/u);
  }
});

test('the reset mail speaks of the password for signing in to the back office', async () => {
  await mailing.t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot',
    payload: { email: ADMIN.email },
  });
  await mailing.t.app.mail.deliverDue();
  const mail = await waitFor(() =>
    mailing.smtp.received.find((item) => recipient(item) === ADMIN.email && item.subject?.includes('пароля')),
  );
  expect(mail.subject).toBe('Смена пароля для входа в панель управления');
  expect(mail.text).toContain('ссылка одноразовая и действует один час');
  expect(words(mail.text)).not.toMatch(/\p{Script=Latin}/u);
});
