/**
 * What each kind of field means wherever it is read: kept per language or not, sortable or not,
 * and what a value of it must be (`check`), which the API refuses and the back office's form says
 * beside the field before saving. The shared half of a kind, plain data and pure functions that
 * the admin and the site bundle; the server's half (its column, schemas and cleaning) is
 * `server-kinds.ts`, keyed by the same names.
 */
import type { ErrorCode } from '../error-codes.ts';
import { isSafeLink, parseMap, parseVideo } from './embeds.ts';
import type { Field, FieldKind, Range, RowsField } from './fields.ts';
import { ICONS, isIconName } from './icons.ts';
import { flattenLocale, LOCALES, type Locale, type Localized } from './locale.ts';
import { checkSlug, SLUG_MAX_LENGTH, type SlugProblem } from './slugs.ts';

/** What is wrong with a value: the rule (the API's `code`) and, for developers, in English. */
export interface Refusal {
  code: ErrorCode;
  /** Completes "<field> …": "must be an https: link". */
  message: string;
  /** The part of the value it is about, when not all of it: `ru` for a text's Russian. */
  at?: string;
}

export interface KindTraits<F extends Field = Field> {
  /** Kept per language (`{ru, en?, kk?}`), flattened by `?lang`. */
  translatable: boolean;
  /**
   * A translation to write, with a status (missing, outdated) and the dashboard's queue: a text. Not
   * an item's address (it follows its title's) nor a picture per language (most serve every language).
   */
  tracked: boolean;
  /** A list may be sorted by it. */
  sortable: boolean;
  /** A text in each language: sorted and searched in the reader's language, falling back to Russian. */
  textual: boolean;
  /** Refuses a value this field cannot keep (its shape is the schema's); nothing when it is fine. */
  check?(value: unknown, field: F): Refusal | undefined;
  /** The value as it is kept, before it is checked: blank rows dropped, addresses trimmed. */
  tidy?(value: unknown): unknown;
}

/** An e-mail address as the API accepts one: something@somewhere.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const written = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Whether what staff pasted is a video or a place the site can show, and why not. */
const EMBEDS = {
  video: (value: string): Refusal | undefined =>
    parseVideo(value) ? undefined : { code: 'link.video', message: 'must be a YouTube or Vimeo link or id' },
  map: (value: string): Refusal | undefined => {
    const reading = parseMap(value);
    return 'reason' in reading
      ? {
          code: reading.reason,
          message: 'must be coordinates, or a full Yandex, Google, 2GIS or OpenStreetMap link or embed code',
        }
      : undefined;
  },
};

/**
 * Words an item's address cannot be, as the site's routes use them beside the items' pages
 * (`/news/page/2` is the feed's second page).
 */
export const RESERVED_SLUGS = ['page', 'index', 'rss', 'feed', 'admin', 'api', 'preview'] as const;

/**
 * The first words of the site's own addresses after each language's prefix, and the prefixes
 * themselves: what the address of an item whose page is at the site's root (`/okhrana-truda`, a
 * page of staff's own) cannot be either. A test holds it to the site's pages (`site/src/pages`).
 */
export const ROUTE_WORDS = [
  'ru',
  'en',
  'kk',
  'production',
  'product',
  'services',
  'projects',
  'news',
  'contacts',
  'privacy',
  'careers',
  'search',
  'documents',
] as const;

/** The words an address of `field` cannot be. */
export const reservedSlugs = (field: { atRoot?: true }): readonly string[] =>
  field.atRoot ? [...RESERVED_SLUGS, ...ROUTE_WORDS] : RESERVED_SLUGS;

/** Why an address is refused, `reserved` naming the words it may not be. */
const slugRefusal = (problem: SlugProblem, reserved: readonly string[]): Refusal =>
  (
    ({
      empty: { code: 'slug.characters', message: 'must not be empty' },
      tooLong: { code: 'slug.too_long', message: `must be ${SLUG_MAX_LENGTH} characters at most` },
      characters: {
        code: 'slug.characters',
        message: 'must be lowercase Latin letters and digits, in words joined by single hyphens',
      },
      numeric: {
        code: 'slug.numeric',
        message: 'must not be digits only: those are the old numbered addresses',
      },
      reserved: { code: 'slug.reserved', message: `must not be one of ${reserved.join(', ')}` },
    }) satisfies Record<SlugProblem, Refusal>
  )[problem];

type Kinds = { [K in FieldKind]: KindTraits<Extract<Field, { kind: K }>> };

