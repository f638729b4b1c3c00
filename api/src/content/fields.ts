/**
 * The kinds of field a resource is made of. A resource declares its fields once with these
 * builders (see `resources.ts`); the table, the request and response schemas, the repository's
 * cleaning, searching and sorting, the types the site and the admin import, and the admin's save
 * shape are all derived from that declaration. Plain data: the admin bundles it.
 */
import { LIMITS } from './limits.ts';
import {
  type Characteristic,
  LOCALES,
  type Locale,
  type Localized,
  type LocalizedList,
  type LocalizedText,
} from './locale.ts';
import type { Translations } from './translations.ts';

interface Searchable {
  /** `q` matches it, case-insensitively, in every language. */
  search: boolean;
}

/** A translatable plain text; Russian is required unless `optional`. */
export interface TextField extends Searchable {
  kind: 'text';
  max: number;
  optional: boolean;
  /** How many lines its input shows in the back office, when it is more than one. */
  rows?: number;
  /**
   * The image field this text describes to those who cannot see it (its alt text): its Russian is
   * required while the image is set. `defineResource` adds one to every image that is not decorative.
   */
  describes?: string;
}
/** A translatable rich HTML text: sanitized on write, searched without its tags. */
export interface RichTextField extends Searchable {
  kind: 'richText';
  max: number;
}
/**
 * What one row of a list is called in the back office, in Russian: its inputs read «Адрес 1»,
 * «Добавить адрес», «Удалить адрес 1».
 */
export interface ItemNoun {
  /** Адрес, Позиция: a row's label, with its number. */
  one: string;
  /** адрес, позицию: «Добавить адрес», «Удалить позицию 2». */
  accusative: string;
}

/** A translatable list of short texts; blank items are dropped. */
export interface ListField {
  kind: 'list';
  item: ItemNoun;
}
/**
 * Repeating blocks (a page's values, its tiles, a workshop's quality blocks): rows of the same
 * fields, which staff add, remove and reorder, each text translated on its own (`values.2.title`),
 * at most `max` rows.
 */
export interface RowsField {
  kind: 'rows';
  /** One row's fields: texts, and an icon where the blocks are tiles. */
  of: Record<string, RowField>;
  item: ItemNoun;
  max: number;
}
/**
 * What a row of repeating blocks is made of. A row's image (a gallery's photo) is described by the
 * row's text that `describes` it, whose Russian is required while the image is set.
 */
export type RowField = TextField | IconField | ImageField;

/**
 * One of the site's own icons, by its name (`icons.ts`), drawn above a tile's title; empty shows
 * none. The same in every language.
 */
export interface IconField {
  kind: 'icon';
}

/** A translatable list of name / value pairs (a product's specification cards). */
export interface PairsField {
  kind: 'pairs';
}
/**
 * An uploaded image's path (`/uploads/…`) or an https address; empty clears it. Unless it only
 * decorates (visitors are shown `alt=""`), it comes with its alt text per language: `<name>Alt`.
 */
export interface ImageField {
  kind: 'image';
  decorative: boolean;
}
/**
 * An image per language, each an upload or an https address, where one picture may not suit every
 * language (a sharing card with words on it). A language without one shows the Russian; one missing
 * is not a missing translation, as most pictures serve every language. It only decorates: no alt text.
 */
export interface LocalizedImageField {
  kind: 'localizedImage';
}
/** An optional address visitors may follow: https only (`isSafeLink`), or a tel: link where `tel`; empty clears it. */
export interface LinkField {
  kind: 'link';
  tel?: true;
}
/**
 * A document staff upload (PDF, Word, Excel: `POST /api/upload/document`), the same in every
 * language: which stored upload it is, the name it is downloaded under, and the type and size the
 * server found. Visitors download it at one address per record whatever file is behind it, so a
 * new version replaces the file there and restoring an old version restores its file.
 */
export interface FileField {
  kind: 'file';
}
/** A file field's value: the stored upload (`/uploads/<name>`), its download name, type and size. */
export interface StoredFileValue {
  url: string;
  name: string;
  type: string;
  size: number;
}
/**
 * The items of another resource a record belongs to, by id (the workshops a document is attached
 * to); an id that is gone is dropped by the site. The same in every language.
 */
export interface RefsField {
  kind: 'refs';
  /** The resource the ids are of. */
  to: 'products' | 'services' | 'projects' | 'certificates';
}

