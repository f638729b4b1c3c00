/**
 * The server's half of each kind of field: its table column, what a client may write and what a
 * read answers (TypeBox), how a written value is cleaned before it is stored, and how `q` reads it.
 * The shared half (translatable, sortable…) is `kinds.ts`. Server only: drizzle, TypeBox and the
 * HTML sanitizer stay out of the admin's bundle.
 */
import { type SQL, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, type PgColumnBuilderBase, text } from 'drizzle-orm/pg-core';
import { type TSchema, Type } from 'typebox';
import { badRequest } from '../errors.ts';
import type { Field, FieldKind, Range, RowsField, StoredFileValue } from './fields.ts';
import { checkField, KINDS } from './kinds.ts';
import { LIMITS } from './limits.ts';
import {
  type Characteristic,
  LOCALES,
  type Locale,
  type Localized,
  type LocalizedList,
  type LocalizedText,
} from './locale.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import { SLUG_MAX_LENGTH } from './slugs.ts';

/** The columns the kinds are stored in (`db/schema/columns.ts` types a table's columns by them). */
export const COLUMNS = {
  text: (name: string) => jsonb(name).$type<LocalizedText>().notNull(),
  optionalText: (name: string) => jsonb(name).$type<Partial<Record<Locale, string>>>().notNull().default({}),
  list: (name: string) => jsonb(name).$type<LocalizedList>().notNull().default({ ru: [] }),
  pairs: (name: string) => jsonb(name).$type<Localized<Characteristic[]>>().notNull().default({ ru: [] }),
  address: (name: string) => text(name),
  line: (name: string) => text(name).notNull().default(''),
  addresses: (name: string) => jsonb(name).$type<string[]>().notNull().default([]),
  rows: (name: string) =>
    jsonb(name).$type<Record<string, Partial<Record<Locale, string>>>[]>().notNull().default([]),
  date: (name: string) => date(name, { mode: 'string' }).notNull().defaultNow(),
  optionalDate: (name: string) => date(name, { mode: 'string' }),
  count: (name: string) => integer(name).notNull().default(0),
  flag: (name: string) => boolean(name).notNull().default(false),
  range: (name: string) => jsonb(name).$type<Range>().notNull().default({ from: null, to: null }),
  /** A document's stored upload, its download name, type and size (`StoredFileValue`). */
  file: (name: string) => jsonb(name).$type<StoredFileValue>(),
  /** Ids of another resource's items. */
  ids: (name: string) => jsonb(name).$type<number[]>().notNull().default([]),
  /** One of the options, the first unless chosen. */
  choice: (name: string, first: string) => text(name).notNull().default(first),
};

const notBlank = { pattern: '\\S' };

/**
 * `{ru, en?, kk?}` with a value per language; Russian is required unless `ru` says otherwise. A
 * missing translation may come as null or blank: cleaning drops it, so the reader falls back to
 * Russian.
 */
const PerLanguage = (value: TSchema, ru: TSchema = value) => {
  const translation = Type.Optional(Type.Union([value, Type.Null()]));
  return Type.Object({ ru, en: translation, kk: translation }, { additionalProperties: false });
};
const Text = (maxLength: number, optional = false) =>
  PerLanguage(
    Type.String({ maxLength }),
    optional
      ? Type.Optional(Type.String({ maxLength }))
      : Type.String({ maxLength, minLength: 1, ...notBlank }),
  );
/** An address in each language, any of them left empty to be made from the title. */
const Slugs = (() => {
  const slug = Type.String({ maxLength: SLUG_MAX_LENGTH + 20 });
  return PerLanguage(slug, Type.Optional(Type.Union([slug, Type.Null()])));
})();

