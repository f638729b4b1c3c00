import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isSafeLink } from '../../../content/embeds.ts';
import { containsPattern, type ListQuery } from '../../../content/list-query.ts';
import { flattenLocale, LOCALES, type Locale, type Localized } from '../../../content/locale.ts';
import { isAllowedRemoteImage, isRemoteImage } from '../../../content/remote-images.ts';
import { sanitizeRichText } from '../../../content/sanitize-rich-text.ts';
import {
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  trackTranslations,
  untranslatedFields,
} from '../../../content/translations.ts';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import type { RevisionAction } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import { badRequest, conflict } from '../../../errors.ts';
import type { ContentResource } from './resources.ts';
import {
  ensureOnlyTranslationsChanged,
  type RevisionsRepository,
  type Snapshot,
} from './revisions-repository.ts';

type CheckedTranslations = Partial<Record<TranslatedLocale, string[]>>;

export type ContentRow = Record<string, unknown> & {
  id: number;
  status: 'draft' | 'published';
  version: number;
};
export type ContentValues = Record<string, unknown>;

export interface ListOptions extends ListQuery {
  lang?: Locale;
  /** Without a token only published rows exist. */
  includeDrafts: boolean;
}

/** Who is writing, and which version of the item their change was made on (if they say). */
export interface WriteOptions {
  authorId: number | null;
  /** The version the client read; a write on any other is refused with 409. */
  expectedVersion?: number | undefined;
}

/** What an image address is checked against on every write. */
export interface ImageRules {
  /** Hosts whose https images may stand instead of an upload (REMOTE_IMAGE_HOSTS). */
  remoteHosts: readonly string[];
  /** Whether an upload (`/uploads/<name>`) is stored. */
  isStored: (name: string) => Promise<boolean>;
}

/** An item in the trash, as the Корзина lists it. */
export interface TrashedRow {
  id: number;
  name: unknown;
  status: 'draft' | 'published';
  deletedAt: string;
}

/**
 * Everything the content routes do to a resource's table: one implementation for all resources.
 * Every create and change keeps a revision (in the same transaction); a delete only moves the row
 * to the trash, where nothing but the trash's own calls sees it.
 */