/** A calendar date (YYYY-MM-DD); a required one defaults to today. */
export interface DateField {
  kind: 'date';
  optional: boolean;
}
/** A whole number from 0; anything not numeric becomes 0 in the admin. */
export interface CountField {
  kind: 'count';
}
/** A yes-or-no choice staff make per item; off unless set. */
export interface FlagField {
  kind: 'flag';
}

/**
 * One of a few named options staff choose per item (where a page is linked from), the first by
 * default; the back office names each option in Russian (`resources.<resource>.choices.<field>.<option>`).
 */
export interface ChoiceField {
  kind: 'choice';
  options: readonly [string, ...string[]];
  /**
   * The options' names in each language, where visitors read them too (a vacancy's employment
   * type): the admin shows the Russian, the site the page's language, and neither names them again.
   */
  names?: OptionNames<string>;
}
/** A choice's options named in every language. */
export type OptionNames<O extends string> = Readonly<Record<O, { ru: string; en: string; kk: string }>>;

/**
 * A range of whole numbers from 0 (a salary from and to, in `unit`), either end or both left out;
 * the upper end is not below the lower (`range.order`). The same in every language.
 */
export interface RangeField {
  kind: 'range';
  /** What the numbers count, as the site writes it (`KZT`: tenge). */
  unit: 'KZT';
}
/** A range's value: null where an end is not given. */
export interface Range {
  from: number | null;
  to: number | null;
}

/** A line shown as written in every language, never translated (a phone number). */
export interface PlainField {
  kind: 'plain';
  max: number;
}
/** One e-mail address; empty clears it. */
export interface EmailField {
  kind: 'email';
}
/** E-mail addresses, one a row (whom requests are mailed to); blank rows are dropped. */
export interface EmailsField {
  kind: 'emails';
  item: ItemNoun;
}
/**
 * What staff paste for a video or a map (a link, an id, coordinates), shown to visitors as the
 * service's player or map frame (see `embeds.ts`); empty clears it.
 */
export interface EmbedField {
  kind: 'embed';
  of: 'video' | 'map';
}

/**
 * The readable address of an item's own page, per language (`/news/vtoraya-smena-40-tonn`): staff
 * may write it; left empty, it is made from the title (`from`) in that language by `suggestSlug`,
 * unique among the section's items. A language without one uses the Russian. `defineResource`
 * adds one to every resource with a page per item.
 */
export interface SlugField {
  kind: 'slug';
  from: string;
  /** The item's page is at the site's root (`/okhrana-truda`): its address must not be a route's word. */
  atRoot?: true;
}

export type Field =
  | TextField
  | SlugField
  | RichTextField
  | ListField
  | RowsField
  | PairsField
  | ImageField
  | LocalizedImageField
  | LinkField
  | DateField
  | CountField
  | FlagField
  | ChoiceField
  | RangeField
  | PlainField
  | EmailField
  | EmailsField
  | EmbedField
  | IconField
  | FileField
  | RefsField;
export type FieldKind = Field['kind'];
export type Fields = Record<string, Field>;