/** Lists may leave out any language, Russian too: a missing one is stored empty. */
const LocalizedRows = (rows: TSchema) => PerLanguage(rows, Type.Optional(Type.Union([rows, Type.Null()])));
const List = LocalizedRows(Type.Array(Type.String({ maxLength: LIMITS.item }), { maxItems: LIMITS.rows }));
const Pair = Type.Object(
  { name: Type.String({ maxLength: LIMITS.title }), value: Type.String({ maxLength: LIMITS.item }) },
  { additionalProperties: false },
);
const Pairs = LocalizedRows(Type.Array(Pair, { maxItems: LIMITS.rows }));
/** An uploaded file's path (`/uploads/...`) or a full http(s) address; empty clears it. */
const ImagePath = Type.Union([
  Type.String({ maxLength: 2000, pattern: '^(https?://|/)[^\\s]*$' }),
  Type.Literal(''),
  Type.Null(),
]);
/** An image in each language, any of them (Russian too) left empty. */
const LocalizedImagePath = PerLanguage(ImagePath, Type.Optional(ImagePath));
/** An address visitors may follow; cleaning refuses any but https (`link.unsafe`). */
const Link = Type.Union([Type.String({ maxLength: LIMITS.link }), Type.Null()]);
const Line = (maxLength: number) => Type.String({ maxLength });
const Addresses = Type.Array(Type.String({ maxLength: LIMITS.title }), { maxItems: LIMITS.addresses });
/** An icon's name; which names there are is the kind's check (`icon.unknown`). */
const IconName = Type.String({ maxLength: 40 });
/**
 * An end of a range: a whole number from 0, or null for none. One schema of two types, not a union:
 * the validator, which converts types, would make a null the integer 0 on a union's first branch,
 * and name the wrong branch for letters.
 */
const RangeEnd = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  minimum: 0,
  maximum: LIMITS.amount,
});
const RangeValue = Type.Object(
  { from: Type.Optional(RangeEnd), to: Type.Optional(RangeEnd) },
  { additionalProperties: false },
);
/**
 * A document as a client names it: the upload's address as `POST /api/upload/document` answered it
 * and the name to download it under. Its type and size are the server's to say (`fileInput`).
 */
const FileWrite = Type.Object(
  {
    url: Type.String({ maxLength: 300, pattern: '^/(api/)?uploads/[A-Za-z0-9][A-Za-z0-9._-]*$' }),
    name: Type.String({ maxLength: 200 }),
    type: Type.Optional(Type.String({ maxLength: 100 })),
    size: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
const FileRead = Type.Object({
  url: Type.String(),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
});
const Ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: LIMITS.rows });
const CalendarDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);
/** A read answers one language with `?lang`, every language without. */
const FlatOrLocalized = (flat: TSchema, localized: TSchema) => Type.Union([flat, localized]);

/** Applies `change` to each language of a localized value, dropping languages it empties (Russian stays). */
function perLocale<T>(value: Localized<T>, change: (input: T) => T | undefined, emptyRu?: T): Localized<T> {
  const result: Partial<Record<Locale, T>> = {};
  for (const locale of LOCALES) {
    const input = value[locale];
    if (input === undefined || input === null) continue;
    const changed = change(input);
    if (changed !== undefined) result[locale] = changed;
  }
  if (result.ru === undefined && emptyRu !== undefined) result.ru = emptyRu;
  return result as Localized<T>;
}

/** Trims each language of a text (sanitizes rich HTML) and drops blank ones; Russian must stay unless optional. */
function cleanText(value: unknown, name: string, options: { html: boolean; optional: boolean }) {
  const clean = perLocale(value as Localized<string>, (input) => {
    const kept = options.html ? sanitizeRichText(input) : input.trim();
    return kept.trim() === '' ? undefined : kept;
  });
  if (clean.ru === undefined && !options.optional) {
    throw badRequest(
      `${name}.ru must not be blank${options.html ? ' once unsafe markup is removed' : ''}`,
      'field.blank',
      { field: `${name}.ru` },
    );
  }
  return clean;
}

/** An empty address or date clears the field. */
const clearedIfEmpty = (value: unknown) => (value === '' ? null : value);

/** Refuses (400) a value its kind's rule refuses (`kinds.ts`), naming the field. */
function refuseUnfit(field: Field, value: unknown, name: string): void {
  const refusal = checkField(field, value);
  if (!refusal) return;
  const path = refusal.at ? `${name}.${refusal.at}` : name;
  throw badRequest(`${path} ${refusal.message}`, refusal.code, { field: path });
}

/** A link, an address or an embed as a table keeps it: checked by its kind, trimmed, empty clears it. */
function cleanAddress(value: unknown, name: string, field: Field) {
  if (typeof value !== 'string') return value;
  const address = value.trim();
  refuseUnfit(field, address, name);
  return clearedIfEmpty(address);
}

export interface KindBehaviour<F extends Field> {
  /** The table column of a field of this kind, under its snake_case name. */
  column(name: string, field: F): PgColumnBuilderBase;
  /** What a client may send; `required` fields must be present on create. */
  write(field: F): { schema: TSchema; required: boolean };
  /**
   * What a save of a record kept as one document (the settings) may carry for the field: its shape
   * only, empty values as `''`; whether it must be written is the kind's `check`. The write schema
   * when absent.
   */
  document?(field: F): TSchema;
  /** What a read answers. */
  read(field: F): TSchema;
  /** The value as it is stored; refuses (400) what the schema cannot, such as a blank after sanitizing. */
  clean(value: unknown, name: string, field: F): unknown;
  /** What `q` matches in a language's text (rich HTML without its tags and attributes). */
  searched?(text: SQL): SQL;
}

