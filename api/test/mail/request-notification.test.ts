/**
 * Notification mail through a real SMTP server started in the test (smtp-server), parsed as a mail
 * client would (mailparser): delivered, retried while the server is down, and given up in the end.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { bearer, build, type TestApp } from '../helper.ts';
import { pdfFile, solvedProof, visitor } from '../requests-support.ts';
import { freePort, startSmtpServer, waitFor } from '../smtp-support.ts';

const STAFF = 'sales@example.kz';

// Mail travels through real sockets and a worker's timers: slower than a query on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

/** SMTP servers a test started; closed after it. */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function appWithSmtp(port: number, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await build({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Сайт компании <noreply@example.kz>',
      REQUEST_NOTIFY_TO: `${STAFF}, director@example.kz`,
      REQUEST_CHALLENGE_DIFFICULTY: '20',
      SITE_URL: 'https://example.kz',
      ...env,
    },
  });
  return t;
}

async function sendRequest(t: TestApp, fields: Record<string, string> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/requests',
    payload: { ...visitor(fields), proof: await solvedProof(t) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** One sign-in per app: signing in hashes a password, too slow to repeat while polling. */
const tokens = new WeakMap<TestApp, string>();
async function tokenFor(t: TestApp): Promise<string> {
  if (!tokens.has(t)) tokens.set(t, (await t.login()).accessToken);
  return tokens.get(t) as string;
}

async function requestState(t: TestApp, id: number) {
  const token = await tokenFor(t);
  const response = await t.app.inject({ method: 'GET', url: `/api/requests/${id}`, headers: bearer(token) });
  return response.json().data;
}

describe('with an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtpServer(port);
    // Each test here sends a few requests from one address: more than the form's default limit.
    t = await appWithSmtp(port, { REQUEST_RATE_MAX: '100' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailAbout = (id: number) =>
    waitFor(() => smtp.received.find((mail) => mail.subject?.includes(`№${id} `)));

  test('staff receive a plain-text notification with the request, and the request shows it sent', async () => {
    const message = 'Нужны воздуховоды. <b>Не разметка</b>\nВторая строка.';
    const id = await sendRequest(t, { message, name: 'Айгерим\r\nBcc: spam@example.com' });

    const mail = await mailAbout(id);
    expect(smtp.envelopes[smtp.received.indexOf(mail)]?.sort()).toEqual(['director@example.kz', STAFF]);
    expect(mail.from?.value[0]).toMatchObject({ address: 'noreply@example.kz', name: 'Сайт компании' });
    expect(mail.replyTo?.value[0]?.address).toBe('aigerim@example.kz');
    // A line break in the name cannot add a header: it is flattened into the subject.
    expect(mail.subject).toBe(`Заявка №${id} с сайта: Айгерим Bcc: spam@example.com`);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.html).toBe(false);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('Телефон: +7 (701) 123-45-67');
    expect(mail.text).not.toContain('E-mail');
    expect(mail.text).toContain('Компания: ТОО «Атырау Снаб»');
    expect(mail.text).toContain(`https://example.kz/admin/requests/${id}/show`);
    expect(mail.attachments).toEqual([]);

    const state = await waitFor(async () => {
      const request = await requestState(t, id);
      return request.notification === 'sent' ? request : undefined;
    });
    expect(state).toMatchObject({ notificationAttempts: 1, notificationError: null });
    expect(Date.parse(state.notifiedAt)).toBeGreaterThan(Date.now() - 60_000);

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/requests/summary',
      headers: bearer(await tokenFor(t)),
    });
    expect(summary.json().data.notifications).toBe('on');
  });

  test('a request from an item names it, its record and page, and where the visit came from', async () => {
    const token = await tokenFor(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: bearer(token),
      payload: { name: { ru: 'Монтаж вентиляции' }, description: { ru: 'Под ключ' } },
    });
    const serviceId = created.json().data.id;
    const id = await sendRequest(t, {
      itemResource: 'services',
      itemId: String(serviceId),
      itemTitle: 'Монтаж вентиляции',
      pagePath: '/kk/services',
      landingPath: '/kk/production',
      utmSource: 'test',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
    const mail = await mailAbout(id);
    expect(mail.text).toContain(`Запрос расчёта: Монтаж вентиляции (услуга №${serviceId})`);
    expect(mail.text).toContain(
      `Карточка в панели управления: https://example.kz/admin/services/${serviceId}`,
    );
    expect(mail.text).toContain('Страница на сайте: https://example.kz/kk/services');
    expect(mail.text).toContain('Источник: test (email)');
    expect(mail.text).toContain('Кампания: spring');
    expect(mail.text).toContain('Первая страница визита: /kk/production');

    const direct = await mailAbout(await sendRequest(t, { referrerHost: 'www.google.kz' }));
    expect(direct.text).toContain('Источник: www.google.kz');
    expect(direct.text).not.toContain('Запрос расчёта');
    const plain = await mailAbout(await sendRequest(t));
    expect(plain.text).toContain('Источник: прямой заход');
  });

  test('an attachment is named in the mail but stays in the back office', async () => {
    const { port } = t.app.server.address() as { port: number };
    const form = new FormData();
    for (const [key, value] of Object.entries(visitor())) form.append(key, value);
    form.append('proof', await solvedProof(t));
    form.append(
      'attachment',
      new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }),
      'смета.pdf',
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/requests`, { method: 'POST', body: form });
    expect(response.status).toBe(201);

    const mail = await mailAbout((await response.json()).data.id);
    expect(mail.text).toContain('Вложение: смета.pdf');
    expect(mail.attachments).toEqual([]);
  });

  test('the addresses in Настройки сайта replace REQUEST_NOTIFY_TO, and emptied, give way to it again', async () => {
    const token = await tokenFor(t);
    const settings = async (notifyEmails: string[]) => {
      const current = (
        await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) })
      ).json().data;
      const { version, updatedAt: _, translations: __, ...values } = current;
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(token),
        payload: { ...values, notifyEmails, version },
      });
      expect(saved.statusCode).toBe(200);
    };
    await settings(['chief.engineer@example.kz']);
    const toSettings = await sendRequest(t);
    const first = await mailAbout(toSettings);
    expect(smtp.envelopes[smtp.received.indexOf(first)]).toEqual(['chief.engineer@example.kz']);

    await settings([]);
    const toEnvironment = await sendRequest(t);
    const second = await mailAbout(toEnvironment);
    expect(smtp.envelopes[smtp.received.indexOf(second)]?.sort()).toEqual(['director@example.kz', STAFF]);
  });
});

// Each app is opened in a hook: on a busy machine a fresh database can take most of a test's time.
describe('when the SMTP server is down', () => {
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    port = await freePort();
    t = await appWithSmtp(port, { MAIL_RETRY_BASE_MS: '300' });
  });
  afterAll(() => t.close());

  test('the request is saved at once, the mail waits, and it goes out once the server is back', async () => {
    const id = await sendRequest(t);
    const waiting = await waitFor(async () => {
      const request = await requestState(t, id);
      return request.notificationAttempts >= 1 ? request : undefined;
    });
    expect(waiting.notification).toBe('pending');
    expect(waiting.notificationError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.name).toBe(visitor().name);

    const smtp = await startSmtpServer(port);
    opened.push(smtp);
    const mail = await waitFor(() => smtp.received[0]);
    expect(mail.subject).toContain(`№${id}`);
    const sent = await waitFor(async () => {
      const request = await requestState(t, id);
      return request.notification === 'sent' ? request : undefined;
    });
    expect(sent.notificationAttempts).toBeGreaterThanOrEqual(2);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('when the SMTP server stays down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithSmtp(await freePort(), { MAIL_RETRY_BASE_MS: '50', MAIL_MAX_ATTEMPTS: '2' });
  });
  afterAll(() => t.close());

  test('after the last attempt the mail is marked failed, with the reason', async () => {
    const id = await sendRequest(t);
    const failed = await waitFor(async () => {
      const request = await requestState(t, id);
      return request.notification === 'failed' ? request : undefined;
    });
    expect(failed.notificationAttempts).toBe(2);
    expect(failed.notificationError).toBeTruthy();
  });
});

describe('without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { REQUEST_CHALLENGE_DIFFICULTY: '20', REQUEST_NOTIFY_TO: STAFF } });
  });
  afterAll(() => t.close());

  test('nothing is queued: the request says notifications are off, and so does the summary', async () => {
    expect(await t.app.mail.enabled()).toBe(false);
    const id = await sendRequest(t);
    expect((await requestState(t, id)).notification).toBe('off');
    expect(await t.app.mail.outbox.nextDueAt()).toBeUndefined();
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/requests/summary',
      headers: bearer(await tokenFor(t)),
    });
    expect(summary.json().data.notifications).toBe('off');
  });
});
