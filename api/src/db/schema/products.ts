import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedCharacteristics, LocalizedList, LocalizedText } from '../../content/locale.ts';
import { contentColumns } from './columns.ts';

/** A workshop and what it makes: metal fabrication, welding, heat-insulation sewing. */
export const products = pgTable('products', {
  ...contentColumns(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  image: text('image'),
  /** Produced products. */
  info: jsonb('info').$type<LocalizedList>().notNull().default({ ru: [] }),
  /** Technical capabilities. */
  info2: jsonb('info2').$type<LocalizedList>().notNull().default({ ru: [] }),
  /** Specification cards: name / value pairs. */
  characteristics: jsonb('characteristics').$type<LocalizedCharacteristics>().notNull().default({ ru: [] }),
});
