import { and, desc, eq, lte } from 'drizzle-orm';
import type { Fields } from '../../../content/fields.ts';
import { spreadRows } from '../../../content/kinds.ts';
import { LOCALES } from '../../../content/locale.ts';
import { TRANSLATED_LOCALES, type Translations, translatedFrom } from '../../../content/translations.ts';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import { type RevisionAction, revisions, users } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import { forbidden } from '../../../errors.ts';

/** A Drizzle handle that may be a transaction: revisions are written in the same one as the row. */
type Queries = Pick<Database, 'select' | 'insert' | 'delete'>;

export type Snapshot = Record<string, unknown>;

export interface NewRevision {
  resource: string;
  itemId: number;
  version: number;
  action: RevisionAction;
  snapshot: Snapshot;
  /** The version before this save, to record what changed; none for the first one. */
  previous?: Snapshot | undefined;
  authorId: number | null;
  /** When it was saved, if not now (the record's state before its history began). */
  at?: string;
}

/** One entry of an item's history, as the admin lists it. */
export interface RevisionSummary {
  version: number;
  action: RevisionAction;
  changes: string[];
  authorId: number | null;
  /** The author's e-mail, while the account exists. */
  author: string | null;
  createdAt: string;
}

export interface Revision extends RevisionSummary {
  snapshot: Snapshot;
}

/**
 * The fields a save changed: a translatable field per language (`name.kk`), anything else by its
 * name. Translatable values are the objects keyed by language.
 */
export function changedFields(before: Snapshot | undefined, after: Snapshot): string[] {
  if (!before) return [];
  const changed: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[key], after[key]];
    if (isLocalized(was) || isLocalized(is)) {
      for (const locale of LOCALES) {
        const [a, b] = [(was as Snapshot | undefined)?.[locale], (is as Snapshot | undefined)?.[locale]];
        if (!sameValue(a, b)) changed.push(`${key}.${locale}`);
      }
    } else if (!sameValue(was, is)) {
      changed.push(key);
    }
  }
  return changed;
}

/**
 * A translator's save may change only English and Kazakh texts: anything more is refused (403,
 * naming the first field) before it is kept. Content and settings both ask this.
 */
export function ensureOnlyTranslationsChanged(before: Snapshot, after: Snapshot): void {
  const beyond = changedFields(before, after).filter(
    (path) => !TRANSLATED_LOCALES.some((locale) => path.endsWith(`.${locale}`)),
  );
  if (beyond.length) {
    throw forbidden(
      `A translator may change only the English and Kazakh texts; this save also changes ${beyond.join(', ')}`,
      'role.translations_only',
      { field: beyond[0] as string },
    );
  }
}

/** An object keyed by language: `{}` too, an optional text nobody has written yet. */
function isLocalized(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => (LOCALES as readonly string[]).includes(key))
  );
}

/** Equal as stored: an object's keys in any order (jsonb keeps its own, not the writer's). */
function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) =>
    JSON.stringify(value ?? null, (_key, part: unknown) =>
      part && typeof part === 'object' && !Array.isArray(part)
        ? Object.fromEntries(Object.entries(part).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
        : part,
    );
  return canonical(a) === canonical(b);
}

/**
 * The history of any resource's items, keyed by (resource name, item id): each save of an item
 * keeps its whole record; only the last `keep` versions of an item are kept.
 */
