import { date, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../content/locale.ts';
import { contentColumns } from './columns.ts';

export const news = pgTable('news', {
  ...contentColumns(),
  /** Headline. */
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** Short preview shown on the cards. */
  description: jsonb('description').$type<LocalizedText>().notNull(),
  /** Sanitized rich HTML body. */
  mainContent: jsonb('main_content').$type<LocalizedText>().notNull(),
  img: text('img'),
  /** Publication date shown to readers (YYYY-MM-DD); the feed is ordered by it, newest first. */
  date: date('date', { mode: 'string' }).notNull().defaultNow(),
});
