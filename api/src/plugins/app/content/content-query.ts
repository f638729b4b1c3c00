import {
  and,
  asc,
  type BuildColumns,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Field } from '../../../content/fields.ts';
import { containsPattern, type ListQuery } from '../../../content/list-query.ts';
import { LOCALES, type Locale } from '../../../content/locale.ts';
import { behaviourOf } from '../../../content/server-kinds.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../content/translations.ts';
import type { contentColumns } from '../../../db/schema/columns.ts';
import { badRequest } from '../../../errors.ts';
import type { ContentResource } from './resources.ts';

/**
 * A content table as the one mechanism sees it: the columns every resource shares, typed; the
 * declared fields' columns are reached by name (`column`).
 */
export type SharedContentTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof contentColumns>, 'pg'>;
  dialect: 'pg';
}>;

/** A row as stored and as answered; its declared fields are reached by name. */
export type ContentRow = Record<string, unknown> & {
  id: number;
  status: 'draft' | 'published';
  version: number;
};

export interface ListOptions extends ListQuery {
  lang?: Locale;
  /** Without a token only published rows exist. */
  includeDrafts: boolean;
}

type Conditions = Pick<
  ListOptions,
  'q' | 'ids' | 'status' | 'needsTranslation' | 'undescribed' | 'includeDrafts'
>;

/** Which columns, conditions and orders a resource's reads use, in SQL: where, order and search. */
export function contentQuery(resource: ContentResource) {
  // Every content table is built by `contentTable`, so it has the shared columns.
  const table = resource.table as unknown as SharedContentTable;
  const columns = getTableColumns(resource.table) as unknown as Record<string, PgColumn>;
  const column = (name: string) => columns[name] as PgColumn;
  const live = isNull(table.deletedAt);
  const trashed = isNotNull(table.deletedAt);

  /** A translatable text in one language (falling back to Russian), for sorting. */
  const textIn = (field: string, lang: Locale | undefined): SQL =>
    lang && lang !== 'ru'
      ? sql`coalesce(nullif(btrim(${column(field)}->>${lang}), ''), ${column(field)}->>'ru')`
      : sql`(${column(field)}->>'ru')`;

  function searchCondition(q: string): SQL | undefined {
    const pattern = containsPattern(q);
    const matches = resource.search.flatMap((field) => {
      const behaviour = behaviourOf(resource.fields[field] as Field);
      return LOCALES.map((locale) => {
        const value = sql`(${column(field)}->>${locale})`;
        return sql`${behaviour.searched ? behaviour.searched(value) : value} ilike ${pattern}`;
      });
    });
    return or(...matches);
  }

  /** Rows with a missing or outdated translation into `locale` (into any, for `any`). */
  function needsTranslation(locale: TranslatedLocale | 'any'): SQL | undefined {
    const into = (code: TranslatedLocale) =>
      sql`(jsonb_array_length(coalesce(${table.translations}->${code}->'missing', '[]')) > 0
        or jsonb_array_length(coalesce(${table.translations}->${code}->'outdated', '[]')) > 0)`;
    return locale === 'any' ? or(...TRANSLATED_LOCALES.map(into)) : into(locale);
  }

  /** Rows with an image and no Russian description of it (none where no image is described). */
  function undescribed(): SQL {
    const missing = resource.altTexts.map(
      ({ field, image }) =>
        sql`(coalesce(${column(image)}, '') <> '' and coalesce(btrim(${column(field)}->>'ru'), '') = '')`,
    );
    return or(...missing) ?? sql`false`;
  }

  return {
    table,
    columns,
    column,
    /** Rows not in the trash. */
    live,
    /** Rows in the trash. */
    trashed,

    /** The live rows a list asks for. */
    where(options: Conditions): SQL | undefined {
      return and(
        live,
        options.includeDrafts ? undefined : eq(table.status, 'published'),
        options.status ? eq(table.status, options.status) : undefined,
        options.needsTranslation ? needsTranslation(options.needsTranslation) : undefined,
        options.undescribed ? undescribed() : undefined,
        options.ids ? inArray(table.id, options.ids) : undefined,
        options.q ? searchCondition(options.q) : undefined,
      );
    },

    /** The asked order, ties broken by id; without one, the resource's own. */
    orderBy(options: Pick<ListOptions, 'sort' | 'lang'>): SQL[] {
      if (!options.sort) {
        return resource.defaultOrder === 'newest'
          ? [desc(column('date')), desc(table.id)]
          : [asc(table.position), asc(table.id)];
      }
      const { field, order } = options.sort;
      const direction = order === 'ASC' ? asc : desc;
      let expression: SQL | PgColumn;
      if (resource.textual.includes(field)) expression = textIn(field, options.lang);
      else if (['id', 'position', 'status', 'createdAt', 'updatedAt', ...resource.sortable].includes(field))
        expression = column(field);
      else
        throw badRequest(`sort field "${field}" is not sortable on ${resource.name}`, 'query.invalid', {
          param: 'sort',
        });
      return field === 'id' ? [direction(expression)] : [direction(expression), direction(table.id)];
    },
  };
}

export type ContentQuery = ReturnType<typeof contentQuery>;