export function revisionsRepository(db: Database, options: { keep: number }) {
  const ofItem = (resource: string, itemId: number) =>
    and(eq(revisions.resource, resource), eq(revisions.itemId, itemId));
  const summary = {
    version: revisions.version,
    action: revisions.action,
    changes: revisions.changes,
    authorId: revisions.authorId,
    author: users.email,
    createdAt: revisions.createdAt,
  };

  const repository = {
    /** Keeps a new version of an item (in the caller's transaction) and forgets the oldest beyond `keep`. */
    async record(tx: Queries, revision: NewRevision): Promise<void> {
      await tx.insert(revisions).values({
        resource: revision.resource,
        itemId: revision.itemId,
        version: revision.version,
        action: revision.action,
        snapshot: revision.snapshot,
        changes: changedFields(revision.previous, revision.snapshot),
        authorId: revision.authorId,
        ...(revision.at ? { createdAt: revision.at } : {}),
      });
      await tx
        .delete(revisions)
        .where(
          and(
            ofItem(revision.resource, revision.itemId),
            lte(revisions.version, revision.version - options.keep),
          ),
        );
    },

    /**
     * Keeps the item as it was before its history began (the built-in content, a record saved
     * before history was kept) as its first version, unless that version is kept already: called
     * before a change is recorded, so the history can show and restore what the change replaced.
     */
    async keepFirst(
      tx: Queries,
      first: Pick<NewRevision, 'resource' | 'itemId' | 'version' | 'snapshot'> & { at: string },
    ): Promise<void> {
      if (await repository.has(tx, first.resource, first.itemId, first.version)) return;
      await repository.record(tx, { ...first, action: 'initial', authorId: null });
    },

    /** Whether the version is kept (the item's history may start later than its first version). */
    async has(tx: Queries, resource: string, itemId: number, version: number): Promise<boolean> {
      const [found] = await tx
        .select({ version: revisions.version })
        .from(revisions)
        .where(and(ofItem(resource, itemId), eq(revisions.version, version)));
      return found !== undefined;
    },

    /** An item's kept versions, newest first, without their records. */
    async list(resource: string, itemId: number): Promise<RevisionSummary[]> {
      const rows = await db
        .select(summary)
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.authorId))
        .where(ofItem(resource, itemId))
        .orderBy(desc(revisions.version));
      return rows.map((row) => ({ ...row, createdAt: isoTimestamp(row.createdAt) }));
    },

    /**
     * The Russian each outdated translation of an item (or a document) was made from, as far as its
     * kept versions go back (`translatedFrom`): `{en: {name: '…'}}`.
     */
    async translatedFrom(
      resource: string,
      itemId: number,
      fields: Fields,
      translations: Translations,
    ): Promise<ReturnType<typeof translatedFrom>> {
      const outdated = TRANSLATED_LOCALES.some((locale) => translations[locale]?.outdated.length);
      if (!outdated) return {};
      const rows = await db
        .select({ snapshot: revisions.snapshot })
        .from(revisions)
        .where(ofItem(resource, itemId))
        .orderBy(desc(revisions.version));
      return translatedFrom(
        translations,
        rows.map((row) => spreadRows(fields, row.snapshot)),
      );
    },

    async get(resource: string, itemId: number, version: number): Promise<Revision | undefined> {
      const [row] = await db
        .select({ ...summary, snapshot: revisions.snapshot })
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.authorId))
        .where(and(ofItem(resource, itemId), eq(revisions.version, version)));
      return row && { ...row, createdAt: isoTimestamp(row.createdAt) };
    },

    /**
     * Who saved `version` and when, for a refused save (409) to name them: `{ by, at }`, the e-mail
     * empty for the built-in content and for removed accounts; nothing when that version is not kept.
     */
    async savedBy(
      tx: Queries,
      resource: string,
      itemId: number,
      version: number,
    ): Promise<{ by: string; at: string } | undefined> {
      // In the caller's transaction: PGlite has one connection, which the transaction holds.
      const [row] = await tx
        .select({ by: users.email, at: revisions.createdAt })
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.authorId))
        .where(and(ofItem(resource, itemId), eq(revisions.version, version)));
      return row && { by: row.by ?? '', at: isoTimestamp(row.at) };
    },

    /** Forgets an item's history (when it is deleted for good). */
    async forget(tx: Queries, resource: string, itemId: number): Promise<void> {
      await tx.delete(revisions).where(ofItem(resource, itemId));
    },
  };
  return repository;
}

export type RevisionsRepository = ReturnType<typeof revisionsRepository>;
