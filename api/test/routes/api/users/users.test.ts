import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { users } from '../../../../src/db/schema/index.ts';
import { usersRepository } from '../../../../src/plugins/app/auth/users-repository.ts';
import { ADMIN, bearer, build, type TestApp } from '../../../helper.ts';
import { mailingApp, waitFor } from '../../../smtp-support.ts';

vi.setConfig({ testTimeout: 60_000 });

const GOOD_PASSWORD = 'Шесть бочек кумыса';

const call = (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const tokenIn = (url: string) => url.split('#')[1] as string;

describe('without mail', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await build({ env: { SITE_URL: 'https://example.kz' } });
    admin = (await t.login()).accessToken;
  });
  afterAll(() => t.close());

  test('an invitation shows its link to the administrator; the person chooses a password and signs in', async () => {
    const invited = await call(t, admin, 'POST', '/api/users', { email: 'Aigul@Example.kz', role: 'editor' });
    expect(invited.statusCode, invited.body).toBe(201);
    const { data } = invited.json();
    const { invitation } = data;
    expect(data).toMatchObject({ email: 'aigul@example.kz', role: 'editor', status: 'invited' });
    expect(invitation.mailed).toBe(false);
    expect(invitation.url).toMatch(/^https:\/\/example\.kz\/admin\/invitation#[\w-]{40,}$/);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(71.9 * 3600_000);

    // Not before the password is chosen.
    expect((await post(t, '/api/auth/login', { email: 'aigul@example.kz', password: '!' })).statusCode).toBe(
      401,
    );

    const token = tokenIn(invitation.url);
    // The link's page names the account, and asking does not use the link up.
    for (let i = 0; i < 2; i++) {
      const named = await post(t, '/api/auth/invitation/account', { token });
      expect(named.json()).toEqual({ data: { email: 'aigul@example.kz' } });
    }
    expect((await post(t, '/api/auth/reset/account', { token })).json().code).toBe('link.invalid');
    for (const [password, code] of [
      ['short', 'password.too_short'],
      ['qwerty123456', 'password.common'],
      ['password2024', 'password.common'],
    ] as const) {
      const refused = await post(t, '/api/auth/invitation', { token, password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
    }
    const accepted = await post(t, '/api/auth/invitation', { token, password: GOOD_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const editor = accepted.json().data.accessToken;
    expect((await call(t, editor, 'GET', '/api/auth/me')).json().data).toMatchObject({
      email: 'aigul@example.kz',
      role: 'editor',
    });
    // Used once, then never again.
    const reused = await post(t, '/api/auth/invitation', { token, password: GOOD_PASSWORD });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('link.invalid');
    expect((await post(t, '/api/auth/invitation/account', { token })).json().code).toBe('link.invalid');
    expect((await call(t, admin, 'GET', '/api/users')).json().data).toContainEqual(
      expect.objectContaining({ email: 'aigul@example.kz', status: 'active' }),
    );
  });

  test('forged and expired links are refused', async () => {
    const forged = await post(t, '/api/auth/invitation', { token: 'x'.repeat(43), password: GOOD_PASSWORD });
    expect(forged.json()).toMatchObject({ code: 'link.invalid' });
    const forgedName = await post(t, '/api/auth/invitation/account', { token: 'x'.repeat(43) });
    expect(forgedName.statusCode).toBe(400);
    expect(forgedName.json()).toMatchObject({ code: 'link.invalid' });
    const invited = (
      await call(t, admin, 'POST', '/api/users', { email: 'late@example.kz', role: 'translator' })
    ).json();
    await t.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    const expired = await post(t, '/api/auth/invitation', {
      token: tokenIn(invited.data.invitation.url),
      password: GOOD_PASSWORD,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('link.invalid');
    // A new invitation works, and replaces the old one.
    const again = await call(t, admin, 'POST', `/api/users/${invited.data.id}/invitation`);
    expect(again.statusCode).toBe(201);
    expect(
      (
        await post(t, '/api/auth/invitation', {
          token: tokenIn(again.json().data.invitation.url),
          password: GOOD_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(t, admin, 'POST', `/api/users/${invited.data.id}/invitation`)).json().code).toBe(
      'account.active',
    );
  });

  test('an address cannot be invited twice, nor in a malformed way', async () => {
    expect(
      (await call(t, admin, 'POST', '/api/users', { email: ADMIN.email, role: 'editor' })).json().code,
    ).toBe('account.exists');
    expect(
      (await call(t, admin, 'POST', '/api/users', { email: 'no at sign', role: 'editor' })).statusCode,
    ).toBe(400);
    expect((await call(t, admin, 'POST', '/api/users', { email: 'a@b.kz', role: 'owner' })).statusCode).toBe(
      400,
    );
  });

  test('disabling ends the person’s sessions at once: access and refresh tokens stop working', async () => {
    const invited = (
      await call(t, admin, 'POST', '/api/users', { email: 'temp@example.kz', role: 'editor' })
    ).json();
    const signedIn = (
      await post(t, '/api/auth/invitation', {
        token: tokenIn(invited.data.invitation.url),
        password: GOOD_PASSWORD,
      })
    ).json().data;
    expect((await call(t, signedIn.accessToken, 'GET', '/api/trash')).statusCode).toBe(200);

    const disabled = await call(t, admin, 'PUT', `/api/users/${invited.data.id}`, { disabled: true });
    expect(disabled.json().data.status).toBe('disabled');
    expect((await call(t, signedIn.accessToken, 'GET', '/api/trash')).statusCode).toBe(401);
    expect((await post(t, '/api/auth/refresh', { refreshToken: signedIn.refreshToken })).statusCode).toBe(
      401,
    );
    // The right password learns that the account is disabled and whom to ask; a wrong one, nothing.
    const refused = await post(t, '/api/auth/login', { email: 'temp@example.kz', password: GOOD_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account.disabled',
      message: expect.stringMatching(/administrator/),
    });
    const wrong = await post(t, '/api/auth/login', {
      email: 'temp@example.kz',
      password: 'not the password',
    });
    const unknown = await post(t, '/api/auth/login', { email: 'nobody@example.kz', password: GOOD_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());

    await call(t, admin, 'PUT', `/api/users/${invited.data.id}`, { disabled: false });
    expect(
      (await post(t, '/api/auth/login', { email: 'temp@example.kz', password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
  });

  test('a changed role applies to the next call, not at the token’s expiry', async () => {
    const invited = (
      await call(t, admin, 'POST', '/api/users', { email: 'role@example.kz', role: 'editor' })
    ).json();
    const { accessToken } = (
      await post(t, '/api/auth/invitation', {
        token: tokenIn(invited.data.invitation.url),
        password: GOOD_PASSWORD,
      })
    ).json().data;
    expect((await call(t, accessToken, 'GET', '/api/trash')).statusCode).toBe(200);
    await call(t, admin, 'PUT', `/api/users/${invited.data.id}`, { role: 'translator' });
    expect((await call(t, accessToken, 'GET', '/api/trash')).statusCode).toBe(403);
  });

  test('the last active administrator can be neither demoted nor disabled', async () => {
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const refused = await call(t, admin, 'PUT', '/api/users/1', change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('account.last_admin');
    }
    const second = (
      await call(t, admin, 'POST', '/api/users', { email: 'boss@example.kz', role: 'admin' })
    ).json();
    await post(t, '/api/auth/invitation', {
      token: tokenIn(second.data.invitation.url),
      password: GOOD_PASSWORD,
    });
    expect((await call(t, admin, 'PUT', '/api/users/1', { role: 'editor' })).statusCode).toBe(200);
    const boss = (
      await post(t, '/api/auth/login', { email: 'boss@example.kz', password: GOOD_PASSWORD })
    ).json().data;
    expect(
      (await call(t, boss.accessToken, 'PUT', `/api/users/${second.data.id}`, { disabled: true })).statusCode,
    ).toBe(409);
    expect((await call(t, boss.accessToken, 'PUT', '/api/users/1', { role: 'admin' })).statusCode).toBe(200);
  });

  test('staff change their own password with the current one; every other session ends', async () => {
    const first = await t.login();
    const second = await t.login();
    const wrong = await call(t, first.accessToken, 'POST', '/api/auth/password', {
      currentPassword: 'not it',
      password: GOOD_PASSWORD,
    });
    expect(wrong.json().code).toBe('password.current_wrong');
    const sessions = (await call(t, first.accessToken, 'GET', '/api/auth/sessions')).json().data;
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    const changed = await call(t, first.accessToken, 'POST', '/api/auth/password', {
      currentPassword: ADMIN.password,
      password: GOOD_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post(t, '/api/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    const kept = await post(t, '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(kept.statusCode).toBe(200);
    expect(
      (await post(t, '/api/auth/login', { email: ADMIN.email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    // The administrator's other session (this file's) ended too, at once.
    expect((await call(t, admin, 'GET', '/api/users')).statusCode).toBe(401);
    // Put it back for the other tests.
    await call(t, kept.json().data.accessToken, 'POST', '/api/auth/password', {
      currentPassword: GOOD_PASSWORD,
      password: ADMIN.password,
    });
    admin = (await t.login()).accessToken;
  });

  test('staff see their sessions with the browser and end one', async () => {
    const phone = (
      await post(t, '/api/auth/login', ADMIN, { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' })
    ).json().data;
    const desk = await t.login();
    const list = (await call(t, desk.accessToken, 'GET', '/api/auth/sessions')).json().data;
    const onPhone = list.find((session: { userAgent: string | null }) =>
      session.userAgent?.includes('iPhone'),
    );
    expect(onPhone).toMatchObject({ current: false });
    expect((await call(t, desk.accessToken, 'DELETE', `/api/auth/sessions/${onPhone.id}`)).statusCode).toBe(
      200,
    );
    expect((await post(t, '/api/auth/refresh', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
    expect((await call(t, desk.accessToken, 'DELETE', `/api/auth/sessions/${onPhone.id}`)).statusCode).toBe(
      404,
    );
  });

  test('a reset request answers the same whether or not the address exists', async () => {
    for (const email of [ADMIN.email, 'nobody@example.kz']) {
      const response = await post(t, '/api/auth/forgot', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { sent: true } });
    }
  });

  test('reset requests are throttled per address: the sixth in 15 minutes gets 429', async () => {
    const from = { remoteAddress: '198.51.100.9' };
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'x@example.kz' }, ...from });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask()).statusCode).toBe(202);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  test('the reset limit holds across instances, and an IPv6 /64 is one address', async () => {
    const other = await t.instance();
    const ask = (app: typeof other, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: 'x@example.kz' },
        remoteAddress,
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await ask(attempt % 2 ? t.app : other, `2001:db8:5:6::${attempt}`);
      expect(answer.statusCode).toBe(202);
    }
    expect((await ask(other, '2001:db8:5:6:abcd::1')).statusCode).toBe(429);
    expect((await ask(t.app, '2001:db8:5:7::1')).statusCode).toBe(202);
  });

  test('a chosen password must resist guessing: blank, invisible, repeated, sequential and weak ones are refused', async () => {
    const refusals: [string, string][] = [
      ['          ', 'password.blank'],
      ['\u00a0\u2003\u3000'.repeat(4), 'password.blank'],
      ['\u200b'.repeat(10), 'password.invisible'],
      ['correct\u200dhorse\u200dbattery', 'password.invisible'],
      [`a${'\u0301'.repeat(9)}`, 'password.too_short'],
      ['aaaaaaaaaa', 'password.repetitive'],
      ['1111111111', 'password.repetitive'],
      ['abcabcabcabc', 'password.repetitive'],
      ['abcdefghijkl', 'password.sequence'],
      ['Password!!', 'password.common'],
      ['example.com1', 'password.weak'],
      ['admin@example.kz', 'password.common'],
      ['qwertyuiop', 'password.common'],
    ];
    for (const [password, code] of refusals) {
      const refused = await call(t, admin, 'POST', '/api/auth/password', {
        currentPassword: ADMIN.password,
        password,
      });
      expect([JSON.stringify(password), refused.statusCode, refused.json().code]).toEqual([
        JSON.stringify(password),
        400,
        code,
      ]);
    }
  });

  test('account changes reach the action log; only administrators manage accounts', async () => {
    const log = (await call(t, admin, 'GET', `/api/audit?range=${encodeURIComponent('[0,199]')}`)).json()
      .data;
    const actions = new Set(log.map((entry: { action: string }) => entry.action));
    for (const action of [
      'account_invite',
      'account_update',
      'password_change',
      'session_end',
      'password_reset',
    ])
      expect(actions).toContain(action);
    const editor = (
      await post(t, '/api/auth/login', { email: 'aigul@example.kz', password: GOOD_PASSWORD })
    ).json().data;
    expect((await call(t, editor.accessToken, 'GET', '/api/users')).statusCode).toBe(403);
    expect(
      (await call(t, editor.accessToken, 'POST', '/api/users', { email: 'x@y.kz', role: 'admin' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the last administrator', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await build();
    admin = (await t.login()).accessToken;
  });
  afterAll(() => t.close());
  const activeAdmins = () =>
    t.db.$count(users, and(eq(users.role, 'admin'), isNull(users.disabledAt), isNotNull(users.activatedAt)));

  test('an invited administrator who has not chosen a password does not count as one', async () => {
    const invited = await call(t, admin, 'POST', '/api/users', {
      email: 'typo-admin@exmaple.com',
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data.status).toBe('invited');
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const refused = await call(t, admin, 'PUT', '/api/users/1', change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('account.last_admin');
    }
    expect((await call(t, admin, 'GET', '/api/users')).statusCode).toBe(200);
  });

  test('two administrators disabling each other at once, through two instances: one of them stays, every time', async () => {
    const other = await t.instance();
    const repository = usersRepository(t.db);
    const outcomes = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const a = (await repository.create(`a${round}@example.kz`, '!', 'admin')) as { id: number };
      const b = (await repository.create(`b${round}@example.kz`, '!', 'admin')) as { id: number };
      // These two are the only active administrators.
      await t.db
        .update(users)
        .set({ disabledAt: sql`now()` })
        .where(and(eq(users.role, 'admin'), notInArray(users.id, [a.id, b.id])));
      const disable = (app: typeof other, by: number, whom: number) =>
        app.inject({
          method: 'PUT',
          url: `/api/users/${whom}`,
          headers: bearer(app.jwt.sign({ uid: by, role: 'admin' })),
          payload: { disabled: true },
        });
      const answers = await Promise.all([disable(t.app, a.id, b.id), disable(other, b.id, a.id)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The second is refused as the last administrator, or, when the first had already disabled
      // its account before it was even read, as no longer signed in.
      expect([
        [200, 409],
        [200, 401],
      ]).toContainEqual(statuses);
      for (const answer of answers)
        if (answer.statusCode === 409) expect(answer.json().code).toBe('account.last_admin');
      outcomes.add(statuses.join());
      expect(await activeAdmins()).toBe(1);
    }
    expect(outcomes.has('200,409')).toBe(true);
  });
});

describe('with an SMTP server', () => {
  const mailing = mailingApp();

  test('the invitation arrives by mail and its link lets the person in', async () => {
    const admin = (await mailing.t.login()).accessToken;
    const invited = await call(mailing.t, admin, 'POST', '/api/users', {
      email: 'translator@example.kz',
      role: 'translator',
    });
    expect(invited.json().data.invitation.mailed).toBe(true);
    await mailing.t.app.mail.deliverDue();
    const mail = await waitFor(() =>
      mailing.smtp.received.find((item) => item.subject?.includes('Приглашение')),
    );
    expect(mail.to).toMatchObject({ text: 'translator@example.kz' });
    const link = mail.text?.match(/https:\/\/example\.kz\/admin\/invitation#[\w-]+/)?.[0] as string;
    expect(link).toBe(invited.json().data.invitation.url);
    const signedIn = await post(mailing.t, '/api/auth/invitation', {
      token: tokenIn(link),
      password: GOOD_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  test('a forgotten password is reset through the mailed link, once, within the hour', async () => {
    expect((await post(mailing.t, '/api/auth/forgot', { email: 'Translator@example.kz' })).statusCode).toBe(
      202,
    );
    // The link is made and queued just after the answer.
    const mail = await waitFor(async () => {
      await mailing.t.app.mail.deliverDue();
      return mailing.smtp.received.find((item) => item.subject?.includes('Смена пароля'));
    });
    const link = mail.text?.match(/https:\/\/example\.kz\/admin\/reset#[\w-]+/)?.[0] as string;
    const reset = await post(mailing.t, '/api/auth/reset', {
      token: tokenIn(link),
      password: 'Новый пароль переводчика',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(
      (await post(mailing.t, '/api/auth/reset', { token: tokenIn(link), password: 'Ещё один пароль!' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(mailing.t, '/api/auth/login', {
          email: 'translator@example.kz',
          password: 'Новый пароль переводчика',
        })
      ).statusCode,
    ).toBe(200);
    // The invitation link cannot be used as a reset link.
    expect(
      (await post(mailing.t, '/api/auth/invitation', { token: tokenIn(link), password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(400);
  });

  test('a reset request takes as long whether or not the address has an account', async () => {
    const timed = async (email: string, remoteAddress: string) => {
      const started = performance.now();
      const answer = await mailing.t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email },
        remoteAddress,
      });
      const took = performance.now() - started;
      expect(answer.statusCode).toBe(202);
      // Whatever follows the answer is done before the next one is timed: the lookup, and the
      // mail's delivery to the SMTP server in this process.
      await new Promise((resolve) => setTimeout(resolve, 40));
      await mailing.t.app.mail.deliverDue();
      return took;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let sample = 0; sample < 40; sample++) {
      // Each goes first in every other pair, so that neither gains from following the other.
      const pair = [
        async () => existing.push(await timed(ADMIN.email, `198.18.${sample}.1`)),
        async () => unknown.push(await timed(`nobody${sample}@example.kz`, `198.18.${sample}.2`)),
      ];
      if (sample % 2) pair.reverse();
      for (const measure of pair) await measure();
    }
    // Before, an existing account took about twice as long (its link made, its mail queued).
    const ratio = median(existing) / median(unknown);
    expect(ratio).toBeLessThan(1.4);
    expect(ratio).toBeGreaterThan(1 / 1.4);
  });
});
