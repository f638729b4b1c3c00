import { createHash, createHmac } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../../src/auth/passwords.ts';
import { refreshTokens } from '../../../src/db/schema/index.ts';
import { ensureFirstAdmin } from '../../../src/plugins/app/auth/first-admin.ts';
import { usersRepository } from '../../../src/plugins/app/auth/users-repository.ts';
import { ADMIN, bearer, build, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT made by hand, to try what @fastify/jwt would never sign. */
function handMadeToken(header: object, payload: object, secret?: string): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

/** A write only an administrator may do, to tell whether a token is accepted. */
const tryWrite = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(token),
    payload: { name: { ru: 'x' }, description: { ru: 'x' } },
  });

describe('login', () => {
  test('the right e-mail and password give an HS256 access token with uid and role, and a refresh token', async () => {
    const response = await post('/api/auth/login', {
      email: ` ${ADMIN.email.toUpperCase()} `,
      password: ADMIN.password,
    });
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken } = response.json().data;
    const [header, payload] = accessToken
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString() || '{}'));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ uid: expect.any(Number), role: 'admin' });
    expect(payload.exp - payload.iat).toBe(t.config.accessTokenTtl);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await tryWrite(accessToken)).statusCode).toBe(201);
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    const wrongPassword = await post('/api/auth/login', { email: ADMIN.email, password: 'wrong' });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@example.kz',
      password: ADMIN.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: 'Unauthorized',
      message: 'Invalid email or password',
      code: 'unauthorized',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  test('a missing password is a 400 naming it', async () => {
    const response = await post('/api/auth/login', { email: ADMIN.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('password');
  });
});

describe('access tokens', () => {
  test('expired, forged and alg:none tokens are refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { uid: 1, role: 'admin' };
    const secret = t.config.jwtSecret;
    const tokens = {
      expired: handMadeToken(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: now - 3600, exp: now - 60 },
        secret,
      ),
      forged: handMadeToken(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: now, exp: now + 600 },
        'someone else’s key',
      ),
      algNone: handMadeToken({ alg: 'none', typ: 'JWT' }, { ...claims, iat: now, exp: now + 600 }),
      garbage: 'a.b.c',
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await tryWrite(token);
      expect(response.statusCode, kind).toBe(401);
      expect(response.json().error).toBe('Unauthorized');
    }
    const valid = handMadeToken(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, iat: now, exp: now + 600 },
      secret,
    );
    expect((await tryWrite(valid)).statusCode).toBe(201);
  });
});

