import { test as base } from '@playwright/test';
import { adminAuthorization } from '../../admin/e2e/session.ts';

/** The publishing specs' `test`: `headers` authorize API calls as the administrator. */
export const test = base.extend<{ headers: Record<string, string> }>({
  headers: async ({ request }, use) => {
    await use(await adminAuthorization(request));
  },
});
