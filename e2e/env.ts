// Where the end-to-end product runs and who signs in to it; shared by the server and every spec.
import { resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
/** The product's data folder: its database, uploads and site builds (the live one is `site/current`). */
export const E2E_DATA_DIR = resolve('.tmp', `e2e-${E2E_PORT}`);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The mail server settings-form.spec.ts starts: a port the product lets staff name (`SMTP_PORTS`). */
export const E2E_SMTP_PORT = E2E_PORT + 25;
export const ADMIN_EMAIL = 'admin@example.kz';
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd!';
/** Colleagues with the other roles, added with the operators' command before the product starts. */
export const STAFF = {
  editor: 'editor@example.kz',
  translator: 'translator@example.kz',
} as const;
export const STAFF_PASSWORD = 'e2e-Staff-Passw0rd!';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
