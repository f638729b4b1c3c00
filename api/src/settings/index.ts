/** The settings as the admin and the site import them: their declaration, and the record the site reads. */

export * from './analytics.ts';
export * from './fields.ts';
export * from './server.ts';
export type { PublicSettings, StaffSettings } from './settings.ts';