export const KINDS = {
  text: {
    translatable: true,
    tracked: true,
    sortable: true,
    textual: true,
    check: (value, field) =>
      field.optional || written((value as { ru?: unknown } | null)?.ru)
        ? undefined
        : { code: 'field.required', message: 'is required', at: 'ru' },
  },
  richText: { translatable: true, tracked: true, sortable: true, textual: true },
  slug: {
    translatable: true,
    tracked: false,
    sortable: false,
    textual: false,
    // An empty language is made from the title on save: only what is written is checked.
    check: (value, field) => {
      for (const locale of LOCALES) {
        const slug = (value as Partial<Record<string, unknown>> | null)?.[locale];
        if (typeof slug !== 'string' || slug === '') continue;
        const reserved = reservedSlugs(field);
        const problem = checkSlug(slug, reserved);
        if (problem) return { ...slugRefusal(problem, reserved), at: locale };
      }
      return undefined;
    },
  },
  list: { translatable: true, tracked: true, sortable: false, textual: false },
  // Each row's texts are translated and tracked on their own (`values.2.title`: `spreadRows`); its
  // icon is the same in every language.
  rows: {
    translatable: false,
    tracked: false,
    sortable: false,
    textual: false,
    check: (value, field) => {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      for (const [index, row] of rows.entries()) {
        for (const [name, declared] of Object.entries(field.of)) {
          const refusal = checkField(declared, row?.[name]) ?? undescribed(declared, row?.[name], row);
          if (refusal) return { ...refusal, at: `${index}.${name}${refusal.at ? `.${refusal.at}` : ''}` };
        }
      }
      return undefined;
    },
  },
  pairs: { translatable: true, tracked: true, sortable: false, textual: false },
  image: { translatable: false, tracked: false, sortable: true, textual: false },
  localizedImage: { translatable: true, tracked: false, sortable: false, textual: false },
  link: {
    translatable: false,
    tracked: false,
    sortable: true,
    textual: false,
    check: (value, field) =>
      written(value) && !isSafeLink(value, field.tel ? ['tel:'] : [])
        ? { code: 'link.unsafe', message: `must be an https:${field.tel ? ' or tel:' : ''} link` }
        : undefined,
  },
  date: { translatable: false, tracked: false, sortable: true, textual: false },
  count: { translatable: false, tracked: false, sortable: true, textual: false },
  flag: { translatable: false, tracked: false, sortable: true, textual: false },
  choice: { translatable: false, tracked: false, sortable: true, textual: false },
  range: {
    translatable: false,
    tracked: false,
    sortable: false,
    textual: false,
    check: (value) => {
      const { from, to } = (value ?? {}) as Partial<Range>;
      return typeof from === 'number' && typeof to === 'number' && to < from
        ? { code: 'range.order', message: 'must not be below where the range starts (from)', at: 'to' }
        : undefined;
    },
  },
  plain: { translatable: false, tracked: false, sortable: true, textual: false },
  email: {
    translatable: false,
    tracked: false,
    sortable: true,
    textual: false,
    check: (value) =>
      written(value) && !EMAIL.test(value.trim())
        ? { code: 'link.email', message: 'is not an e-mail address' }
        : undefined,
  },
  emails: {
    translatable: false,
    tracked: false,
    sortable: false,
    textual: false,
    tidy: (value) =>
      Array.isArray(value)
        ? value.map((address) => (typeof address === 'string' ? address.trim() : address)).filter(Boolean)
        : value,
    check: (value) => {
      const wrong = (Array.isArray(value) ? value : []).find(
        (address) => typeof address !== 'string' || !EMAIL.test(address.trim()),
      );
      return wrong === undefined
        ? undefined
        : { code: 'link.email', message: `holds ${wrong}, which is not an e-mail address` };
    },
  },
  embed: {
    translatable: false,
    tracked: false,
    sortable: false,
    textual: false,
    check: (value, field) => (written(value) ? EMBEDS[field.of](value) : undefined),
  },
  icon: {
    translatable: false,
    tracked: false,
    sortable: false,
    textual: false,
    check: (value) =>
      value === '' || isIconName(value)
        ? undefined
        : { code: 'icon.unknown', message: `must be one of the site's icons: ${ICONS.join(', ')}, or empty` },
  },
  file: {
    translatable: false,
    tracked: false,
    sortable: false,
    textual: false,
    check: (value) =>
      typeof (value as { url?: unknown } | null)?.url === 'string'
        ? undefined
        : { code: 'document.file_required', message: 'must name an uploaded file' },
  },
  refs: { translatable: false, tracked: false, sortable: false, textual: false },
} as const satisfies Kinds;

/** A row's alt text left without its Russian while the row's image (what it `describes`) is set. */
function undescribed(declared: Field, value: unknown, row: Record<string, unknown> | undefined) {
  if (declared.kind !== 'text' || !declared.describes || !written(row?.[declared.describes]))
    return undefined;
  return written((value as { ru?: unknown } | null)?.ru)
    ? undefined
    : ({ code: 'alt.required', message: 'must describe the image', at: 'ru' } satisfies Refusal);
}

