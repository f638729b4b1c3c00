import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedList, LocalizedText } from '../../content/locale.ts';
import { contentColumns } from './columns.ts';

export const services = pgTable('services', {
  ...contentColumns(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  list: jsonb('list').$type<LocalizedList>().notNull().default({ ru: [] }),
  icon: text('icon'),
  img: text('img'),
});