/** The field builders a resource declaration uses. */
export const field = {
  text: <const O extends boolean = false>(
    max: number = LIMITS.title,
    options: Partial<Searchable> & { optional?: O; rows?: number } = {},
  ) =>
    ({
      kind: 'text',
      max,
      optional: (options.optional ?? false) as O,
      search: options.search ?? false,
      ...(options.rows ? { rows: options.rows } : {}),
    }) as const,
  richText: (max: number = LIMITS.body, options: Partial<Searchable> = {}) =>
    ({ kind: 'richText', max, search: options.search ?? false }) as const,
  list: (item: ItemNoun) => ({ kind: 'list', item }) as const,
  rows: <const O extends Record<string, RowField>>(options: { of: O; item: ItemNoun; max: number }) =>
    ({ kind: 'rows', ...options }) as const,
  pairs: () => ({ kind: 'pairs' }) as const,
  image: <const D extends boolean = false>(options: { decorative?: D } = {}) =>
    ({ kind: 'image', decorative: (options.decorative ?? false) as D }) as const,
  localizedImage: () => ({ kind: 'localizedImage' }) as const,
  link: (options: { tel?: true } = {}) => ({ kind: 'link', ...(options.tel ? { tel: true } : {}) }) as const,
  date: <const O extends boolean = false>(options: { optional?: O } = {}) =>
    ({ kind: 'date', optional: (options.optional ?? false) as O }) as const,
  count: () => ({ kind: 'count' }) as const,
  flag: () => ({ kind: 'flag' }) as const,
  choice: <
    const O extends readonly [string, ...string[]],
    const N extends OptionNames<O[number]> | undefined = undefined,
  >(
    options: O,
    names?: N,
  ) =>
    (names ? { kind: 'choice', options, names } : { kind: 'choice', options }) as N extends undefined
      ? { readonly kind: 'choice'; readonly options: O }
      : { readonly kind: 'choice'; readonly options: O; readonly names: N },
  range: (unit: RangeField['unit']) => ({ kind: 'range', unit }) as const,
  plain: (max: number = LIMITS.title) => ({ kind: 'plain', max }) as const,
  email: () => ({ kind: 'email' }) as const,
  emails: (item: ItemNoun) => ({ kind: 'emails', item }) as const,
  embed: <const O extends EmbedField['of']>(of: O) => ({ kind: 'embed', of }) as const,
  slug: (from: string, options: { atRoot?: true } = {}) =>
    ({ kind: 'slug', from, ...(options.atRoot ? { atRoot: true } : {}) }) as const,
  icon: () => ({ kind: 'icon' }) as const,
  file: () => ({ kind: 'file' }) as const,
  refs: <const T extends RefsField['to']>(to: T) => ({ kind: 'refs', to }) as const,
} satisfies Record<FieldKind, (...args: never[]) => Field>;

/**
 * The texts of one repeating block that is a heading and a paragraph or two: a page's values, a
 * workshop's quality blocks.
 */
export const panelTexts = { title: field.text(), text: field.text(LIMITS.text, { rows: 3 }) } as const;

/**
 * How the back office names a resource's records, in Russian: its titles, buttons and dialogs are
 * made of these («Добавить продукт», «Ошибка при удалении продукта», «Поиск продуктов»).
 */
export interface Nouns {
  /** продукт, услуга */
  one: string;
  /** продукты, услуги: the section's title */
  plural: string;
  /** продукта, услуги: «Редактирование продукта», «Ошибка при загрузке продукта» */
  genitive: string;
  /** продуктов, услуг: «Поиск продуктов» */
  genitivePlural: string;
  /** продукт, услугу, партнёра: «Добавить продукт», «Удалить услугу» */
  accusative: string;
  /** этот, эту, этого: «Вы уверены, что хотите удалить эту услугу?» */
  this: 'этот' | 'эту' | 'это' | 'этого';
}

/**
 * Where visitors see a resource's records, as the site's routes under each language's prefix:
 * `/news/[slug]` is the page of one record, `/news` a page listing them, `*` every page (the footer).
 * The first page is the one a preview opens.
 */
export type PublicPage = `/${string}` | '*';

/** A resource: its fields, how its lists are ordered, and how the back office and the site show it. */
export interface ResourceDeclaration<F extends Fields = Fields, P extends PublicPage = PublicPage> {
  fields: F;
  /** `newest`: by the `date` field, newest first (the news feed); `position`: manual order. */
  order: 'position' | 'newest';
  nouns: Nouns;
  /**
   * The back office list's own columns, in order: fields (the id, status, translations, last
   * change and actions are on every list). A list ordered by `position` opens in that order, and
   * staff reorder it by hand there.
   */
  columns: readonly string[];
  pages: readonly [P, ...P[]];
  /**
   * Visitors read when each item is withdrawn (its `unpublishAt`, set in the back office's
   * schedule): a vacancy's closing date. Otherwise the schedule is for staff only.
   */
  withdrawalShown?: true;
}

/** The alt text `defineResource` adds after an image that is not decorative. */
interface AltTextField extends TextField {
  optional: true;
  search: false;
  describes: string;
}
export const altText = (image: string): AltTextField => ({
  kind: 'text',
  max: LIMITS.alt,
  optional: true,
  search: false,
  describes: image,
});

/**
 * A gallery: photos staff order, each with its alt text per language (`gallery.2.alt`, translated
 * and tracked like any row's text), required in Russian while the photo is set.
 */