export function contentRepository(
  db: Database,
  resource: ContentResource,
  history: RevisionsRepository,
  imageRules: ImageRules,
) {
  const table = resource.table;
  const columns = getTableColumns(table) as unknown as Record<string, PgColumn>;
  const column = (name: string) => columns[name] as PgColumn;
  const live = isNull(column('deletedAt'));
  const trashed = isNotNull(column('deletedAt'));
  /** What a revision keeps of a row: what a client may write, as stored. */
  const snapshotOf = (row: ContentRow): Snapshot =>
    Object.fromEntries(['status', 'position', ...resource.fields].map((field) => [field, row[field]]));

  /** A translatable text in one language (falling back to Russian), for sorting and searching. */
  const textIn = (field: string, lang: Locale | undefined): SQL =>
    lang && lang !== 'ru'
      ? sql`coalesce(nullif(btrim(${column(field)}->>${lang}), ''), ${column(field)}->>'ru')`
      : sql`(${column(field)}->>'ru')`;

  function searchCondition(q: string): SQL | undefined {
    const pattern = containsPattern(q);
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
    else
      throw badRequest(`sort field "${field}" is not sortable on ${resource.name}`, 'query.invalid', {
        param: 'sort',
      });
    return field === 'id' ? [direction(expression)] : [direction(expression), direction(column('id'))];
  }

  /** Rows with a missing or outdated translation into `locale` (into any, for `any`). */
  function needsTranslation(locale: TranslatedLocale | 'any'): SQL | undefined {
    const into = (code: TranslatedLocale) =>
      sql`(jsonb_array_length(coalesce(${column('translations')}->${code}->'missing', '[]')) > 0
        or jsonb_array_length(coalesce(${column('translations')}->${code}->'outdated', '[]')) > 0)`;
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

  function where(
    options: Pick<ListOptions, 'q' | 'ids' | 'status' | 'needsTranslation' | 'undescribed' | 'includeDrafts'>,
  ): SQL | undefined {
    return and(
      live,
      options.includeDrafts ? undefined : eq(column('status'), 'published'),
      options.status ? eq(column('status'), options.status) : undefined,
      options.needsTranslation ? needsTranslation(options.needsTranslation) : undefined,
      options.undescribed ? undescribed() : undefined,
      options.ids ? inArray(column('id'), options.ids) : undefined,
      options.q ? searchCondition(options.q) : undefined,
    );
  }

  /** Turns a stored row into what is answered: ISO timestamps and, with `lang`, one language. */
  function present(row: ContentRow, lang: Locale | undefined): ContentRow {
    const { deletedAt: _deletedAt, ...kept } = row;
    const flat = {
      ...kept,
      createdAt: isoTimestamp(row.createdAt),
      updatedAt: isoTimestamp(row.updatedAt),
    } as ContentRow;
    if (!lang) return flat;
    const { translations: _translations, ...flattened } = flat;
    for (const field of resource.translatable) {
      flattened[field] = flattenLocale(row[field] as Localized<unknown>, lang);
    }
    return { ...flattened, untranslated: untranslatedFields(resource.translatable, row, lang) } as ContentRow;
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
      if ((clean[field] as Localized<string>).ru === undefined && !resource.optionalTexts.includes(field)) {
        throw badRequest(
          `${field}.ru must not be blank${html ? ' once unsafe markup is removed' : ''}`,
          'field.blank',
          { field: `${field}.ru` },
        );
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
    for (const field of resource.links) {
      if (typeof clean[field] !== 'string') continue;
      const link = (clean[field] as string).trim();
      if (link !== '' && !isSafeLink(link)) {
        throw badRequest(`${field} must be an https: link`, 'link.unsafe', { field });
      }
      clean[field] = link;
    }
    for (const field of resource.nullable) {
      if (clean[field] === '') clean[field] = null;
    }
    return clean;
  }

  /**
   * An image is an upload this API stores (`/uploads/<name>` or `/api/uploads/<name>`), or an
   * address the site build may fetch (https, from the allowed hosts, never an internal address).
   * Checked on every write that sets it; a path the write leaves as it was passes (the build and
   * the preview leave out an image that has gone since), unless the write publishes the item.
   */
  async function ensureImagesUsable(values: ContentValues, before?: ContentRow): Promise<void> {
    for (const name of resource.images) {
      const value = values[name];
      if (typeof value !== 'string' || value === '') continue;
      if (isRemoteImage(value)) {
        if (isAllowedRemoteImage(value, imageRules.remoteHosts)) continue;
        throw badRequest(
          `${name}: images are fetched only over https from the hosts in REMOTE_IMAGE_HOSTS: upload it instead`,
          'image.remote_forbidden',
          { field: name },
        );
      }
      if (before?.[name] === value && values.status !== 'published') continue;
      const stored = /^\/(?:api\/)?uploads\/([^/\\]+)$/.exec(value)?.[1];
      if (!stored || !(await imageRules.isStored(stored))) {
        throw badRequest(`The image ${value} is not a stored upload: upload it again`, 'image_missing', {
          field: name,
        });
      }
    }
  }

  /**
   * An image needs its Russian alt text. Checked when a write sets the image or its text, so that
   * items saved before alt texts existed can still be reordered or unpublished.
   */
  function ensureAltTexts(written: ContentValues, row: ContentValues): void {
    for (const { field, image } of resource.altTexts) {
      if (!(field in written) && !(image in written)) continue;
      const described = typeof row[image] === 'string' && row[image] !== '';
      if (described && (row[field] as Partial<Localized<string>> | undefined)?.ru === undefined) {
        throw badRequest(`${field}.ru must describe the image in ${image}`, 'alt.required', {
          field: `${field}.ru`,
        });
      }
    }
  }

  return {
    present,

    /**
     * Works out the translation state of rows that have none yet (saved before it was kept, or
     * seeded): their translations count as made from the Russian they have now.
     */
    async trackUntrackedTranslations(): Promise<void> {
      const rows = (await db
        .select()
        .from(table)
        .where(sql`${column('translations')} = '{}'::jsonb`)) as ContentRow[];
      for (const row of rows) {
        const translations = trackTranslations(resource.translatable, undefined, row);
        await db
          .update(table)
          .set({ translations } as never)
          .where(eq(column('id'), row.id));
      }
    },

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
          and(
            eq(column('id'), id),
            live,
            options.includeDrafts ? undefined : eq(column('status'), 'published'),
          ),
        )) as ContentRow[];
      return row && present(row, options.lang);
    },

    async create(values: ContentValues, options: WriteOptions): Promise<ContentRow> {
      await ensureImagesUsable(values);
      const { checkedTranslations: _checked, ...fields } = values;
      const clean = normalize(fields);
      ensureAltTexts(clean, clean);
      const translations = trackTranslations(resource.translatable, undefined, clean);
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(table)
          .values({ status: 'published', ...clean, translations, version: 1 } as never)
          .returning()) as ContentRow[];
        const created = row as ContentRow;
        await history.record(tx, {
          resource: resource.name,
          itemId: created.id,
          version: created.version,
          action: 'create',
          snapshot: snapshotOf(created),
          authorId: options.authorId,
        });
        return present(created, undefined);
      });
    },

    /**
     * Changes an item that is not in the trash, as a new version; answers the row before and after,
     * so the caller can tell whether visitors see a change. With `expectedVersion`, a row that has
     * moved on since is refused (409): the row is locked first, so of two writes on the same
     * version exactly one wins.
     */
    async update(
      id: number,
      values: ContentValues,
      options: WriteOptions & {
        action?: RevisionAction;
        /** A translator's save: refused (403, nothing written) if it changes more than English and Kazakh. */
        translationsOnly?: boolean;
      },
    ): Promise<{ before: ContentRow; after: ContentRow } | undefined> {
      // A restore brings back what was, as it was: today's rules on new writes do not stop it.
      const restoring = options.action === 'restore';
      return db.transaction(async (tx) => {
        const [before] = (await tx
          .select()
          .from(table)
          .where(and(eq(column('id'), id), live))
          .for('update')) as ContentRow[];
        if (!before) return undefined;
        if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
          throw conflict(
            `${resource.name} ${id} was changed by someone else: this change was made on version ` +
              `${options.expectedVersion}, the item is now at version ${before.version}. ` +
              'Read it again and repeat the change there.',
            'version.stale',
            { version: before.version },
          );
        }
        if (!restoring) await ensureImagesUsable(values, before);
        const previous = snapshotOf(before);
        // Items from before history was kept (the built-in content) get their first version now.
        if (!(await history.has(tx, resource.name, id, before.version))) {
          await history.record(tx, {
            resource: resource.name,
            itemId: id,
            version: before.version,
            action: 'initial',
            snapshot: previous,
            authorId: null,
            at: String(before.updatedAt),
          });
        }
        const { checkedTranslations, ...fields } = values;
        const clean = normalize(fields);
        // A translator cannot write the Russian this would ask for.
        if (!restoring && !options.translationsOnly) ensureAltTexts(clean, { ...before, ...clean });
        const translations = trackTranslations(
          resource.translatable,
          before,
          { ...before, ...clean },
          checkedTranslations as CheckedTranslations | undefined,
        );
        const [after] = (await tx
          .update(table)
          .set({
            ...clean,
            translations,
            version: sql`${column('version')} + 1`,
            updatedAt: sql`now()`,
          } as never)
          .where(eq(column('id'), id))
          .returning()) as ContentRow[];
        const changed = after as ContentRow;
        if (options.translationsOnly) {
          ensureOnlyTranslationsChanged(previous, snapshotOf(changed));
        }
        await history.record(tx, {
          resource: resource.name,
          itemId: id,
          version: changed.version,
          action: options.action ?? 'update',
          snapshot: snapshotOf(changed),
          previous,
          authorId: options.authorId,
        });
        return { before, after: present(changed, undefined) };
      });
    },

    /** What a kept version would write back: its fields that this resource still has. */
    restorable(snapshot: Snapshot): ContentValues {
      return Object.fromEntries(
        Object.entries(snapshot).filter(([field]) =>
          ['status', 'position', ...resource.fields].includes(field),
        ),
      );
    },

    /** Moves an item to the trash. */
    async remove(id: number): Promise<ContentRow | undefined> {
      const [row] = (await db
        .update(table)
        .set({ deletedAt: sql`now()` } as never)
        .where(and(eq(column('id'), id), live))
        .returning()) as ContentRow[];
      return row && present(row, undefined);
    },

    /** The items in the trash, most recently deleted first. */
    async trash(): Promise<TrashedRow[]> {
      const rows = (await db
        .select({
          id: column('id'),
          name: column(resource.title),
          status: column('status'),
          deletedAt: column('deletedAt'),
        })
        .from(table)
        .where(trashed)
        .orderBy(desc(column('deletedAt')))) as TrashedRow[];
      return rows.map((row) => ({ ...row, deletedAt: isoTimestamp(row.deletedAt) }));
    },

    /** Takes an item out of the trash, as it was. */
    async untrash(id: number): Promise<ContentRow | undefined> {
      const [row] = (await db
        .update(table)
        .set({ deletedAt: null } as never)
        .where(and(eq(column('id'), id), trashed))
        .returning()) as ContentRow[];
      return row && present(row, undefined);
    },

    /** Deletes an item in the trash for good, with its history. */
    async destroy(id: number): Promise<ContentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .delete(table)
          .where(and(eq(column('id'), id), trashed))
          .returning()) as ContentRow[];
        if (row) await history.forget(tx, resource.name, id);
        return row && present(row, undefined);
      });
    },

    /** Deletes for good what has been in the trash since before `cutoff`; answers their ids. */
    async purge(cutoff: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const rows = (await tx
          .delete(table)
          .where(and(trashed, lt(column('deletedAt'), cutoff.toISOString())))
          .returning({ id: column('id') })) as { id: number }[];
        for (const { id } of rows) await history.forget(tx, resource.name, id);
        return rows.map(({ id }) => id);
      });
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

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
