/**
 * A record that exists once (Настройки сайта), declared with the same field kinds as a resource and
 * kept as one document: its declaration groups the fields into the back office's sections, in
 * order, and the stored and public types are read from it. Plain data: the admin bundles it.
 */
import type {
  DateField,
  EmailField,
  EmbedField,
  Field,
  Fields,
  FlagField,
  ImageField,
  LinkField,
  PlainField,
  StoredValue,
} from './fields.ts';

type Sections = Record<string, Fields>;

/** Every section's fields as one object: the sections' fields are distinct. */
type Flattened<S extends Sections> = (
  { [K in keyof S]: (fields: S[K]) => void }[keyof S] extends (fields: infer All) => void
    ? All
    : never
) extends infer All extends Fields
  ? { [K in keyof All]: All[K] }
  : never;

export interface SingletonDeclaration<S extends Sections = Sections> {
  /** The back office's sections, each with its fields, in the order the form shows them. */
  sections: S;
  /** Every field, in the sections' order. */
  fields: Flattened<S>;
}

/** A singleton as declared: its sections, and all their fields in order. */
export const defineSingleton = <const S extends Sections>(declaration: {
  sections: S;
}): SingletonDeclaration<S> => ({
  sections: declaration.sections,
  fields: Object.assign({}, ...Object.values(declaration.sections)),
});

/**
 * A field's value in the document as stored and as the admin edits it: a record's stored value
 * (texts per language, lists as arrays, a count a number), except that a single address, date,
 * plain text or flag is a string, `''` when empty.
 */
export type DocumentValue<F extends Field> = F extends
  | ImageField
  | LinkField
  | EmailField
  | EmbedField
  | DateField
  | PlainField
  | FlagField
  ? string
  : StoredValue<F>;

/** A singleton's document as stored and as the admin edits it. */
export type StoredDocument<D extends { fields: Fields }> = {
  -readonly [K in keyof D['fields']]: DocumentValue<D['fields'][K]>;
};
