import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '../../content/translations.ts';
import type { StoredServerSettings } from '../../schemas/server-settings.ts';
import type { StoredSettings } from '../../settings/settings.ts';

/** The company's details (Настройки сайта): a single row, id 1, created by the seed. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  values: jsonb('values').$type<StoredSettings>().notNull(),
  /** One more on every save: a save that names an older one is refused (409). */
  version: integer('version').notNull().default(1),
  /** The state of the English and Kazakh of each text, as content records keep it. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * The mail server, the sender and the site's public address as an administrator set them in the
 * back office (Настройки сайта → Почта и адрес сайта): a single row, id 1, once first saved. Every
 * instance reads it, so a change reaches them all without a restart; the environment's values win.
 */
export const serverSettings = pgTable('server_settings', {
  id: integer('id').primaryKey().default(1),
  values: jsonb('values').$type<StoredServerSettings>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
