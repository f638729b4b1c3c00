import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loggerOptions } from '../../../src/app.ts';
import { previewTokens } from '../../../src/plugins/app/preview/preview-tokens.ts';
import { bearer, build, type TestApp } from '../../helper.ts';

let t: TestApp;
let token: string;
let draftId: number;

/** A draft news item, made as the staff member `token` signs in; its id. */
async function createDraft(app: TestApp, token: string): Promise<number> {
  const created = await app.app.inject({
    method: 'POST',
    url: '/api/news',
    headers: bearer(token),
    payload: {
      status: 'draft',
      name: { ru: 'Черновик' },
      description: { ru: 'x' },
      mainContent: { ru: '<p>x</p>' },
    },
  });
  return created.json().data.id;
}
beforeAll(async () => {
  // No renderer in this folder: the page says it is not built (the browser tests render real ones).
  t = await build({ config: { previewDir: join('/nonexistent', 'preview') } });
  token = (await t.login()).accessToken;
  draftId = await createDraft(t, token);
});
afterAll(() => t.close());

/** The claims of an access token: who it was issued to, in which session. */
const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString()) as {
    uid: number;
    sid?: string;
  };

const links = (id: number, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'POST', url: `/api/news/${id}/preview`, headers });

test('staff get signed links to the preview in each language; visitors and unknown items do not', async () => {
  const response = await links(draftId);
  expect(response.statusCode).toBe(201);
  const { urls, expiresAt } = response.json().data;
  for (const locale of ['ru', 'en', 'kk']) {
    expect(urls[locale]).toMatch(
      new RegExp(`^/preview/news/${draftId}/${locale}\\?token=[\\w-]+\\.[\\w-]+$`),
    );
  }
  const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(29);
  expect(minutes).toBeLessThanOrEqual(30);
  expect((await links(draftId, {})).statusCode).toBe(401);
  expect((await links(999_999)).statusCode).toBe(404);
});

test('a preview link is no access token: the API refuses it as a bearer', async () => {
  const { urls } = (await links(draftId)).json().data;
  const previewToken = new URL(urls.ru, 'http://x').searchParams.get('token') as string;
  const refused = await t.app.inject({ method: 'GET', url: '/api/trash', headers: bearer(previewToken) });
  expect(refused.statusCode).toBe(401);
});

test('a preview page needs a genuine, unexpired link for that very item, and is never indexed', async () => {
  const { urls } = (await links(draftId)).json().data;
  const genuine = new URL(urls.kk, 'http://x');
  const tokens = previewTokens(t.config.jwtSecret, 1800);
  const maker = claimsOf(token);
  const expired = tokens.issue('news', draftId, maker, Date.now() - 31 * 60_000).token;
  const otherItem = tokens.issue('news', draftId + 1, maker).token;
  const forged = previewTokens('another secret that is long enough to sign', 1800).issue(
    'news',
    draftId,
    maker,
  ).token;
  for (const url of [
    genuine.pathname,
    `${genuine.pathname}?token=${expired}`,
    `${genuine.pathname}?token=${otherItem}`,
    `${genuine.pathname}?token=${forged}`,
    `/preview/products/${draftId}/kk${genuine.search}`,
  ]) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(401);
    expect(response.body).toContain('Ссылка предпросмотра недействительна');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
  }
  // The genuine link passes the check; this app has no renderer built, which the page says.
  const page = await t.app.inject({ method: 'GET', url: `${genuine.pathname}${genuine.search}` });
  expect(page.statusCode).toBe(503);
  expect(page.body).toContain('npm run build:preview');
});

test('a preview link stops working when its maker signs out or is disabled (review L7)', async () => {
  const translator = await t.loginAs('translator');
  const made = (await links(draftId, bearer(translator.accessToken))).json().data.urls.en;
  expect((await t.app.inject({ method: 'GET', url: made })).statusCode).toBe(503);
  const other = await t.loginAs('translator');
  const otherSession = (await links(draftId, bearer(other.accessToken))).json().data.urls.en;

  // Signing out of one session ends that session's links; the other session's still work.
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(translator.accessToken),
    payload: { refreshToken: translator.refreshToken },
  });
  expect(logout.statusCode).toBe(200);
  const signedOut = await t.app.inject({ method: 'GET', url: made });
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.body).toContain('Ссылка предпросмотра недействительна');
  expect((await t.app.inject({ method: 'GET', url: otherSession })).statusCode).toBe(503);

  // A disabled account's links stop at once, though they have not expired.
  const { uid } = claimsOf(other.accessToken);
  const disabled = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${uid}`,
    headers: bearer(token),
    payload: { disabled: true },
  });
  expect(disabled.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: otherSession })).statusCode).toBe(401);
});

test('the request log never carries a token from the query string (review L7)', async () => {
  const lines: string[] = [];
  const logged = await build({
    config: { previewDir: join('/nonexistent', 'preview') },
    logger: {
      ...loggerOptions({ logLevel: 'info', logFormat: 'json' }),
      stream: { write: (line: string) => lines.push(line) },
    },
  });
  try {
    const admin = (await logged.login()).accessToken;
    const draft = await createDraft(logged, admin);
    const { urls } = (
      await logged.app.inject({
        method: 'POST',
        url: `/api/news/${draft}/preview`,
        headers: bearer(admin),
      })
    ).json().data;
    const secret = new URL(urls.ru, 'http://x').searchParams.get('token') as string;
    expect((await logged.app.inject({ method: 'GET', url: urls.ru })).statusCode).toBe(503);
    await logged.app.inject({ method: 'GET', url: '/admin/invitation?token=an-invitation-secret&x=1' });

    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    const urlsLogged = requests.map((entry) => entry.req.url);
    expect(urlsLogged).toContain(`${new URL(urls.ru, 'http://x').pathname}?token=[redacted]`);
    expect(urlsLogged).toContain('/admin/invitation?token=[redacted]&x=1');
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(secret.split('.')[1]);
    expect(all).not.toContain('an-invitation-secret');
  } finally {
    await logged.close();
  }
});

test('an item in the trash has no preview', async () => {
  const { urls } = (await links(draftId)).json().data;
  await t.app.inject({ method: 'DELETE', url: `/api/news/${draftId}`, headers: bearer(token) });
  const page = await t.app.inject({ method: 'GET', url: urls.ru });
  expect(page.statusCode).toBe(404);
  expect((await links(draftId)).statusCode).toBe(404);
});

test('a preview of a page’s unsaved texts opens with its own link only', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pages/production/preview',
    headers: bearer(token),
    payload: { heroLead: { ru: 'Черновой вводный текст' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { urls } = response.json().data as { urls: Record<string, string> };
  const [, id, signed] = /^\/preview\/pages\/(\d+)\/kk\?token=(.+)$/.exec(urls.kk as string) ?? [];
  // The genuine link passes the checks; this app has no renderer built, which the page says.
  const page = await t.app.inject({ method: 'GET', url: urls.kk as string });
  expect(page.statusCode).toBe(503);
  const other = await t.app.inject({
    method: 'GET',
    url: `/preview/pages/${Number(id) + 1}/kk?token=${signed}`,
  });
  expect(other.statusCode).toBe(401);
});
