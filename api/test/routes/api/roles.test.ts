import { describe, expect, test } from 'vitest';
import type { Role } from '../../../src/db/schema/index.ts';
import { staffApp } from '../../helper.ts';

// What each role may do to content (read drafts, write, translate, restore, preview) is in
// content/contract.test.ts, for every resource.
const t = staffApp();
const call = t.callAs;

/** Each kind of call, and the status each role gets: administrators, editors, translators. */
const RULES: [string, (role: Role) => ReturnType<typeof call>, Record<Role, number>][] = [
  ['open the trash', (role) => call(role, 'GET', '/api/trash'), { admin: 200, editor: 200, translator: 403 }],
  [
    'upload a file',
    (role) => call(role, 'POST', '/api/upload', {}),
    { admin: 415, editor: 415, translator: 403 },
  ],
  [
    'read customer requests',
    (role) => call(role, 'GET', '/api/requests'),
    { admin: 200, editor: 200, translator: 403 },
  ],
  [
    'see the publishing state',
    (role) => call(role, 'GET', '/api/publish/status'),
    { admin: 200, editor: 200, translator: 200 },
  ],
  [
    'rebuild the site',
    (role) => call(role, 'POST', '/api/publish'),
    { admin: 202, editor: 202, translator: 403 },
  ],
  [
    'read the action log',
    (role) => call(role, 'GET', '/api/audit'),
    { admin: 200, editor: 403, translator: 403 },
  ],
];

describe.each(RULES)('%s', (_kind, request, expected) => {
  test.each(['admin', 'editor', 'translator'] as const)('as %s', async (role) => {
    const response = await request(role);
    expect(response.statusCode, response.body).toBe(expected[role]);
    if (expected[role] === 403) {
      expect(response.json()).toMatchObject({ error: 'Forbidden', code: 'role.forbidden' });
    }
  });
});

describe('a translator', () => {
  test('signs out like anyone', async () => {
    expect((await call('translator', 'POST', '/api/auth/logout', {})).statusCode).toBe(200);
  });
});

test('without a token, staff calls are 401, not 403', async () => {
  for (const url of ['/api/trash', '/api/audit', '/api/requests']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }
});
