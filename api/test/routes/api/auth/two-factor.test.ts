import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { hashPassword } from '../../../../src/auth/passwords.ts';
import { loadConfig } from '../../../../src/config.ts';
import { auditLog, type Role, twoFactors } from '../../../../src/db/schema/index.ts';
import { usersRepository } from '../../../../src/plugins/app/auth/users-repository.ts';
import { ADMIN, bearer, build, type TestApp } from '../../../helper.ts';

vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'a long password for the second factor';

/** The authenticator app: the code for now, or for `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

let t: TestApp;
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const login = (email: string, password = PASSWORD) => post('/api/auth/login', { email, password });

async function addAccount(email: string, role: Role) {
  await usersRepository(t.db).create(email, await hashPassword(PASSWORD), role);
  const signedIn = await login(email);
  expect(signedIn.json().data.accessToken, signedIn.body).toBeTruthy();
  return signedIn.json().data as { accessToken: string; refreshToken: string };
}

/** Sets up the factor from the account screen; answers the secret and the recovery codes. */
async function setUp(token: string) {
  const setup = await post('/api/auth/two-factor/setup', { password: PASSWORD }, token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data;
  const confirmedWith = codeOf(secret);
  const enabled = await post('/api/auth/two-factor/enable', { code: confirmedWith }, token);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return {
    secret: secret as string,
    recoveryCodes: enabled.json().data.recoveryCodes as string[],
    /** The code that confirmed the set-up: its step is used, even once the next one began. */
    confirmedWith,
  };
}

async function actions(email: string) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorEmail, email));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await build({ env: { SITE_URL: 'https://example.kz', TWO_FACTOR_REQUIRED_ROLES: 'admin' } });
});
afterAll(() => t.close());

test('administrators need a second factor unless the operator says otherwise', () => {
  const defaults = { DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(40) };
  expect(loadConfig(defaults).twoFactorRequiredRoles).toEqual(['admin']);
  expect(loadConfig({ ...defaults, TWO_FACTOR_REQUIRED_ROLES: 'none' }).twoFactorRequiredRoles).toEqual([]);
  expect(() => loadConfig({ ...defaults, TWO_FACTOR_REQUIRED_ROLES: 'boss' })).toThrow(/TWO_FACTOR/);
});

