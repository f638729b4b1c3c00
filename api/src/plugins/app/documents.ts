/**
 * A document staff edit whole and that exists once (Настройки сайта, each page's texts): read,
 * checked, versioned and kept in the history in one transaction, with its translation state kept
 * like a content item's. The settings and the pages differ only in where their row lives and who
 * may save them; this is the rest.
 */
import type { Fields } from '../../content/fields.ts';
import { checkField, keepingTranslations, kindOf, spreadRows, trackedPaths } from '../../content/kinds.ts';
import { type TranslatedLocale, type Translations, trackTranslations } from '../../content/translations.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import type { RevisionAction } from '../../db/schema/revisions.ts';
import type { Database } from '../../db/types.ts';
import { conflict, type FieldFailure, invalidFields } from '../../errors.ts';
import {
  changedFields,
  ensureOnlyTranslationsChanged,
  type RevisionsRepository,
  type Snapshot,
} from './content/revisions-repository.ts';

export interface DocumentRow<V> {
  values: V;
  version: number;
  updatedAt: string;
  translations: Translations;
}

/** A document as staff read it: its values, the version to save over, each text's translation state. */
export const staffView = <V extends object>({
  values,
  version,
  updatedAt,
  translations,
}: DocumentRow<V>) => ({
  ...values,
  version,
  updatedAt,
  translations,
});

/** A document's row as its table keeps it. */
export interface StoredRow {
  values: object;
  version: number;
  updatedAt: string;
  translations: Translations;
}

type Queries = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a document's row lives: read (locked for a save) and written in the caller's transaction. */
export interface DocumentTable {
  read(db: Queries | Database, lock?: boolean): Promise<StoredRow | undefined>;
  write(tx: Queries, row: Pick<StoredRow, 'values' | 'version' | 'translations'>): Promise<StoredRow>;
}

export interface DocumentSaveOptions {
  /** The version the change was made on: a document that moved on since is refused (409). */
  expectedVersion?: number | undefined;
  /** Translations staff checked against the current Russian without changing them. */
  checked?: Partial<Record<TranslatedLocale, readonly string[]>> | undefined;
  /** The kept version this save brings back (the history's restore). */
  restoredVersion?: number | undefined;
  /** A restore of the Russian alone: every translation stays as it is now (`keepingTranslations`). */
  keepTranslations?: boolean | undefined;
}

/**
 * Refuses (400) a document with any field its kind refuses, naming every one of them: every wrong
 * field is refused at once, before anything is saved.
 */
export function checkDocument(fields: Fields, values: Record<string, unknown>): void {
  const failures: (FieldFailure & { message: string })[] = [];
  for (const [name, declared] of Object.entries(fields)) {
    const refusal = checkField(declared, values[name]);
    if (!refusal) continue;
    const field = refusal.at ? `${name}.${refusal.at}` : name;
    failures.push({ field, code: refusal.code, message: `${field} ${refusal.message}` });
  }
  if (failures.length) throw invalidFields(failures);
}

/**
 * The document as it is kept: fields that did not exist when it was saved take the starting values,
 * and each is tidied as its kind says (blank rows of a list of addresses dropped).
 */
export function withDefaults<V extends object>(fields: Fields, values: Partial<V>, defaults: V): V {
  const record: Record<string, unknown> = { ...defaults, ...values };
  for (const [name, declared] of Object.entries(fields)) {
    const tidy = kindOf(declared).tidy;
    if (tidy) record[name] = tidy(record[name]);
  }
  return record as V;
}

