import { describe, expect, test } from 'vitest';
import { ROLES } from '../../../src/auth/roles.ts';
import type { Role } from '../../../src/db/schema/index.ts';
import { staffApp } from '../../helper.ts';

// What each role may do to content (read drafts, write, translate, restore, preview) is in
// content/contract.test.ts, for every resource.
const t = staffApp();
const call = t.callAs;

/** Each kind of call (a POST sends an empty body), and the status each role gets. */
const RULES: [string, 'GET' | 'POST', string, Record<Role, number>][] = [
  ['open the trash', 'GET', '/api/trash', { admin: 200, editor: 200, translator: 403 }],
  ['upload a file', 'POST', '/api/upload', { admin: 415, editor: 415, translator: 403 }],
  ['read customer requests', 'GET', '/api/requests', { admin: 200, editor: 200, translator: 403 }],
  ['see the publishing state', 'GET', '/api/publish/status', { admin: 200, editor: 200, translator: 200 }],
  ['rebuild the site', 'POST', '/api/publish', { admin: 202, editor: 202, translator: 403 }],
  ['read the action log', 'GET', '/api/audit', { admin: 200, editor: 403, translator: 403 }],
];

describe.each(RULES)('%s', (_kind, method, url, expected) => {
  test.each(ROLES)('as %s', async (role) => {
    const response = await call(role, method, url, method === 'POST' ? {} : undefined);
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
