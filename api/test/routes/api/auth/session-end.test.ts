import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refreshTokens, users } from '../../../../src/db/schema/index.ts';
import { bearer, build, type TestApp } from '../../../helper.ts';

/**
 * A session that cannot go on says why, so that the sign-in screen can tell the person: their
 * account was disabled, the session was ended elsewhere, or it expired. An unknown token learns nothing.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build();
  admin = (await t.login()).accessToken;
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const sidOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString()).sid as string;

describe('a refresh that is refused names the reason', () => {
  test('a session ended from another device: session.ended', async () => {
    const ended = await t.loginAs('editor');
    const other = await t.loginAs('editor');
    const closed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sidOf(ended.accessToken)}`,
      headers: bearer(other.accessToken),
    });
    expect(closed.statusCode).toBe(200);
    const refused = await refresh(ended.refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'Unauthorized', code: 'session.ended' });
    // The other session goes on.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  test('every session ended by signing out everywhere: session.ended', async () => {
    const session = await t.loginAs('editor');
    const other = await t.loginAs('editor');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(other.accessToken) });
    expect((await refresh(session.refreshToken)).json().code).toBe('session.ended');
  });

  test('a disabled account: account.disabled, also after the session was ended by the disabling', async () => {
    const session = await t.loginAs('translator');
    const [translator] = await t.db.select().from(users).where(eq(users.email, 'translator.role@example.kz'));
    const id = translator?.id as number;
    const change = (disabled: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(admin), payload: { disabled } });
    expect((await change(true)).statusCode).toBe(200);
    const refused = await refresh(session.refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'account.disabled',
      message: expect.stringMatching(/administrator/),
    });
    await change(false);
    // Enabled again, the old session stays ended: it says so.
    expect((await refresh(session.refreshToken)).json().code).toBe('session.ended');
  });

  test('an expired session: session.expired', async () => {
    const session = await t.loginAs('editor');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, sidOf(session.accessToken)));
    expect((await refresh(session.refreshToken)).json()).toMatchObject({ code: 'session.expired' });
  });

  test('a token the server never issued: the plain 401, no reason', async () => {
    const refused = await refresh('a'.repeat(43));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthorized');
  });
});
