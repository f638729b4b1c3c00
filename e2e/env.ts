/** Where the end-to-end product runs and who signs in to it; shared by the server and every spec. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_EMAIL = 'admin@example.kz';
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd!';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
