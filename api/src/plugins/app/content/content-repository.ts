import { and, eq, inArray, sql } from 'drizzle-orm';
import { keepingTranslations, spreadRows } from '../../../content/kinds.ts';
import type { Locale } from '../../../content/locale.ts';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import type { RevisionAction } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import { conflict } from '../../../errors.ts';
import { type ContentValues, contentInput, type ImageRules } from './content-input.ts';
import { contentOrder } from './content-order.ts';
import { type ContentRow, contentQuery, type ListOptions, type SharedContentTable } from './content-query.ts';
import { type StoredSchedule, scheduleAfter } from './content-schedule.ts';
import { contentSlugs } from './content-slugs.ts';
import { type CheckedTranslations, contentTranslations } from './content-translations.ts';
import { contentTrash } from './content-trash.ts';
import type { ContentResource } from './resources.ts';
import {
  ensureOnlyTranslationsChanged,
  type RevisionsRepository,
  type Snapshot,
} from './revisions-repository.ts';

/** How many rows a whole list fetches in one query (their ids are its parameters). */
const ROWS_PER_READ = 1000;

/** Who is writing, and which version of the item their change was made on (if they say). */
export interface WriteOptions {
  authorId: number | null;
  /** The version the client read; a write on any other is refused with 409. */
  expectedVersion?: number | undefined;
}

/** A row as written: the shared columns, typed, and the declared fields' cleaned values. */
type Written = SharedContentTable['$inferInsert'];

/**
 * Everything the content routes do to a resource's table: one implementation for all resources,
 * composed of its queries (`content-query.ts`), its input rules (`content-input.ts`), its
 * translation state (`content-translations.ts`), its trash (`content-trash.ts`) and its manual
 * order (`content-order.ts`). Every create and change keeps a revision in the same transaction.
 */