export const gallery = (max: number = LIMITS.photos) =>
  field.rows({
    of: { img: field.image(), alt: altText('img') },
    item: { one: 'Фото', accusative: 'фото' },
    max,
  });

/** A declaration's fields with each described image's alt text (`<image>Alt`). */
type WithAltTexts<F extends Fields> = F & {
  readonly [K in keyof F & string as F[K] extends { kind: 'image' }
    ? F[K] extends { decorative: true }
      ? never
      : `${K}Alt`
    : never]: AltTextField;
};

/**
 * The choice an item with a page of its own gets: to stay off the English and Kazakh site while it
 * is not fully translated (out of that language's lists, feeds, item pages and sitemap), rather
 * than be shown there in Russian. Items without a page are parts of a page (a service card, a
 * partner's logo): leaving one out would make the page incomplete, not untranslated.
 */
export const TRANSLATION_CHOICE = 'waitForTranslation';
type TranslationChoice = { readonly [TRANSLATION_CHOICE]: FlagField };

/** The field of an item's readable address, on every resource with a page per item. */
export const SLUG = 'slug';
type ItemAddress = { readonly [SLUG]: SlugField };

/**
 * What an item with a page of its own may say to search engines and to the sites its page is shared
 * on, instead of what the page derives from the item (its name, the start of its text, its image):
 * a title, a description and a sharing image per language, and whether search engines should leave
 * the page out. They are not text a visitor reads on the page: an untranslated one is not shown in
 * Russian, the page's own derived text is used instead.
 */
export const SEARCH_FIELDS = ['searchTitle', 'searchDescription', 'shareImage', 'noIndex'] as const;
type SearchFields = {
  readonly searchTitle: TextField & { optional: true; search: false };
  readonly searchDescription: TextField & { optional: true; search: false };
  readonly shareImage: LocalizedImageField;
  readonly noIndex: FlagField;
};
/** A page's own title, description and sharing picture: items' pages and the site's own pages (`pages.ts`) alike. */
export const pageSearchFields = {
  searchTitle: { kind: 'text', max: LIMITS.searchTitle, optional: true, search: false },
  searchDescription: { kind: 'text', max: LIMITS.searchDescription, optional: true, search: false, rows: 3 },
  shareImage: { kind: 'localizedImage' },
} as const satisfies Omit<SearchFields, 'noIndex'>;
const searchFields: SearchFields = { ...pageSearchFields, noIndex: { kind: 'flag' } };

const ITEM_PAGE = '/[slug]';

/** Whether a page is the one of each item (`/news/[slug]`), not a list or every page. */
export const isItemPage = (page: string): boolean => page.endsWith(ITEM_PAGE);

/**
 * The section a resource's page per item is under, after each language's prefix: `news` for
 * `/news/[slug]`. None for a resource without pages of its own.
 */
export function itemSection(pages: readonly string[]): string | undefined {
  return pages.find(isItemPage)?.slice(1, -ITEM_PAGE.length);
}

/** An item's page after its language's prefix: `news/vtoraya-smena`, or `okhrana-truda` at the root. */
export const itemPath = (section: string, slug: string): string => (section ? `${section}/${slug}` : slug);

/**
 * A declaration's fields with the readable address, the translation choice and the search-engine
 * fields when it has a page per item.
 */
type WithTranslationChoice<F extends Fields, P extends PublicPage> = [
  Extract<P, `${string}/[slug]`>,
] extends [never]
  ? F
  : F & ItemAddress & TranslationChoice & SearchFields;

/**
 * A resource as declared; every image that is not decorative gets its alt text right after it, and
 * a resource with a page per item gets its readable address (made from its first text), the
 * translation choice and the search-engine fields after its fields.
 */
export const defineResource = <const F extends Fields, const P extends PublicPage>(
  declaration: ResourceDeclaration<F, P> & { columns: readonly (keyof F & string)[] },
): ResourceDeclaration<WithTranslationChoice<WithAltTexts<F>, P>, P> => {
  const section = itemSection(declaration.pages);
  return {
    ...declaration,
    fields: Object.fromEntries([
      ...Object.entries(declaration.fields).flatMap(([name, declared]) =>
        declared.kind === 'image' && !declared.decorative
          ? [
              [name, declared],
              [`${name}Alt`, altText(name)],
            ]
          : [[name, declared]],
      ),
      ...(section !== undefined
        ? [
            [
              SLUG,
              field.slug(fieldsOf(declaration.fields, 'text')[0] ?? 'name', section ? {} : { atRoot: true }),
            ],
            [TRANSLATION_CHOICE, field.flag()],
            ...Object.entries(searchFields),
          ]
        : []),
    ]) as WithTranslationChoice<WithAltTexts<F>, P>,
  };
};