/** The shared behaviour of a declared field's kind. */
export function kindOf<F extends Field>(field: F): KindTraits<F> {
  // Indexing by a union kind loses which field goes with which traits: the table above pairs them.
  return (KINDS as Kinds)[field.kind] as unknown as KindTraits<F>;
}

/** What is wrong with a field's value, by its kind's rule; nothing when it may be kept. */
export function checkField(field: Field, value: unknown): Refusal | undefined {
  return kindOf(field).check?.(value, field);
}

/** The yes-or-no traits of a kind. */
export type KindTrait = 'translatable' | 'tracked' | 'sortable' | 'textual';

const kindsWith = (trait: KindTrait) =>
  (Object.keys(KINDS) as FieldKind[]).filter((kind) => KINDS[kind][trait]);

/** Kinds whose value is kept per language. */
export const TRANSLATABLE: readonly FieldKind[] = kindsWith('translatable');
/** Kinds whose translations have a status. */
export const TRACKED: readonly FieldKind[] = kindsWith('tracked');
export type TranslatableKind = {
  [K in FieldKind]: (typeof KINDS)[K]['translatable'] extends true ? K : never;
}[FieldKind];

/** Kinds a list can be sorted by (texts in the reader's language). */
export const SORTABLE: readonly FieldKind[] = kindsWith('sortable');

/**
 * A document with each text of each row of its repeating blocks as a field of its own
 * (`values.2.title`): how its translations are tracked and a translator's save is checked.
 */
export function spreadRows(
  fields: Record<string, Field>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const spread: Record<string, unknown> = { ...values };
  for (const [name, declared] of Object.entries(fields)) {
    if (declared.kind !== 'rows') continue;
    delete spread[name];
    const rows = Array.isArray(values[name]) ? (values[name] as Record<string, unknown>[]) : [];
    for (const [index, row] of rows.entries()) {
      for (const text of Object.keys(declared.of)) spread[`${name}.${index}.${text}`] = row?.[text];
    }
  }
  return spread;
}

/**
 * A kept version's values with the Russian and everything shared by the languages as they were
 * then, and every translation as it is now: restoring «только русский текст» brings back the
 * Russian without undoing what translators wrote since (a changed Russian then marks their texts
 * outdated, as any save of it does). A row of repeating blocks keeps the translations of the row
 * now at its place.
 */
export function keepingTranslations(
  fields: Record<string, Field>,
  restored: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> {
  // A text that had no Russian then comes back whole: no translation is kept of nothing.
  const russianOf = (then: unknown, now: unknown) => {
    const russian = (then as { ru?: unknown } | null)?.ru;
    const hasRussian = Array.isArray(russian) ? russian.length > 0 : written(russian);
    return hasRussian && typeof now === 'object' && now !== null ? { ...now, ru: russian } : then;
  };
  const kept: Record<string, unknown> = { ...restored };
  for (const [name, declared] of Object.entries(fields)) {
    if (!(name in restored)) continue;
    if (declared.kind === 'rows') {
      const rows = Array.isArray(restored[name]) ? (restored[name] as Record<string, unknown>[]) : [];
      const nowRows = Array.isArray(current[name]) ? (current[name] as Record<string, unknown>[]) : [];
      kept[name] = rows.map((row, index) => {
        const copy = { ...row };
        for (const text of rowTexts(declared)) copy[text] = russianOf(row?.[text], nowRows[index]?.[text]);
        return copy;
      });
    } else if (KINDS[declared.kind].translatable) {
      kept[name] = russianOf(restored[name], current[name]);
    }
  }
  return kept;
}

/** The fields of a row of repeating blocks that are translated: its texts, not its icon. */
export function rowTexts(field: RowsField): string[] {
  return Object.entries(field.of)
    .filter(([, declared]) => KINDS[declared.kind].tracked)
    .map(([name]) => name);
}

/** Repeating blocks in one language: each text in it, or in Russian where it is not translated; an icon as it is. */
export function rowsInLanguage(field: RowsField, value: unknown, locale: Locale): Record<string, string>[] {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(field.of).map(([part, declared]) => [
        part,
        KINDS[declared.kind].translatable
          ? (flattenLocale((row?.[part] ?? {}) as Localized<string>, locale) ?? '')
          : String(row?.[part] ?? ''),
      ]),
    ),
  );
}

/** The paths of a document's texts that have a translation status: tracked fields and rows' texts. */
export function trackedPaths(fields: Record<string, Field>, values: Record<string, unknown>): string[] {
  return Object.keys(spreadRows(fields, values)).filter((path) => {
    const [name = path, , text] = path.split('.');
    const declared = fields[name];
    return declared?.kind === 'rows'
      ? text !== undefined && rowTexts(declared).includes(text)
      : declared !== undefined && KINDS[declared.kind].tracked;
  });
}
