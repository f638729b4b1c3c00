/**
 * The notification of a job application, through a real SMTP server started in the test: it goes
 * to the addresses set for applications (never to the requests' ones), carries no CV, and nobody is
 * mailed while no address is set.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { bearer, build, type TestApp } from '../helper.ts';
import { pdfFile, solvedProof } from '../requests-support.ts';
import { freePort, startSmtpServer, waitFor } from '../smtp-support.ts';

vi.setConfig({ testTimeout: 90_000 });

const HR = 'hr@example.kz';

describe('the notification of an application', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let token: string;
  /** The published vacancy applied to. */
  let vacancyId = '';
  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtpServer(port);
    t = await build({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Сайт компании <noreply@example.kz>',
        REQUEST_NOTIFY_TO: 'sales@example.kz',
        REQUEST_CHALLENGE_DIFFICULTY: '20',
        SITE_URL: 'https://example.kz',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await t.login()).accessToken;
    const vacancy = await t.app.inject({
      method: 'POST',
      url: '/api/vacancies',
      headers: bearer(token),
      payload: {
        title: { ru: 'Монтажник' },
        description: { ru: 'Монтаж металлоконструкций.' },
        body: { ru: '<p>Вахта 15/15.</p>' },
        location: { ru: 'Атырау' },
      },
    });
    expect(vacancy.statusCode, vacancy.body).toBe(201);
    vacancyId = String(vacancy.json().data.id);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function apply(name: string): Promise<number> {
    const form = new FormData();
    const fields = {
      vacancyId,
      vacancyTitle: 'Монтажник',
      name,
      email: 'candidate@example.kz',
      message: 'Готов к вахте. <b>не разметка</b>',
      consent: 'true',
      locale: 'en',
      website: '',
      proof: await solvedProof(t),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('cv', new Blob([new Uint8Array(pdfFile())]), 'cv.pdf');
    const address = t.app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${address.port}/api/applications`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(201);
    return (await response.json()).data.id;
  }

  async function setAddresses(applicationNotifyEmails: string[]) {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) })
    ).json().data;
    const { version, updatedAt: _, translations: __, ...values } = current;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { ...values, applicationNotifyEmails, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const read = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: bearer(token) })).json()
      .data;

  test('without an address for applications nobody is mailed, not even the requests’ addresses', async () => {
    const id = await apply('Без адреса');
    expect((await read(id)).notification).toBe('off');
  });

  test('the addresses set for applications get a plain-text mail without the CV', async () => {
    await setAddresses([HR]);
    const id = await apply('Ерлан Касымов');
    const mail = await waitFor(() => smtp.received.find((one) => one.subject?.includes(`№${id}:`)));
    expect(smtp.envelopes[smtp.received.indexOf(mail)]).toEqual([HR]);
    expect(mail.subject).toBe(`Отклик №${id}: Монтажник, Ерлан Касымов`);
    expect(mail.text).toContain('Готов к вахте. <b>не разметка</b>');
    expect(mail.text).toContain(`https://example.kz/admin/applications/${id}/show`);
    expect(mail.text).toContain('Резюме: cv.pdf');
    expect(mail.attachments).toEqual([]);
    expect(mail.html).toBe(false);
    await waitFor(async () => (await read(id)).notification === 'sent');
  });
});