describe('refresh', () => {
  test('rotates the refresh token; a used one coming back revokes its whole family', async () => {
    const first = await t.login();
    const rotated = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await tryWrite(second.accessToken)).statusCode).toBe(201);

    const reused = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reused.statusCode).toBe(401);
    // The thief may hold the newer token too: it is revoked with the family.
    expect((await post('/api/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  test('an unknown refresh token is a 401 and a missing one a 400', async () => {
    expect((await post('/api/auth/refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {})).statusCode).toBe(400);
  });

  test('a session ends 30 days after its sign-in, however often it was refreshed', async () => {
    const session = await t.login();
    const refreshed = (await post('/api/auth/refresh', { refreshToken: session.refreshToken })).json().data;
    const [first, second] = await t.db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, [session.refreshToken, refreshed.refreshToken].map(sha256)));
    expect(first?.expiresAt.getTime()).toBe(second?.expiresAt.getTime());
    // The sign-in was 30 days ago: its family has ended, whichever token of it comes back.
    await t.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second'`);
    expect((await post('/api/auth/refresh', { refreshToken: refreshed.refreshToken })).statusCode).toBe(401);
  });

  test('a new ADMIN_PASSWORD at start-up ends the sessions signed in with the old one', async () => {
    const other = await build();
    try {
      const session = await other.login();
      await ensureFirstAdmin(other.db, { email: ADMIN.email, password: 'a brand new operator password' });
      expect(
        (await other.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: session })).statusCode,
      ).toBe(401);
      // Its access token stops too, without waiting for it to expire.
      expect(
        (await other.app.inject({ method: 'GET', url: '/api/trash', headers: bearer(session.accessToken) }))
          .statusCode,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('other sessions survive when one family is revoked', async () => {
    const mine = await t.login();
    const other = await t.login();
    await post('/api/auth/refresh', { refreshToken: mine.refreshToken });
    await post('/api/auth/refresh', { refreshToken: mine.refreshToken });
    expect((await post('/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });
});

describe('logout', () => {
  test('with a refresh token, ends that session only', async () => {
    const ending = await t.login();
    const staying = await t.login();
    const response = await post(
      '/api/auth/logout',
      { refreshToken: ending.refreshToken },
      bearer(ending.accessToken),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { loggedOut: true } });
    expect((await post('/api/auth/refresh', { refreshToken: ending.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: staying.refreshToken })).statusCode).toBe(200);
  });

  test('with an empty JSON body (as the back office sends it), ends every session', async () => {
    const one = await t.login();
    const two = await t.login();
    const response = await post('/api/auth/logout', undefined, {
      ...bearer(one.accessToken),
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(200);
    for (const session of [one, two]) {
      expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    }
  });

  test('needs a bearer token', async () => {
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
  });
});

describe('throttling', () => {
  test('failures on one account from one address block that pair with growing delays, even for the right password', async () => {
    const email = 'throttled@example.kz';
    await usersRepository(t.db).create(email, await hashPassword('the right one'));
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post('/api/auth/login', { email, password: `wrong ${attempt}` })).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email, password: 'the right one' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json().error).toBe('Too Many Requests');

    await new Promise((done) => setTimeout(done, 1100));
    expect((await post('/api/auth/login', { email, password: 'wrong again' })).statusCode).toBe(401);
    const longer = await post('/api/auth/login', { email, password: 'the right one' });
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    // Another account from the same address is not held back by this one.
    expect((await post('/api/auth/login', ADMIN)).statusCode).toBe(200);
  });

  test('40 concurrent wrong passwords for one account: only the free attempts are checked', async () => {
    const email = 'concurrent@example.kz';
    await usersRepository(t.db).create(email, await hashPassword('the right one'));
    const address = '198.51.100.40';
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        post('/api/auth/login', { email, password: `wrong ${attempt}` }, {}, address),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Five free attempts, then one per delay (1 s, 2 s, 4 s...): on a busy machine the forty may
    // take a few seconds, but never get anywhere near forty checks.
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(5 + Math.log2(seconds + 1));
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  test('a stranger who knows an address cannot lock its owner out', async () => {
    const email = 'owner@example.kz';
    await usersRepository(t.db).create(email, await hashPassword('the owner password'));
    for (let attempt = 1; attempt <= 12; attempt++) {
      await post('/api/auth/login', { email, password: `guess ${attempt}` }, {}, '192.0.2.66');
    }
    expect(
      (await post('/api/auth/login', { email, password: 'the owner password' }, {}, '192.0.2.66')).statusCode,
    ).toBe(429);
    // From the owner's own address, the right password still signs in at once.
    expect(
      (await post('/api/auth/login', { email, password: 'the owner password' }, {}, '192.0.2.10')).statusCode,
    ).toBe(200);
  });

  test('many failures from one address block it for every account', async () => {
    const address = '203.0.113.7';
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await post(
        '/api/auth/login',
        { email: `guess${attempt}@example.kz`, password: 'x' },
        {},
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', ADMIN, {}, address)).statusCode).toBe(429);
    expect((await post('/api/auth/login', ADMIN, {}, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('behind the deploy proxy', () => {
  test('the client address comes from the proxy hop, and a forged X-Forwarded-For is not believed', async () => {
    const proxied = await build({ env: { TRUST_PROXY: 'true' } });
    try {
      // nginx sets X-Forwarded-For to the address it saw; a client's own header comes before it.
      for (const header of ['203.0.113.50', '10.9.9.9, 203.0.113.50']) {
        await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nobody@example.kz', password: 'x' },
          headers: { 'x-forwarded-for': header },
          remoteAddress: '172.18.0.2',
        });
      }
      const token = (await proxied.login()).accessToken;
      // Someone reaching the app past the proxy cannot name an address either.
      await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.kz', password: 'x' },
        headers: { 'x-forwarded-for': '203.0.113.99' },
        remoteAddress: '198.51.100.7',
      });
      const addresses = async () =>
        (
          await proxied.app.inject({
            method: 'GET',
            url: `/api/audit?filter=${encodeURIComponent('{"action":"sign_in_failed"}')}`,
            headers: bearer(token),
          })
        )
          .json()
          .data.map((entry: { address: string }) => entry.address);
      expect(await addresses()).toEqual(['198.51.100.7', '203.0.113.50', '203.0.113.50']);
    } finally {
      await proxied.close();
    }
  });
});
