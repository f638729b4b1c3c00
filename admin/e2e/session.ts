import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, STAFF, STAFF_PASSWORD } from '../../e2e/env.ts';

/**
 * The admin screens load their code on demand and the test machines are small and shared:
 * a screen may take longer than the default ten seconds to appear, so the admin specs wait longer.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Signs in through the login form (as the administrator, or a colleague) and waits for the page react-admin sends us to. */
export async function signIn(page: Page, path = '/admin/', as?: keyof typeof STAFF): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Электронная почта').fill(as ? STAFF[as] : ADMIN_EMAIL);
  await page
    .getByLabel('Пароль', { exact: false })
    .first()
    .fill(as ? STAFF_PASSWORD : ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
}

export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  return token as string;
}

/** The Authorization header of the API calls that the user signed in on this page makes. */
export async function storedAuthorization(page: Page): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await storedAccessToken(page)}` };
}

/** Signs in to the API as the administrator, without a page, and answers the Authorization header. */
export async function adminAuthorization(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  return { authorization: `Bearer ${(await login.json()).data.accessToken}` };
}

/** Creates a record through the API, expects a 201, and answers the record as stored. */
export async function createRecord(
  request: APIRequestContext,
  headers: Record<string, string>,
  resource: string,
  data: object,
) {
  const created = await request.post(`/api/${resource}`, { headers, data });
  expect(created.status()).toBe(201);
  return (await created.json()).data;
}

/**
 * Replaces the stored access token by one whose claims say it expired a minute ago (and whose
 * signature is void), and the refresh token too when given; in one step, so that no request of the
 * open page can refresh in between.
 */
export async function expireStoredAccessToken(page: Page, refreshToken?: string): Promise<void> {
  await page.evaluate((replacement) => {
    const [header, payload] = (localStorage.getItem('accessToken') as string).split('.');
    const claims = JSON.parse(atob((payload as string).replace(/-/g, '+').replace(/_/g, '/')));
    const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem('accessToken', `${header}.${expired.replace(/=+$/, '')}.invalid-signature`);
    if (replacement) localStorage.setItem('refreshToken', replacement);
  }, refreshToken);
}

/** A small real PNG, so the server's image checks accept it. */
export async function pngFile(name: string, color = '#b0322a') {
  const buffer = await sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A name no other test or seeded record uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A request as the site's form sends it, its proof of work solved here: `fields` add to (or replace)
 * a consenting visitor's, Russian by default. Expects a 201 and answers the request's id. With
 * `to`, another form of the site (a job application to `/api/applications`, its CV in `files`).
 */
export async function sendRequest(
  request: APIRequestContext,
  fields: Record<string, string>,
  to: {
    path?: string;
    files?: Record<string, { name: string; mimeType: string; buffer: Buffer }>;
  } = {},
): Promise<number> {
  const challenge = (await (await request.get('/api/requests/challenge')).json()).data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const sent = await request.post(to.path ?? '/api/requests', {
    multipart: {
      consent: 'true',
      locale: 'ru',
      website: '',
      ...fields,
      ...to.files,
      proof: JSON.stringify({
        challenge,
        solution: { counter: solution?.counter, derivedKey: solution?.derivedKey },
      }),
    },
  });
  expect(sent.status()).toBe(201);
  return (await sent.json()).data.id;
}