describe('setting up from the account screen', () => {
  test('a code confirms the secret; ten recovery codes come once; the secret is stored sealed and never shown again', async () => {
    const { accessToken } = await addAccount('setup@example.kz', 'editor');
    expect((await call('GET', '/api/auth/two-factor', accessToken)).json().data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    // A session alone cannot turn a factor on (security review N10): the password comes first.
    for (const body of [{}, { password: 'not the password' }]) {
      const refused = await post('/api/auth/two-factor/setup', body, accessToken);
      expect(refused.statusCode).toBe(400);
      if ('password' in body) expect(refused.json().code).toBe('password.current_wrong');
    }
    expect(await t.db.$count(twoFactors)).toBe(0);
    const setup = await post('/api/auth/two-factor/setup', { password: PASSWORD }, accessToken);
    const { secret, uri } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/example\.kz:setup%40example\.kz\?/);
    expect(uri).toContain(`secret=${secret}`);

    const wrong = await post('/api/auth/two-factor/enable', { code: codeOf(secret, 5) }, accessToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('two_factor.code_wrong');

    const enabled = await post('/api/auth/two-factor/enable', { code: codeOf(secret) }, accessToken);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes: string[] = enabled.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const status = await call('GET', '/api/auth/two-factor', accessToken);
    expect(status.json().data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(secret);
    const again = await post('/api/auth/two-factor/setup', { password: PASSWORD }, accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('two_factor.already_enabled');

    const [row] = await t.db.select().from(twoFactors);
    expect(row?.secret).not.toContain(secret);
    expect(row?.secret).toMatch(/^v1\./);
    expect(await actions('setup@example.kz')).toEqual(
      expect.arrayContaining(['two_factor_setup', 'two_factor_failed']),
    );
  });
});

describe('signing in with a second factor', () => {
  let secret: string;
  let recoveryCodes: string[];
  let confirmedWith: string;
  beforeAll(async () => {
    ({ secret, recoveryCodes, confirmedWith } = await setUp(
      (await addAccount('code@example.kz', 'editor')).accessToken,
    ));
  });

  test('the password gives a ticket, not tokens; a code for a step not used yet gives the tokens, once', async () => {
    const first = await login('code@example.kz');
    expect(first.statusCode).toBe(200);
    const step = first.json().data;
    expect(step).toMatchObject({ secondFactor: 'code', ticket: expect.any(String) });
    expect(step.accessToken).toBeUndefined();
    // The ticket opens nothing else.
    expect((await call('GET', '/api/auth/me', step.ticket)).statusCode).toBe(401);

    // The code that confirmed the set-up was this step's: it is not accepted again.
    const replayed = await post('/api/auth/two-factor/sign-in', {
      ticket: step.ticket,
      code: confirmedWith,
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('two_factor.code_wrong');

    const next = codeOf(secret, 1);
    const signedIn = await post('/api/auth/two-factor/sign-in', { ticket: step.ticket, code: next });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tokens = signedIn.json().data;
    expect((await call('GET', '/api/auth/me', tokens.accessToken)).json().data.email).toBe('code@example.kz');

    // Neither the ticket nor the code work twice.
    const again = await login('code@example.kz');
    const replay = await post('/api/auth/two-factor/sign-in', {
      ticket: again.json().data.ticket,
      code: next,
    });
    expect(replay.json().code).toBe('two_factor.code_wrong');
    const reused = await post('/api/auth/two-factor/sign-in', {
      ticket: step.ticket,
      code: recoveryCodes[9] as string,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('two_factor.ticket_invalid');

    // The session that passed the second step refreshes like any other.
    const refreshed = await post('/api/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(refreshed.statusCode).toBe(200);
  });

  test('a ticket cannot be forged: not with the signing key, not from an access token, not altered', async () => {
    const { ticket } = (await login('code@example.kz')).json().data;
    const [user] = await t.db.select().from(twoFactors);
    const payload = { uid: user?.userId, step: 'code', jti: 'forged', aud: 'second-step' };
    const withSigningKey = createSigner({ key: t.config.jwtSecret, expiresIn: 60_000 })(payload);
    const { accessToken } = await addAccount('no.factor@example.kz', 'translator');
    const [header, body, signature] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const altered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, uid: 1 })).toString('base64url'),
      signature,
    ];
    for (const forged of [withSigningKey, accessToken, altered.join('.'), 'not a ticket']) {
      const refused = await post('/api/auth/two-factor/sign-in', { ticket: forged, code: '123456' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('two_factor.ticket_invalid');
    }
  });

  test('a recovery code signs in once, whatever its case or dashes, and is logged', async () => {
    const code = recoveryCodes[0] as string;
    const ticket = async () => (await login('code@example.kz')).json().data.ticket;
    const used = await post('/api/auth/two-factor/sign-in', {
      ticket: await ticket(),
      code: ` ${code.toUpperCase().replace('-', ' ')} `,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data.accessToken).toBeTruthy();
    const again = await post('/api/auth/two-factor/sign-in', { ticket: await ticket(), code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('two_factor.code_wrong');
    const status = await call('GET', '/api/auth/two-factor', used.json().data.accessToken);
    expect(status.json().data.recoveryCodesLeft).toBe(9);
    expect(await actions('code@example.kz')).toEqual(
      expect.arrayContaining(['two_factor_recovery_used', 'two_factor_failed']),
    );
  });
});

test('guesses at codes are throttled per account: after five wrong ones even the right code waits', async () => {
  const { secret } = await setUp((await addAccount('guess@example.kz', 'translator')).accessToken);
  const { ticket } = (await login('guess@example.kz')).json().data;
  for (let guess = 0; guess < 5; guess++) {
    const wrong = await post('/api/auth/two-factor/sign-in', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(400);
  }
  const blocked = await post('/api/auth/two-factor/sign-in', { ticket, code: codeOf(secret, 1) });
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(25);
  expect(blocked.json().code).toBe('too_many_requests');
  // Another account is not held back.
  const other = await login('code@example.kz');
  expect(other.json().data.secondFactor).toBe('code');
});

/** Signs the administrator in with a recovery code, set aside by the first test of `required by role`. */
let adminRecoveryCodes: string[] = [];
async function adminSession(): Promise<string> {
  const ticket = (await login(ADMIN.email, ADMIN.password)).json().data.ticket;
  const code = adminRecoveryCodes.shift() as string;
  const signedIn = await post('/api/auth/two-factor/sign-in', { ticket, code });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return signedIn.json().data.accessToken;
}

describe('required by role', () => {
  test('an administrator without a factor sets one up as part of signing in', async () => {
    const step = (await login(ADMIN.email, ADMIN.password)).json().data;
    expect(step).toMatchObject({ secondFactor: 'setup', ticket: expect.any(String) });
    expect(step.accessToken).toBeUndefined();
    // A set-up ticket is not a code ticket.
    const wrongStep = await post('/api/auth/two-factor/sign-in', { ticket: step.ticket, code: '123456' });
    expect(wrongStep.json().code).toBe('two_factor.ticket_invalid');

    const setup = await post('/api/auth/two-factor/sign-in/setup', { ticket: step.ticket });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data;
    const wrong = await post('/api/auth/two-factor/sign-in/enable', { ticket: step.ticket, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const enabled = await post('/api/auth/two-factor/sign-in/enable', {
      ticket: step.ticket,
      code: codeOf(secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { accessToken, recoveryCodes } = enabled.json().data;
    expect(recoveryCodes).toHaveLength(10);
    adminRecoveryCodes = recoveryCodes;
    expect((await call('GET', '/api/auth/two-factor', accessToken)).json().data).toMatchObject({
      enabled: true,
      required: true,
    });
    // From now on the administrator signs in with a code.
    expect((await login(ADMIN.email, ADMIN.password)).json().data.secondFactor).toBe('code');
    // A role that requires it cannot turn it off.
    const off = await post(
      '/api/auth/two-factor/disable',
      { password: ADMIN.password, code: codeOf(secret, 1) },
      accessToken,
    );
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('two_factor.required');
  });

  test('an administrator requires it for editors: the sessions of editors without one end at once, and they set it up at the next sign-in', async () => {
    const admin = await adminSession();
    const editor = await addAccount('policy.editor@example.kz', 'editor');
    const keeper = await addAccount('policy.keeper@example.kz', 'editor');
    await setUp(keeper.accessToken);
    expect(
      (await call('PUT', '/api/auth/two-factor/policy', editor.accessToken, { editor: true })).statusCode,
    ).toBe(403);
    const policy = await call('PUT', '/api/auth/two-factor/policy', admin, { editor: true });
    expect(policy.statusCode, policy.body).toBe(200);
    expect(policy.json().data).toEqual({ admin: true, editor: true, translator: false });
    expect((await call('GET', '/api/auth/two-factor/policy', admin)).json().data.editor).toBe(true);

    // The session the editor without a factor had ends (security review N11): its next call and its
    // refresh are refused, the refresh saying why for the sign-in screen.
    expect((await call('GET', '/api/auth/me', editor.accessToken)).statusCode).toBe(401);
    const refused = await post('/api/auth/refresh', { refreshToken: editor.refreshToken });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('two_factor.setup_required');
    expect((await login('policy.editor@example.kz')).json().data.secondFactor).toBe('setup');
    // An editor with a factor goes on.
    expect((await call('GET', '/api/auth/me', keeper.accessToken)).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: keeper.refreshToken })).statusCode).toBe(200);

    await call('PUT', '/api/auth/two-factor/policy', admin, { editor: false });
    expect((await login('policy.editor@example.kz')).json().data.accessToken).toBeTruthy();
  });
});

test("another administrator resets a lost factor: the person's sessions end, the reset is logged", async () => {
  const editor = await addAccount('lost.phone@example.kz', 'editor');
  await setUp(editor.accessToken);
  const admin = await adminSession();
  const listed = await call('GET', '/api/users', admin);
  const account = listed.json().data.find((one: { email: string }) => one.email === 'lost.phone@example.kz');
  expect(account.twoFactor).toBe(true);
  expect((await call('DELETE', `/api/users/${account.id}/two-factor`, editor.accessToken)).statusCode).toBe(
    403,
  );

  const reset = await call('DELETE', `/api/users/${account.id}/two-factor`, admin);
  expect(reset.statusCode, reset.body).toBe(200);
  expect(reset.json().data).toEqual({
    reset: true,
    setupCode: expect.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/),
    setupCodeExpiresAt: expect.any(String),
  });
  expect((await call('GET', '/api/auth/me', editor.accessToken)).statusCode).toBe(401);
  expect((await post('/api/auth/refresh', { refreshToken: editor.refreshToken })).statusCode).toBe(401);
  // Editors need no factor here: the password alone signs in again.
  expect((await login('lost.phone@example.kz')).json().data.accessToken).toBeTruthy();
  const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor_reset'));
  expect(entries.map((entry) => entry.details)).toContainEqual({ email: 'lost.phone@example.kz' });
});

test('an administrator cannot reset their own factor from Сотрудники: that takes the password and a code', async () => {
  const admin = await adminSession();
  const me = (await call('GET', '/api/auth/me', admin)).json().data;
  const reset = await call('DELETE', `/api/users/${me.id}/two-factor`, admin);
  expect(reset.statusCode, reset.body).toBe(403);
  expect(reset.json()).toMatchObject({ error: 'Forbidden', code: 'two_factor.own_account' });
  expect(reset.json().message).toContain('Моя учётная запись');
  // Nothing changed: the factor stays on and the session goes on.
  expect((await call('GET', '/api/auth/two-factor', admin)).json().data.enabled).toBe(true);
  const resets = await t.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor_reset'));
  expect(resets.map((entry) => entry.details)).not.toContainEqual({ email: ADMIN.email });
});

test("one's own factor turns off with the password and a code", async () => {
  const session = await addAccount('turn.off@example.kz', 'translator');
  const { secret } = await setUp(session.accessToken);
  const off = (body: object) => post('/api/auth/two-factor/disable', body, session.accessToken);
  const badPassword = await off({ password: 'not the password', code: codeOf(secret, 1) });
  expect(badPassword.json().code).toBe('password.current_wrong');
  const badCode = await off({ password: PASSWORD, code: '000000' });
  expect(badCode.json().code).toBe('two_factor.code_wrong');
  const done = await off({ password: PASSWORD, code: codeOf(secret, 1) });
  expect(done.statusCode, done.body).toBe(200);
  expect((await login('turn.off@example.kz')).json().data.accessToken).toBeTruthy();
  expect(await actions('turn.off@example.kz')).toContain('two_factor_disable');
});

test('an invitation link proves the mailbox, not the second factor: an administrator invited still sets one up', async () => {
  const invited = await call('POST', '/api/users', await adminSession(), {
    email: 'new.admin@example.kz',
    role: 'admin',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = invited.json().data.invitation.url.split('#')[1];
  const accepted = await post('/api/auth/invitation', { token, password: PASSWORD });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json().data).toMatchObject({ secondFactor: 'setup', ticket: expect.any(String) });
  expect(accepted.json().data.accessToken).toBeUndefined();
});

test('after a reset the password alone cannot enrol a new factor: the set-up takes the code the resetting administrator handed over, once', async () => {
  // An administrator's factor reset by another (security review N12): administrators must have one.
  const second = await addAccountWithoutSignIn('second.admin@example.kz', 'admin');
  const first = await enrolAtSignIn('second.admin@example.kz');
  expect(first.recoveryCodes).toHaveLength(10);
  const admin = await adminSession();
  const reset = await call('DELETE', `/api/users/${second}/two-factor`, admin);
  const { setupCode } = reset.json().data as { setupCode: string };

  const step = (await login('second.admin@example.kz')).json().data;
  expect(step).toMatchObject({ secondFactor: 'setup', setupCodeRequired: true });
  for (const wrong of [{}, { setupCode: 'aaaaa-aaaaa' }]) {
    const refused = await post('/api/auth/two-factor/sign-in/setup', { ticket: step.ticket, ...wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('two_factor.setup_code_wrong');
  }
  // Neither does the enable step skip it.
  expect(
    (await post('/api/auth/two-factor/sign-in/enable', { ticket: step.ticket, code: '123456' })).json().code,
  ).toBe('two_factor.setup_code_wrong');
  // Typed as read aloud: upper case, spaces for the dash.
  const typed = setupCode.toUpperCase().replace('-', ' ');
  const setup = await post('/api/auth/two-factor/sign-in/setup', { ticket: step.ticket, setupCode: typed });
  expect(setup.statusCode, setup.body).toBe(200);
  const enabled = await post('/api/auth/two-factor/sign-in/enable', {
    ticket: step.ticket,
    setupCode: typed,
    code: codeOf(setup.json().data.secret),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  expect(JSON.parse(atob(enabled.json().data.accessToken.split('.')[1])).role).toBe('admin');

  // Used once: after another reset, the old code is no good.
  await call('DELETE', `/api/users/${second}/two-factor`, await adminSession());
  const again = (await login('second.admin@example.kz')).json().data;
  const old = await post('/api/auth/two-factor/sign-in/setup', { ticket: again.ticket, setupCode });
  expect(old.json().code).toBe('two_factor.setup_code_wrong');
});

/** An account with a password, not signed in yet. */
async function addAccountWithoutSignIn(email: string, role: Role): Promise<number> {
  return (await usersRepository(t.db).create(email, await hashPassword(PASSWORD), role))?.id as number;
}

/** Signs in with the password and sets up the factor the role requires; answers the recovery codes. */
async function enrolAtSignIn(email: string) {
  const step = (await login(email)).json().data;
  const setup = await post('/api/auth/two-factor/sign-in/setup', { ticket: step.ticket });
  expect(setup.statusCode, setup.body).toBe(200);
  const enabled = await post('/api/auth/two-factor/sign-in/enable', {
    ticket: step.ticket,
    code: codeOf(setup.json().data.secret),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return enabled.json().data as { recoveryCodes: string[] };
}
