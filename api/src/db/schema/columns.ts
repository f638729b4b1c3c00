import { date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  CountField,
  DateField,
  Field,
  Fields,
  ImageField,
  LinkField,
  ListField,
  PairsField,
  ResourceDeclaration,
  RichTextField,
  TextField,
} from '../../content/fields.ts';
import type {
  Characteristic,
  Locale,
  Localized,
  LocalizedList,
  LocalizedText,
} from '../../content/locale.ts';
import type { Translations } from '../../content/translations.ts';

export const STATUSES = ['draft', 'published'] as const;
export type Status = (typeof STATUSES)[number];

/** Columns every content table shares: identity, publishing state, manual order and timestamps. */
export const contentColumns = () => ({
  id: serial('id').primaryKey(),
  // Published unless held back: the back office has no review workflow (the API and forms agree).
  status: text('status', { enum: STATUSES }).notNull().default('published'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** 1 on create, one more on every change: a write that names an older one is refused (409). */
  version: integer('version').notNull().default(1),
  /** Set while the row is in the trash: no read, list, search or page sees it. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
  /** Missing and outdated translations per language, kept up to date by every write. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/** The column of each kind of field. */
const columnOf = {
  text: (name: string) => jsonb(name).$type<LocalizedText>().notNull(),
  optionalText: (name: string) => jsonb(name).$type<Partial<Record<Locale, string>>>().notNull().default({}),
  list: (name: string) => jsonb(name).$type<LocalizedList>().notNull().default({ ru: [] }),
  pairs: (name: string) => jsonb(name).$type<Localized<Characteristic[]>>().notNull().default({ ru: [] }),
  image: (name: string) => text(name),
  link: (name: string) => text(name),
  date: (name: string) => date(name, { mode: 'string' }).notNull().defaultNow(),
  optionalDate: (name: string) => date(name, { mode: 'string' }),
  count: (name: string) => integer(name).notNull().default(0),
};

type ColumnOf<F extends Field> = F extends TextField
  ? F['optional'] extends true
    ? ReturnType<typeof columnOf.optionalText>
    : ReturnType<typeof columnOf.text>
  : F extends RichTextField
    ? ReturnType<typeof columnOf.text>
    : F extends ListField
      ? ReturnType<typeof columnOf.list>
      : F extends PairsField
        ? ReturnType<typeof columnOf.pairs>
        : F extends ImageField | LinkField
          ? ReturnType<typeof columnOf.image>
          : F extends DateField
            ? F['optional'] extends true
              ? ReturnType<typeof columnOf.optionalDate>
              : ReturnType<typeof columnOf.date>
            : F extends CountField
              ? ReturnType<typeof columnOf.count>
              : never;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function column(name: string, declared: Field) {
  const columnName = snakeCase(name);
  switch (declared.kind) {
    case 'text':
      return declared.optional ? columnOf.optionalText(columnName) : columnOf.text(columnName);
    case 'richText':
      return columnOf.text(columnName);
    case 'date':
      return declared.optional ? columnOf.optionalDate(columnName) : columnOf.date(columnName);
    default:
      return columnOf[declared.kind](columnName);
  }
}

/** A resource's table: the shared columns, then a column per declared field (snake_case names). */
export function contentTable<const Name extends string, F extends Fields>(
  name: Name,
  declaration: ResourceDeclaration<F>,
) {
  const declared = Object.fromEntries(
    Object.entries(declaration.fields).map(([key, value]) => [key, column(key, value)]),
  ) as { [K in keyof F]: ColumnOf<F[K]> };
  return pgTable(name, { ...contentColumns(), ...declared });
}
