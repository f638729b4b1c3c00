import { date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../content/locale.ts';
import { contentColumns } from './columns.ts';

export const projects = pgTable('projects', {
  ...contentColumns(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  location: jsonb('location').$type<LocalizedText>().notNull(),
  specialistsCount: integer('specialists_count').notNull().default(0),
  /** ISO date (YYYY-MM-DD) the project was delivered, when known. */
  date: date('date', { mode: 'string' }),
  img: text('img'),
});
