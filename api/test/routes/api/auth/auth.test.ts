import { createHash, createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startNginx } from '../../../../../e2e/nginx.ts';
import { hashPassword } from '../../../../src/auth/passwords.ts';
import { ConfigError } from '../../../../src/config.ts';
import { refreshTokens } from '../../../../src/db/schema/index.ts';
import { ensureFirstAdmin } from '../../../../src/plugins/app/auth/first-admin.ts';
import { usersRepository } from '../../../../src/plugins/app/auth/users-repository.ts';
import { ADMIN, bearer, build, type TestApp } from '../../../helper.ts';

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

  test('ADMIN_PASSWORD only creates the account: a restart never resets the password its owner chose', async () => {
    const other = await build();
    try {
      const session = await other.login();
      const chosen = 'Шесть бочек кумыса у реки';
      const changed = await other.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(session.accessToken),
        payload: { currentPassword: ADMIN.password, password: chosen },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // The next start, with the old password still in the environment.
      expect(await ensureFirstAdmin(other.db, ADMIN)).toEqual({ email: ADMIN.email, created: false });
      const login = (password: string) =>
        other.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: ADMIN.email, password },
        });
      expect((await login(ADMIN.password)).statusCode).toBe(401);
      expect((await login(chosen)).statusCode).toBe(200);
      // The session that changed the password goes on.
      expect(
        (await other.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: session })).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('a weak ADMIN_PASSWORD stops the start instead of creating the account; unused, it is ignored', async () => {
    const weak = { email: 'weak.admin@example.kz', password: 'aaaaaaaaaaaa' };
    const refused = ensureFirstAdmin(t.db, weak, 'https://example.kz');
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(
      /^Invalid environment: ADMIN_PASSWORD .*weak\.admin@example\.kz.*repeats the same characters/,
    );
    expect(await usersRepository(t.db).findByEmail(weak.email)).toBeUndefined();
    // The site's host counts against it, as in the admin.
    await expect(
      ensureFirstAdmin(t.db, { email: weak.email, password: 'example.kz' }, 'https://example.kz'),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
    // An account that exists keeps its password: the variable is not used, so not judged.
    expect(await ensureFirstAdmin(t.db, { ...ADMIN, password: 'aaaaaaaaaaaa' })).toEqual({
      email: ADMIN.email,
      created: false,
    });
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

  test('without any body (no content type either), ends every session of the account', async () => {
    const one = await t.login();
    const two = await t.login();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(one.accessToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { loggedOut: true } });
    for (const session of [one, two]) {
      expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) }))
          .statusCode,
      ).toBe(401);
    }
  });

  test('needs a bearer token', async () => {
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
  });
});

