import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { flattenLocale, LOCALES, type Locale, type Localized } from '../../../content/locale.ts';
import type { Database } from '../../../db/types.ts';
import { badRequest } from '../../../errors.ts';
import type { ListQuery } from './list-query.ts';
import type { ContentResource } from './resources.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

export type ContentRow = Record<string, unknown> & { id: number; status: 'draft' | 'published' };
export type ContentValues = Record<string, unknown>;

export interface ListOptions extends ListQuery {
  lang?: Locale;
  /** Without a token only published rows exist. */
  includeDrafts: boolean;
}

/** Everything the content routes do to a resource's table: one implementation for all four. */
export function contentRepository(db: Database, resource: ContentResource) {
  const table = resource.table;
  const columns = getTableColumns(table) as unknown as Record<string, PgColumn>;
  const column = (name: string) => columns[name] as PgColumn;

  /** A translatable text in one language (falling back to Russian), for sorting and searching. */
  const textIn = (field: string, lang: Locale | undefined): SQL =>
    lang && lang !== 'ru'
      ? sql`coalesce(nullif(btrim(${column(field)}->>${lang}), ''), ${column(field)}->>'ru')`
      : sql`(${column(field)}->>'ru')`;

  function searchCondition(q: string): SQL | undefined {
    const pattern = `%${q.replace(/\s+/g, ' ').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const matches = resource.search.flatMap((field) =>
      LOCALES.map((locale) => {
        const value = sql`(${column(field)}->>${locale})`;
        // Tags and attributes of a rich body are not what readers search for.
        const text = resource.html.includes(field)
          ? sql`regexp_replace(regexp_replace(${value}, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')`
          : value;
        return sql`${text} ilike ${pattern}`;
      }),
    );
    return or(...matches);
  }

  function orderBy(options: ListOptions): SQL[] {
    if (!options.sort) {
      return resource.defaultOrder === 'newest'
        ? [desc(column('date')), desc(column('id'))]
        : [asc(column('position')), asc(column('id'))];
    }
    const { field, order } = options.sort;
    const direction = order === 'ASC' ? asc : desc;
    let expression: SQL | PgColumn;
    if (resource.texts.includes(field)) expression = textIn(field, options.lang);
    else if (['id', 'position', 'status', 'createdAt', 'updatedAt', ...resource.sortable].includes(field))
      expression = column(field);
    else throw badRequest(`sort field "${field}" is not sortable on ${resource.name}`);
    return field === 'id' ? [direction(expression)] : [direction(expression), direction(column('id'))];
  }

  function where(options: Pick<ListOptions, 'q' | 'ids' | 'status' | 'includeDrafts'>): SQL | undefined {
    return and(
      options.includeDrafts ? undefined : eq(column('status'), 'published'),
      options.status ? eq(column('status'), options.status) : undefined,
      options.ids ? inArray(column('id'), options.ids) : undefined,
      options.q ? searchCondition(options.q) : undefined,
    );
  }

  /** Turns a stored row into what is answered: ISO timestamps and, with `lang`, one language. */
  function present(row: ContentRow, lang: Locale | undefined): ContentRow {
    const flat: ContentRow = {
      ...row,
      createdAt: isoTimestamp(row.createdAt),
      updatedAt: isoTimestamp(row.updatedAt),
    };
    if (!lang) return flat;
    for (const field of [...resource.texts, ...resource.lists, ...resource.pairs]) {
      flat[field] = flattenLocale(row[field] as Localized<unknown>, lang);
    }
    return flat;
  }

  /** Cleans what a client sent before it is stored: sanitized HTML, no blank items or translations. */
  function normalize(values: ContentValues): ContentValues {
    const clean: ContentValues = { ...values };
    for (const field of resource.texts) {
      if (clean[field] === undefined) continue;
      const html = resource.html.includes(field);
      clean[field] = perLocale(clean[field] as Localized<string>, (text) => {
        const value = html ? sanitizeRichText(text) : text.trim();
        return value.trim() === '' ? undefined : value;
      });
      if ((clean[field] as Localized<string>).ru === undefined) {
        throw badRequest(`${field}.ru must not be blank${html ? ' once unsafe markup is removed' : ''}`);
      }
    }
    for (const field of resource.lists) {
      if (clean[field] === undefined) continue;
      clean[field] = perLocale(
        clean[field] as Localized<string[]>,
        (items) => {
          const kept = items.map((item) => item.trim()).filter((item) => item !== '');
          return kept.length ? kept : undefined;
        },
        [],
      );
    }
    for (const field of resource.pairs) {
      if (clean[field] === undefined) continue;
      clean[field] = perLocale(
        clean[field] as Localized<{ name: string; value: string }[]>,
        (pairs) => {
          const kept = pairs
            .map((pair) => ({ name: pair.name.trim(), value: pair.value.trim() }))
            .filter((pair) => pair.name !== '' || pair.value !== '');
          return kept.length ? kept : undefined;
        },
        [],
      );
    }
    for (const field of resource.nullable) {
      if (clean[field] === '') clean[field] = null;
    }
    return clean;
  }

  return {
    present,

    async list(options: ListOptions): Promise<{ rows: ContentRow[]; total: number }> {
      const condition = where(options);
      const query = db
        .select({ ...columns, total: sql<number>`cast(count(*) over () as integer)` })
        .from(table)
        .where(condition)
        .orderBy(...orderBy(options))
        .$dynamic();
      if (options.range) query.limit(options.range.end - options.range.start + 1).offset(options.range.start);
      const found = (await query) as (ContentRow & { total: number })[];
      let total = found[0]?.total;
      if (total === undefined) {
        // A page past the end has no rows to carry the total, so count separately.
        const [counted] = await db
          .select({ total: sql<number>`cast(count(*) as integer)` })
          .from(table)
          .where(condition);
        total = counted?.total ?? 0;
      }
      const rows = found.map(({ total: _total, ...row }) => present(row as ContentRow, options.lang));
      return { rows, total };
    },

    async get(
      id: number,
      options: { lang?: Locale; includeDrafts: boolean },
    ): Promise<ContentRow | undefined> {
      const [row] = (await db
        .select()
        .from(table)
        .where(
          and(eq(column('id'), id), options.includeDrafts ? undefined : eq(column('status'), 'published')),
        )) as ContentRow[];
      return row && present(row, options.lang);
    },

    async create(values: ContentValues): Promise<ContentRow> {
      const [row] = (await db
        .insert(table)
        .values({ status: 'published', ...normalize(values) } as never)
        .returning()) as ContentRow[];
      return present(row as ContentRow, undefined);
    },

    /** Answers the row before and after, so the caller can tell whether visitors see a change. */
    async update(
      id: number,
      values: ContentValues,
    ): Promise<{ before: ContentRow; after: ContentRow } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = (await tx
          .select()
          .from(table)
          .where(eq(column('id'), id))
          .for('update')) as ContentRow[];
        if (!before) return undefined;
        const [after] = (await tx
          .update(table)
          .set({ ...normalize(values), updatedAt: sql`now()` } as never)
          .where(eq(column('id'), id))
          .returning()) as ContentRow[];
        return { before, after: present(after as ContentRow, undefined) };
      });
    },

    async remove(id: number): Promise<ContentRow | undefined> {
      const [row] = (await db
        .delete(table)
        .where(eq(column('id'), id))
        .returning()) as ContentRow[];
      return row && present(row, undefined);
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

/** PostgreSQL's text form of a timestamptz (`2026-11-22 06:21:08.5+00`) as ISO 8601 in UTC. */
function isoTimestamp(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Applies `change` to each language of a localized value, dropping languages it empties (Russian stays). */
function perLocale<T>(value: Localized<T>, change: (input: T) => T | undefined, emptyRu?: T): Localized<T> {
  const result: Partial<Record<Locale, T>> = {};
  for (const locale of LOCALES) {
    const input = value[locale];
    if (input === undefined) continue;
    const changed = change(input);
    if (changed !== undefined) result[locale] = changed;
  }
  if (result.ru === undefined && emptyRu !== undefined) result.ru = emptyRu;
  return result as Localized<T>;
}
