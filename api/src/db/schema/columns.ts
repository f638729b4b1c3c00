import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  ChoiceField,
  CountField,
  DateField,
  EmailField,
  EmailsField,
  EmbedField,
  Field,
  Fields,
  FileField,
  FlagField,
  IconField,
  ImageField,
  LinkField,
  ListField,
  LocalizedImageField,
  PairsField,
  PlainField,
  RangeField,
  RefsField,
  ResourceDeclaration,
  RichTextField,
  RowsField,
  SlugField,
  TextField,
} from '../../content/fields.ts';
import { behaviourOf, type COLUMNS } from '../../content/server-kinds.ts';
import type { Translations } from '../../content/translations.ts';
import { users } from './users.ts';

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
  /** When a draft goes public by itself (see `schedules`); cleared when it does, or when published by hand. */
  publishAt: timestamp('publish_at', { withTimezone: true, mode: 'string' }),
  /** When a published item is withdrawn by itself; cleared when it is, or when made a draft by hand. */
  unpublishAt: timestamp('unpublish_at', { withTimezone: true, mode: 'string' }),
  /** Who set the schedule: its publish is written in their name. */
  scheduledBy: integer('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A declared field's column type, which the table's types are read from. */
type ColumnOf<F extends Field> = ReturnType<
  F extends TextField
    ? F['optional'] extends true
      ? typeof COLUMNS.optionalText
      : typeof COLUMNS.text
    : F extends SlugField | LocalizedImageField
      ? typeof COLUMNS.optionalText
      : F extends RichTextField
        ? typeof COLUMNS.text
        : F extends ListField
          ? typeof COLUMNS.list
          : F extends PairsField
            ? typeof COLUMNS.pairs
            : F extends ImageField | LinkField | EmailField | EmbedField
              ? typeof COLUMNS.address
              : F extends DateField
                ? F['optional'] extends true
                  ? typeof COLUMNS.optionalDate
                  : typeof COLUMNS.date
                : F extends PlainField
                  ? typeof COLUMNS.line
                  : F extends EmailsField
                    ? typeof COLUMNS.addresses
                    : F extends RowsField
                      ? typeof COLUMNS.rows
                      : F extends CountField
                        ? typeof COLUMNS.count
                        : F extends ChoiceField
                          ? typeof COLUMNS.choice
                          : F extends RangeField
                            ? typeof COLUMNS.range
                            : F extends FlagField
                              ? typeof COLUMNS.flag
                              : F extends IconField
                                ? typeof COLUMNS.line
                                : F extends FileField
                                  ? typeof COLUMNS.file
                                  : F extends RefsField
                                    ? typeof COLUMNS.ids
                                    : never
>;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A resource's table: the shared columns, then a column per declared field (snake_case names). */
export function contentTable<const Name extends string, F extends Fields>(
  name: Name,
  declaration: ResourceDeclaration<F>,
) {
  const declared = Object.fromEntries(
    Object.entries(declaration.fields).map(([key, value]) => [
      key,
      behaviourOf(value).column(snakeCase(key), value),
    ]),
  ) as { [K in keyof F]: ColumnOf<F[K]> };
  return pgTable(name, { ...contentColumns(), ...declared });
}