// Each attempt checks a password (scrypt), and past the free ones solves a proof of work.
describe('throttling', { timeout: 90_000 }, () => {
  let th: TestApp;
  beforeAll(async () => {
    th = await build({ env: { REQUEST_CHALLENGE_DIFFICULTY: '50' } });
  });
  afterAll(() => th.close());

  type Attempt = { email: string; password: string; proof?: object };
  const login = (payload: Attempt, remoteAddress = '127.0.0.1', app = th.app) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  /** A solved sign-in challenge for `email`, as the login form sends it. */
  async function proofFor(email: string, remoteAddress = '127.0.0.1') {
    const response = await th.app.inject({
      method: 'POST',
      url: '/api/auth/challenge',
      payload: { email },
      remoteAddress,
    });
    expect(response.statusCode, response.body).toBe(200);
    const challenge = response.json().data as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the challenge could not be solved');
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  }
  /** Signs in as the admin's login form does: asked for a proof of work, it solves one and tries again. */
  async function formLogin(payload: Attempt, remoteAddress = '127.0.0.1') {
    let answer = await login(payload, remoteAddress);
    for (let round = 0; round < 3 && answer.json().code === 'sign_in.proof_required'; round++) {
      answer = await login(
        { ...payload, proof: await proofFor(payload.email, remoteAddress) },
        remoteAddress,
      );
    }
    return answer;
  }
  const expectProofRequired = (answer: LightMyRequestResponse, difficulty = 50) => {
    expect(answer.statusCode, answer.body).toBe(429);
    expect(answer.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.stringContaining('POST /api/auth/challenge'),
      code: 'sign_in.proof_required',
      params: { difficulty },
    });
  };
  const account = async (email: string, password: string) =>
    usersRepository(th.db).create(email, await hashPassword(password));

  test('past five failures on one account from one address, each attempt carries a proof of work, harder every five more; the right password always signs in', async () => {
    const email = 'throttled@example.kz';
    await account(email, 'the right one');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email, password: `wrong ${attempt}` })).statusCode).toBe(401);
    }
    // Not a lock: the right password with a proof of work signs in, a wrong one is checked as usual.
    expectProofRequired(await login({ email, password: 'the right one' }));
    const proof = await proofFor(email);
    expect((await login({ email, password: 'wrong 6', proof })).statusCode).toBe(401);
    // A proof is good once.
    const reused = await login({ email, password: 'wrong 7', proof });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('proof.invalid');
    const easy = await proofFor(email);
    for (let attempt = 7; attempt <= 10; attempt++) {
      expect(
        (await login({ email, password: `wrong ${attempt}`, proof: await proofFor(email) })).statusCode,
      ).toBe(401);
    }
    // Five more failures double the work: a challenge made for the easier step no longer does.
    expectProofRequired(await login({ email, password: 'wrong 11' }), 100);
    const tooEasy = await login({ email, password: 'wrong 12', proof: easy });
    expect(tooEasy.statusCode).toBe(400);
    expect(tooEasy.json().code).toBe('proof.invalid');
    expect((await formLogin({ email, password: 'the right one' })).statusCode).toBe(200);
    // Signing in clears the account's failures.
    expect((await login({ email, password: 'wrong again' })).statusCode).toBe(401);
  });

  test('40 concurrent wrong passwords for one account: only the free attempts are checked', async () => {
    const email = 'concurrent@example.kz';
    await account(email, 'the right one');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        login({ email, password: `wrong ${attempt}` }, '198.51.100.40'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  test('a stranger sharing the owner’s address cannot keep the owner out, however many failures', async () => {
    const office = '192.0.2.99';
    for (let attempt = 1; attempt <= 21; attempt++) {
      const answer = await formLogin({ email: `made-up${attempt}@example.kz`, password: 'x' }, office);
      expect(answer.statusCode).toBe(401);
    }
    // Refused attempts (no proof yet) did not count: 21 failures, then six on the owner's account.
    // The owner's own account, guessed at from the same office.
    for (let attempt = 1; attempt <= 6; attempt++) {
      await formLogin({ email: ADMIN.email, password: `guess ${attempt}` }, office);
    }
    const owner = await login(ADMIN, office);
    expectProofRequired(owner, 100);
    expect(owner.headers['retry-after']).toBeUndefined();
    expect((await formLogin(ADMIN, office)).statusCode).toBe(200);
  });

  test('guesses at one account spread over many addresses need a proof past ten', async () => {
    const email = 'distributed@example.kz';
    await account(email, 'the right one');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login({ email, password: `wrong ${attempt}` }, `203.0.113.${attempt}`)).statusCode).toBe(
        401,
      );
    }
    expectProofRequired(await login({ email, password: 'wrong 11' }, '203.0.113.11'));
    expect((await formLogin({ email, password: 'the right one' }, '203.0.113.12')).statusCode).toBe(200);
  });

  test('an IPv6 /64 counts as one address', async () => {
    const email = 'ipv6@example.kz';
    await account(email, 'the right one');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await login({ email, password: `wrong ${attempt}` }, `2001:db8:1:2::${attempt}`)).statusCode,
      ).toBe(401);
    }
    expectProofRequired(await login({ email, password: 'wrong 6' }, '2001:db8:1:2:ffff:1234:5678:9abc'));
    // Another /64 is another address (the account's own count, six, is still under ten).
    expect((await login({ email, password: 'wrong 7' }, '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  test('every instance on the database shares the counts', async () => {
    const email = 'two-instances@example.kz';
    await account(email, 'the right one');
    const other = await th.instance();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const app = attempt % 2 ? th.app : other;
      expect((await login({ email, password: `wrong ${attempt}` }, '198.51.100.77', app)).statusCode).toBe(
        401,
      );
    }
    expectProofRequired(await login({ email, password: 'wrong 6' }, '198.51.100.77', other));
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

  test('through deploy/nginx.conf in a real nginx: the visitor is the client, whatever it writes, and a trusted load balancer passes its visitor on', async () => {
    // nginx connects from 127.0.0.1; 127.0.0.3 plays a load balancer the operator trusts.
    const proxied = await build({ env: { TRUST_PROXY: '127.0.0.1, 127.0.0.3' } });
    await proxied.app.listen({ host: '127.0.0.1', port: 4651 });
    const nginx = await startNginx({ siteDir: proxied.dataDir, appPort: 4651, port: 4652 });
    try {
      const attempt = (localAddress: string, forwardedFor: string) =>
        new Promise<number>((done, fail) => {
          const sent = httpRequest(
            `${nginx.url}/api/auth/login`,
            {
              method: 'POST',
              localAddress,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
            },
            (response) => {
              response.resume();
              response.on('end', () => done(response.statusCode ?? 0));
            },
          );
          sent.on('error', fail);
          sent.end(JSON.stringify({ email: 'nobody@example.kz', password: 'x' }));
        });
      // A visitor at 127.0.0.2 naming another address: its own counts.
      expect(await attempt('127.0.0.2', '203.0.113.9')).toBe(401);
      // The load balancer at 127.0.0.3 passing on its visitor's address.
      expect(await attempt('127.0.0.3', '198.51.100.5')).toBe(401);
      const token = (await proxied.login()).accessToken;
      const logged = await proxied.app.inject({
        method: 'GET',
        url: `/api/audit?filter=${encodeURIComponent('{"action":"sign_in_failed"}')}`,
        headers: bearer(token),
      });
      expect(logged.json().data.map((entry: { address: string }) => entry.address)).toEqual([
        '198.51.100.5',
        '127.0.0.2',
      ]);
    } finally {
      await nginx.stop();
      await proxied.close();
    }
  });
});