/** The alt texts of a declaration, each with the image it describes. */
export function altTextsOf(fields: Fields): { field: string; image: string }[] {
  return Object.entries(fields).flatMap(([name, declared]) =>
    declared.kind === 'text' && declared.describes ? [{ field: name, image: declared.describes }] : [],
  );
}

/**
 * Where a record keeps image addresses: each image field, each language of a picture per language
 * (`shareImage.en`) and, in the record's `values`, each row's image (`gallery.2.img`). The API
 * checks each before a save, the admin uploads each chosen file.
 */
export function imagePaths(fields: Fields, values: Record<string, unknown> = {}): string[] {
  return Object.entries(fields).flatMap(([name, declared]) => {
    if (declared.kind === 'image') return [name];
    if (declared.kind === 'localizedImage') return LOCALES.map((locale) => `${name}.${locale}`);
    if (declared.kind !== 'rows') return [];
    const rows = Array.isArray(values[name]) ? (values[name] as unknown[]) : [];
    const images = Object.keys(declared.of).filter((part) => declared.of[part]?.kind === 'image');
    return rows.flatMap((_, index) => images.map((part) => `${name}.${index}.${part}`));
  });
}

/** The value at a dotted path of a record (`img`, `shareImage.en`, `gallery.2.img`). */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );
}

/** The names of a declaration's fields of the given kinds. */
export function fieldsOf(fields: Fields, ...kinds: FieldKind[]): string[] {
  return Object.entries(fields)
    .filter(([, value]) => kinds.includes(value.kind))
    .map(([name]) => name);
}

/** Columns every record has besides its declared fields. */
export interface RecordColumns {
  id: number;
  status: 'draft' | 'published';
  position: number;
  createdAt: string;
  updatedAt: string;
}

type OptionalLocalizedText = Partial<Record<Locale, string>>;

/** A field's value as stored and as the admin edits it (`?lang` absent). */
export type StoredValue<F extends Field> = F extends TextField
  ? F['optional'] extends true
    ? OptionalLocalizedText
    : LocalizedText
  : F extends SlugField | LocalizedImageField
    ? OptionalLocalizedText
    : F extends RichTextField
      ? LocalizedText
      : F extends ListField
        ? LocalizedList
        : F extends RowsField
          ? { -readonly [K in keyof F['of']]: StoredValue<F['of'][K]> }[]
          : F extends PairsField
            ? Localized<Characteristic[]>
            : F extends ImageField | LinkField | EmailField | EmbedField
              ? string | null
              : F extends DateField
                ? F['optional'] extends true
                  ? string | null
                  : string
                : F extends CountField
                  ? number
                  : F extends FlagField
                    ? boolean
                    : F extends ChoiceField
                      ? F['options'][number]
                      : F extends RangeField
                        ? Range
                        : F extends PlainField | IconField
                          ? string
                          : F extends EmailsField
                            ? string[]
                            : F extends FileField
                              ? StoredFileValue
                              : F extends RefsField
                                ? number[]
                                : never;

/** A field's value in one language (`?lang=ru|en|kk`). */
type PublicValue<F extends Field> = F extends TextField | RichTextField | SlugField
  ? string
  : F extends LocalizedImageField
    ? string | null
    : F extends ListField
      ? string[]
      : F extends PairsField
        ? Characteristic[]
        : F extends RowsField
          ? { -readonly [K in keyof F['of']]: string }[]
          : StoredValue<F>;

/** A record as stored and as staff read it: every language, and the state of each translation. */
export type StoredRecord<D extends ResourceDeclaration> = RecordColumns & {
  translations: Translations;
} & {
  -readonly [K in keyof D['fields']]: StoredValue<D['fields'][K]>;
};
/** A record in one language (`?lang=`); `untranslated` names the fields shown in Russian instead. */
export type PublicRecord<D extends ResourceDeclaration> = RecordColumns & {
  untranslated: string[];
} & {
  -readonly [K in keyof D['fields']]: PublicValue<D['fields'][K]>;
};
