import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { previewTokens } from '../../../src/plugins/app/preview/preview-tokens.ts';
import { bearer, build, type TestApp } from '../../helper.ts';

let t: TestApp;
let token: string;
let draftId: number;
beforeAll(async () => {
  // No renderer in this folder: the page says it is not built (the browser tests render real ones).
  t = await build({ config: { previewDir: join('/nonexistent', 'preview') } });
  token = (await t.login()).accessToken;
  const created = await t.app.inject({
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
  draftId = created.json().data.id;
});
afterAll(() => t.close());

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
  const expired = tokens.issue('news', draftId, Date.now() - 31 * 60_000).token;
  const otherItem = tokens.issue('news', draftId + 1).token;
  const forged = previewTokens('another secret that is long enough to sign', 1800).issue(
    'news',
    draftId,
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

test('an item in the trash has no preview', async () => {
  const { urls } = (await links(draftId)).json().data;
  await t.app.inject({ method: 'DELETE', url: `/api/news/${draftId}`, headers: bearer(token) });
  const page = await t.app.inject({ method: 'GET', url: urls.ru });
  expect(page.statusCode).toBe(404);
  expect((await links(draftId)).statusCode).toBe(404);
});