export function documentStore<V extends object>(options: {
  db: Database;
  revisions: RevisionsRepository;
  table: DocumentTable;
  /** Its history's key in the revisions store. */
  history: { resource: string; itemId: number };
  fields: Fields;
  /** The starting values, before anyone saves it, and for any field a saved row lacks. */
  builtIn: V;
  /** The 409's message when a save was made on version `made` and the document is at `now`. */
  staleMessage(made: number, now: number): string;
  /** Checks what the kinds do not (stored uploads); may clean the values. */
  prepare?(values: V, before: V): Promise<V>;
}) {
  const { db, revisions, table, history, fields, builtIn } = options;
  const asSnapshot = (values: V) => values as unknown as Snapshot;
  /** Each text with a translation state as a field of its own (a row's: `values.2.title`). */
  const spread = (values: V) => spreadRows(fields, asSnapshot(values));
  const track = (values: V, before?: DocumentRow<V>, checked?: DocumentSaveOptions['checked']) =>
    trackTranslations(
      trackedPaths(fields, asSnapshot(values)),
      before && { ...spread(before.values), translations: before.translations },
      spread(values),
      checked,
    );

  const starting = (): DocumentRow<V> => ({
    values: builtIn,
    version: 0,
    updatedAt: new Date(0).toISOString(),
    translations: track(builtIn),
  });
  const present = (row: StoredRow): DocumentRow<V> => {
    const values = withDefaults(fields, row.values as Partial<V>, builtIn);
    return {
      values,
      version: row.version,
      updatedAt: isoTimestamp(row.updatedAt),
      // The seed writes no state: a document nobody has saved yet is as translated as it reads.
      translations: Object.keys(row.translations).length > 0 ? row.translations : track(values),
    };
  };

  /** The document `changes` make of `before`, checked (400) and cleaned as it will be kept. */
  const changed = async (before: V, changes: Partial<V>): Promise<V> => {
    const values = withDefaults(fields, { ...before, ...changes }, builtIn);
    checkDocument(fields, values as Record<string, unknown>);
    return options.prepare ? options.prepare(values, before) : values;
  };

  return {
    /** The saved document; before anything is saved, the built-in starting values at version 0. */
    async get(): Promise<DocumentRow<V>> {
      const row = await table.read(db);
      return row ? present(row) : starting();
    },

    /** The document as a save of `changes` would leave it, checked as a save is, but not saved: a preview's. */
    async draft(changes: Partial<V>): Promise<V> {
      const row = await table.read(db);
      return changed(row ? present(row).values : builtIn, changes);
    },

    /**
     * Saves the changes given over the current document (the other fields stay as they are) as a
     * new version, with its history and translation state. A translator's save may change English
     * and Kazakh only (403 for more); a stale version is refused (409), a wrong field (400).
     */
    store(
      changes: Partial<V>,
      save: DocumentSaveOptions & { authorId: number | null; translationsOnly: boolean },
    ): Promise<{ row: DocumentRow<V>; changes: string[] }> {
      return db.transaction(async (tx) => {
        // Locked, so that of two saves on the same version exactly one wins.
        const stored = await table.read(tx, true);
        const before = stored ? present(stored) : starting();
        if (save.expectedVersion !== undefined && save.expectedVersion !== before.version) {
          throw conflict(options.staleMessage(save.expectedVersion, before.version), 'version.stale', {
            version: before.version,
            ...(await revisions.savedBy(tx, history.resource, history.itemId, before.version)),
          });
        }
        const values = await changed(
          before.values,
          save.keepTranslations
            ? (keepingTranslations(fields, changes, asSnapshot(before.values)) as Partial<V>)
            : changes,
        );
        const previous = asSnapshot(before.values);
        const snapshot = asSnapshot(values);
        if (save.translationsOnly) ensureOnlyTranslationsChanged(spread(before.values), spread(values));
        const translations = track(values, before, save.checked);
        // The document as it was before its history began: the seed's, kept as the first version.
        if (stored) {
          await revisions.keepFirst(tx, {
            ...history,
            version: before.version,
            snapshot: previous,
            at: before.updatedAt,
          });
        }
        const version = before.version + 1;
        const row = await table.write(tx, { values, version, translations });
        const action: RevisionAction =
          save.restoredVersion !== undefined ? 'restore' : stored ? 'update' : 'create';
        await revisions.record(tx, {
          ...history,
          version,
          action,
          snapshot,
          previous: stored ? previous : undefined,
          authorId: save.authorId,
        });
        return { row: present(row), changes: changedFields(previous, snapshot) };
      });
    },
  };
}

export type DocumentStore<V extends object> = ReturnType<typeof documentStore<V>>;