type Behaviours = { [K in FieldKind]: KindBehaviour<Extract<Field, { kind: K }>> };

/** Repeating blocks: at most `max` rows, each with the fields the field declares. */
const RowsOf = (field: RowsField) =>
  Type.Array(
    Type.Object(
      Object.fromEntries(
        Object.entries(field.of).map(([name, declared]) => [name, documentSchema(declared)]),
      ),
      { additionalProperties: false },
    ),
    { maxItems: field.max },
  );

/** A link and an embedded video are kept alike: an address, checked by the field's own kind. */
const linkLike: KindBehaviour<Field> = {
  column: (name) => COLUMNS.address(name),
  write: () => ({ schema: Link, required: false }),
  read: () => Nullable(Type.String()),
  clean: cleanAddress,
  document: () => Line(LIMITS.link),
};

const SERVER_KINDS: Behaviours = {
  text: {
    column: (name, field) => (field.optional ? COLUMNS.optionalText(name) : COLUMNS.text(name)),
    write: (field) => ({ schema: Text(field.max, field.optional), required: !field.optional }),
    read: (field) => FlatOrLocalized(Type.String(), Text(field.max, field.optional)),
    clean: (value, name, field) => cleanText(value, name, { html: false, optional: field.optional }),
    // Blank Russian passes the shape and is refused by the kind's check (`field.required`); an
    // optional text nobody has written yet (a page's search title) is `{}`.
    document: (field) => {
      const text = Type.String({ maxLength: field.max });
      return Type.Object(
        {
          ru: field.optional ? Type.Optional(text) : text,
          en: Type.Optional(text),
          kk: Type.Optional(text),
        },
        { additionalProperties: false },
      );
    },
  },
  slug: {
    column: (name) => COLUMNS.optionalText(name),
    write: () => ({ schema: Slugs, required: false }),
    read: () => FlatOrLocalized(Type.String(), Slugs),
    // Trimmed and lowercased; an empty language is dropped, for the repository to make.
    clean: (value, name, field) => {
      const clean = perLocale(value as Localized<string>, (input) => input.trim().toLowerCase() || undefined);
      refuseUnfit(field, clean, name);
      return clean;
    },
  },
  richText: {
    column: (name) => COLUMNS.text(name),
    write: (field) => ({ schema: Text(field.max), required: true }),
    read: (field) => FlatOrLocalized(Type.String(), Text(field.max)),
    clean: (value, name) => cleanText(value, name, { html: true, optional: false }),
    searched: (text) =>
      sql`regexp_replace(regexp_replace(${text}, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')`,
  },
  list: {
    column: (name) => COLUMNS.list(name),
    write: () => ({ schema: List, required: false }),
    read: () => FlatOrLocalized(Type.Array(Type.String()), List),
    clean: (value) =>
      perLocale(
        value as Localized<string[]>,
        (items) => {
          const kept = items.map((item) => item.trim()).filter((item) => item !== '');
          return kept.length ? kept : undefined;
        },
        [],
      ),
  },
  rows: {
    column: (name) => COLUMNS.rows(name),
    write: (field) => ({ schema: RowsOf(field), required: false }),
    read: (field) => Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: field.max }),
    document: (field) => RowsOf(field),
    // Refused as the kind's check says (a block without its Russian heading), then each text of
    // each row as its kind cleans it.
    clean: (value, name, field) => {
      refuseUnfit(field, value, name);
      return (value as Record<string, unknown>[]).map((row, index) =>
        Object.fromEntries(
          Object.entries(field.of).map(([part, declared]) => [
            part,
            behaviourOf(declared).clean(row[part], `${name}.${index}.${part}`, declared),
          ]),
        ),
      );
    },
  },
  pairs: {
    column: (name) => COLUMNS.pairs(name),
    write: () => ({ schema: Pairs, required: false }),
    read: () => FlatOrLocalized(Type.Array(Pair), Pairs),
    clean: (value) =>
      perLocale(
        value as Localized<Characteristic[]>,
        (pairs) => {
          const kept = pairs
            .map((pair) => ({ name: pair.name.trim(), value: pair.value.trim() }))
            .filter((pair) => pair.name !== '' || pair.value !== '');
          return kept.length ? kept : undefined;
        },
        [],
      ),
  },
  image: {
    column: (name) => COLUMNS.address(name),
    write: () => ({ schema: ImagePath, required: false }),
    read: () => Nullable(Type.String()),
    clean: clearedIfEmpty,
  },
  localizedImage: {
    column: (name) => COLUMNS.optionalText(name),
    write: () => ({ schema: LocalizedImagePath, required: false }),
    read: () => FlatOrLocalized(Nullable(Type.String()), LocalizedImagePath),
    clean: (value) => perLocale(value as Localized<string>, (path) => path || undefined),
  },
  link: linkLike,
  date: {
    column: (name, field) => (field.optional ? COLUMNS.optionalDate(name) : COLUMNS.date(name)),
    write: (field) =>
      field.optional
        ? { schema: Type.Union([CalendarDate, Type.Literal(''), Type.Null()]), required: false }
        : { schema: CalendarDate, required: false },
    read: (field) => (field.optional ? Nullable(Type.String()) : Type.String()),
    clean: (value, _name, field) => (field.optional ? clearedIfEmpty(value) : value),
  },
  count: {
    column: (name) => COLUMNS.count(name),
    write: () => ({ schema: Type.Integer({ minimum: 0, maximum: LIMITS.count }), required: true }),
    read: () => Type.Integer(),
    clean: (value) => value,
  },
  flag: {
    column: (name) => COLUMNS.flag(name),
    write: () => ({ schema: Type.Boolean(), required: false }),
    read: () => Type.Boolean(),
    clean: (value) => value,
  },
  choice: {
    column: (name, field) => COLUMNS.choice(name, field.options[0]),
    write: (field) => ({
      schema: Type.Union(field.options.map((option) => Type.Literal(option))),
      required: false,
    }),
    read: (field) => Type.Union(field.options.map((option) => Type.Literal(option))),
    clean: (value) => value,
  },
  range: {
    column: (name) => COLUMNS.range(name),
    write: () => ({ schema: RangeValue, required: false }),
    read: () => Type.Object({ from: Nullable(Type.Integer()), to: Nullable(Type.Integer()) }),
    clean: (value, name, field) => {
      const { from = null, to = null } = value as Partial<Range>;
      refuseUnfit(field, { from, to }, name);
      return { from, to };
    },
  },
  plain: {
    column: (name) => COLUMNS.line(name),
    write: (field) => ({ schema: Line(field.max), required: false }),
    read: () => Type.String(),
    clean: (value) => (typeof value === 'string' ? value.trim() : value),
  },
  email: {
    column: (name) => COLUMNS.address(name),
    write: () => ({ schema: Nullable(Line(LIMITS.title)), required: false }),
    read: () => Nullable(Type.String()),
    clean: cleanAddress,
    document: () => Line(LIMITS.title),
  },
  emails: {
    column: (name) => COLUMNS.addresses(name),
    write: () => ({ schema: Addresses, required: false }),
    read: () => Type.Array(Type.String()),
    clean: (value, name, field) => {
      const addresses = KINDS.emails.tidy(value);
      refuseUnfit(field, addresses, name);
      return addresses;
    },
  },
  embed: linkLike,
  icon: {
    column: (name) => COLUMNS.line(name),
    write: () => ({ schema: IconName, required: false }),
    read: () => Type.String(),
    clean: (value) => value,
  },
  // Its type and size are filled in from the stored file before the save (`ensureFilesStored`).
  file: {
    column: (name) => COLUMNS.file(name),
    write: () => ({ schema: FileWrite, required: true }),
    read: () => Nullable(FileRead),
    clean: (value) => {
      const { url, name } = value as StoredFileValue;
      return { url: url.replace(/^\/api\//, '/'), name, type: '', size: 0 };
    },
  },
  refs: {
    column: (name) => COLUMNS.ids(name),
    write: () => ({ schema: Ids, required: false }),
    read: () => Type.Array(Type.Integer()),
    clean: (value) => [...new Set(value as number[])],
  },
};

/** The server's behaviour of a declared field's kind. */
export function behaviourOf<F extends Field>(field: F): KindBehaviour<F> {
  // Indexing by a union kind loses which field goes with which behaviour: the table above pairs them.
  return SERVER_KINDS[field.kind] as unknown as KindBehaviour<F>;
}

/** What a save of a document (the settings) may carry for a field: see `KindBehaviour.document`. */
export function documentSchema(field: Field): TSchema {
  const behaviour = behaviourOf(field);
  return behaviour.document?.(field) ?? behaviour.write(field).schema;
}
