/**
 * What each kind of field means wherever it is read: kept per language or not, sortable or not.
 * The shared half of a kind, plain data that the admin and the site bundle; the server's half (its
 * column, schemas and cleaning) is `server-kinds.ts`, keyed by the same names.
 */
import type { FieldKind } from './fields.ts';

export interface KindTraits {
  /** Kept per language (`{ru, en?, kk?}`): translated with a status, flattened by `?lang`. */
  translatable: boolean;
  /** A list may be sorted by it. */
  sortable: boolean;
  /** A text in each language: sorted and searched in the reader's language, falling back to Russian. */
  textual: boolean;
}

export const KINDS = {
  text: { translatable: true, sortable: true, textual: true },
  richText: { translatable: true, sortable: true, textual: true },
  list: { translatable: true, sortable: false, textual: false },
  pairs: { translatable: true, sortable: false, textual: false },
  image: { translatable: false, sortable: true, textual: false },
  link: { translatable: false, sortable: true, textual: false },
  date: { translatable: false, sortable: true, textual: false },
  count: { translatable: false, sortable: true, textual: false },
  flag: { translatable: false, sortable: true, textual: false },
} as const satisfies Record<FieldKind, KindTraits>;

const kindsWith = (trait: keyof KindTraits) =>
  (Object.keys(KINDS) as FieldKind[]).filter((kind) => KINDS[kind][trait]);

/** Kinds whose value is kept per language. */
export const TRANSLATABLE: readonly FieldKind[] = kindsWith('translatable');

/** Kinds a list can be sorted by (texts in the reader's language). */
export const SORTABLE: readonly FieldKind[] = kindsWith('sortable');