export function contentRepository(
  db: Database,
  resource: ContentResource,
  history: RevisionsRepository,
  imageRules: ImageRules,
) {
  const query = contentQuery(resource);
  const { table, columns, live } = query;
  const input = contentInput(resource, imageRules);
  const translations = contentTranslations(db, resource, query);
  const slugs = contentSlugs(db, resource, query);
  const addressField = resource.address?.field;
  /** What a revision keeps of a row: what a client may write, as stored. */
  const snapshotOf = (row: ContentRow): Snapshot =>
    Object.fromEntries(
      ['status', 'position', ...Object.keys(resource.fields)].map((field) => [field, row[field]]),
    );

  /**
   * Turns a stored row into what is answered: ISO timestamps and, with `lang`, one language. Its
   * schedule is for staff only, but for the withdrawal time of a resource that shows it (a
   * vacancy's closing date).
   */
  function present(row: ContentRow, lang?: Locale, staff = true): ContentRow {
    const { deletedAt: _deletedAt, scheduledBy: _scheduledBy, publishAt, unpublishAt, ...kept } = row;
    const flat = {
      ...kept,
      createdAt: isoTimestamp(row.createdAt),
      updatedAt: isoTimestamp(row.updatedAt),
      ...(staff && {
        publishAt: isoTimestamp(publishAt ?? null),
        unpublishAt: isoTimestamp(unpublishAt ?? null),
      }),
      ...(!staff && resource.withdrawalShown && { unpublishAt: isoTimestamp(unpublishAt ?? null) }),
    } as ContentRow;
    return lang ? translations.inLanguage(flat, lang) : flat;
  }

  /**
   * The rows whole lists last answered, by id, each with its version as stored (`xmin`) and
   * with what it was answered as (by language and audience).
   */
  const wholeRows = new Map<number, { xmin: string; row: ContentRow; presented: Map<string, ContentRow> }>();
  /**
   * A row's version as PostgreSQL keeps it (`xmin`, the transaction that wrote it): every write of a
   * row, by any path or instance, stores a new one. Reading it costs a third of hashing the row.
   */
  const xmin = sql<string>`cast(${table}.xmin as text)`;

  /**
   * A whole list, as a site build reads each in every language (10,000 news, say): the database
   * answers each row's id and version in the list's order, and only the rows not kept, or changed
   * since, are read and presented again. A long list then costs the database what changed since
   * the last read, and every read is still answered from the database as it is now.
   */
  async function listWhole(options: ListOptions): Promise<{ rows: ContentRow[]; total: number }> {
    const condition = query.where(options);
    const listed = await db
      .select({ id: table.id, xmin })
      .from(table)
      .where(condition)
      .orderBy(...query.orderBy(options));
    const missing = listed.filter((row) => wholeRows.get(row.id)?.xmin !== row.xmin).map(({ id }) => id);
    for (let start = 0; start < missing.length; start += ROWS_PER_READ) {
      const ids = missing.slice(start, start + ROWS_PER_READ);
      const found = await db
        .select({ ...columns, xmin })
        .from(table)
        .where(and(condition, inArray(table.id, ids)));
      for (const id of ids) wholeRows.delete(id);
      for (const { xmin: version, ...row } of found as (ContentRow & { xmin: string })[]) {
        wholeRows.set(row.id, { xmin: version, row, presented: new Map() });
      }
    }
    const audience = `${options.lang ?? ''}:${options.includeDrafts}`;
    const rows = listed.flatMap(({ id }) => {
      // A row written between the two reads is answered as the second found it, or not at all when
      // it no longer belongs to the list (gone, or a draft now).
      const whole = wholeRows.get(id);
      if (!whole) return [];
      let presented = whole.presented.get(audience);
      if (!presented) {
        presented = present(whole.row, options.lang, options.includeDrafts);
        whole.presented.set(audience, presented);
      }
      return [presented];
    });
    // A list of every live row (drafts or not) names all the rows worth keeping.
    if (!options.q && !options.ids && !options.status && !options.needsTranslation && !options.undescribed) {
      const kept = new Set(listed.map(({ id }) => id));
      for (const id of wholeRows.keys()) if (!kept.has(id)) wholeRows.delete(id);
    }
    return { rows, total: rows.length };
  }

  /** What a write stores: the cleaned fields, and the schedule (checked) when the write touches it. */
  function withSchedule(
    clean: ContentValues,
    values: ContentValues,
    before: ContentRow | undefined,
    options: WriteOptions & { translationsOnly?: boolean | undefined },
  ): ContentValues {
    const { status: _status, ...schedule } = scheduleAfter(before as StoredSchedule | undefined, values, {
      authorId: options.authorId,
      translationsOnly: options.translationsOnly,
    });
    return { ...clean, ...schedule };
  }

  return {
    ...contentTrash(db, resource, query, history, (row) => present(row), slugs),
    ...contentOrder(db, resource, query, history, snapshotOf, (row) => present(row)),
    trackUntrackedTranslations: translations.trackUntracked,

    async list(options: ListOptions): Promise<{ rows: ContentRow[]; total: number }> {
      if (!options.range) return listWhole(options);
      const condition = query.where(options);
      const page = db
        .select({ ...columns, total: sql<number>`cast(count(*) over () as integer)` })
        .from(table)
        .where(condition)
        .orderBy(...query.orderBy(options))
        .$dynamic();
      if (options.range) page.limit(options.range.end - options.range.start + 1).offset(options.range.start);
      const found = (await page) as (ContentRow & { total: number })[];
      let total = found[0]?.total;
      if (total === undefined) {
        // A page past the end has no rows to carry the total, so count separately.
        const [counted] = await db
          .select({ total: sql<number>`cast(count(*) as integer)` })
          .from(table)
          .where(condition);
        total = counted?.total ?? 0;
      }
      const rows = found.map(({ total: _total, ...row }) =>
        present(row as ContentRow, options.lang, options.includeDrafts),
      );
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
          and(eq(table.id, id), live, options.includeDrafts ? undefined : eq(table.status, 'published')),
        )) as ContentRow[];
      return row && present(row, options.lang, options.includeDrafts);
    },

    async create(values: ContentValues, options: WriteOptions): Promise<ContentRow> {
      await input.ensureImagesUsable(values);
      const {
        checkedTranslations: _checked,
        publishAt: _publishAt,
        unpublishAt: _unpublishAt,
        ...fields
      } = values;
      const clean = input.normalize(fields);
      await input.fillFiles(clean);
      input.ensureAltTexts(clean, clean);
      return db.transaction(async (tx) => {
        if (addressField) clean[addressField] = await slugs.after(tx, undefined, clean);
        const written = {
          status: 'published',
          ...withSchedule(clean, values, undefined, options),
          translations: translations.after(undefined, clean),
        };
        const [row] = (await tx
          .insert(table)
          .values({ ...(written as Written), version: 1 })
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
        return present(created);
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
        /** A restore of the Russian alone: every translation stays as it is now (`keepingTranslations`). */
        keepTranslations?: boolean;
      },
    ): Promise<{ before: ContentRow; after: ContentRow } | undefined> {
      // A restore brings back what was, as it was: today's rules on new writes do not stop it.
      const restoring = options.action === 'restore';
      return db.transaction(async (tx) => {
        const [before] = (await tx
          .select()
          .from(table)
          .where(and(eq(table.id, id), live))
          .for('update')) as ContentRow[];
        if (!before) return undefined;
        if (options.expectedVersion !== undefined && options.expectedVersion !== before.version) {
          throw conflict(
            `${resource.name} ${id} was changed by someone else: this change was made on version ` +
              `${options.expectedVersion}, the item is now at version ${before.version}. ` +
              'Read it again and repeat the change there.',
            'version.stale',
            { version: before.version, ...(await history.savedBy(tx, resource.name, id, before.version)) },
          );
        }
        if (!restoring) await input.ensureImagesUsable(values, before);
        const previous = snapshotOf(before);
        await history.keepFirst(tx, {
          resource: resource.name,
          itemId: id,
          version: before.version,
          snapshot: previous,
          at: String(before.updatedAt),
        });
        const {
          checkedTranslations,
          publishAt: _publishAt,
          unpublishAt: _unpublishAt,
          ...fields
        } = options.keepTranslations
          ? (keepingTranslations(resource.fields, values, previous) as ContentValues)
          : values;
        const clean = input.normalize(fields);
        await input.fillFiles(clean);
        // A translator cannot write the Russian this would ask for.
        if (!restoring && !options.translationsOnly) input.ensureAltTexts(clean, { ...before, ...clean });
        if (addressField) {
          clean[addressField] = await slugs.after(
            tx,
            id,
            { ...before, ...clean },
            before[addressField] as Record<string, string>,
          );
          await slugs.remember(tx, id, before, clean);
        }
        const state = translations.after(
          before,
          { ...before, ...clean },
          checkedTranslations as CheckedTranslations | undefined,
        );
        const [after] = (await tx
          .update(table)
          .set({
            ...(withSchedule(clean, values, before, options) as Written),
            translations: state,
            version: sql`${table.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(table.id, id))
          .returning()) as ContentRow[];
        const changed = after as ContentRow;
        if (options.translationsOnly) {
          // A block's texts one by one (`quality.2.title.kk`): adding, moving or removing one is more.
          ensureOnlyTranslationsChanged(
            spreadRows(resource.fields, previous),
            spreadRows(resource.fields, snapshotOf(changed)),
          );
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
        return { before, after: present(changed) };
      });
    },

    /** Where an old address of an item's page (its number, or an address it had) leads now. */
    resolveAddress: slugs.resolve,

    /** The published item whose page's address in a language is this one now (none for another). */
    addressOwner: slugs.owner,

    /** Whether an address of an item's page is a deleted item's (in the trash, or deleted for good). */
    isDeletedAddress: slugs.deleted,

    /**
     * Gives addresses to the items that lack one in a language whose title is written (built-in
     * content, items saved before addresses existed), keeping their translation state.
     */
    async fillAddresses(): Promise<void> {
      if (!addressField) return;
      for (const row of await slugs.lacking()) {
        await db.transaction(async (tx) => {
          const after = { ...row, [addressField]: await slugs.after(tx, row.id, row) };
          await tx
            .update(table)
            .set({
              [addressField]: after[addressField],
              translations: translations.after(row, after),
            } as Written)
            .where(eq(table.id, row.id));
        });
      }
    },

    /** What a kept version would write back: its fields that this resource still has. */
    restorable(snapshot: Snapshot): ContentValues {
      return Object.fromEntries(
        Object.entries(snapshot).filter(([field]) =>
          ['status', 'position', ...Object.keys(resource.fields)].includes(field),
        ),
      );
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
