import {
  altTextsOf,
  type Fields,
  fieldsOf,
  isItemPage,
  itemSection,
  SLUG,
  type SlugField,
} from '../../../content/fields.ts';
import { KINDS, type KindTrait } from '../../../content/kinds.ts';
import { RESOURCES, type Resource, resources } from '../../../content/resources.ts';
import { type ContentTable, contentTables } from '../../../db/schema/index.ts';

/** What the one content mechanism needs to know about a resource, read off its declaration. */
export interface ContentResource {
  name: Resource;
  table: ContentTable;
  /** Every declared field with its kind: what a client may write besides status and position. */
  fields: Fields;
  /** The field that names an item (its first text): the trash and the history show it. */
  title: string;
  /** Every field kept per language, in declaration order. */
  translatable: readonly string[];
  /** Texts in each language: sorted in the reader's language, falling back to Russian. */
  textual: readonly string[];
  /** Fields holding a document's file (`file`): checked against the stored uploads on every save. */
  files: readonly string[];
  /** Images' alt texts, each with its image: its Russian is required while the image is set. */
  altTexts: readonly { field: string; image: string }[];
  /** Texts that `q` searches, in every language. */
  search: readonly string[];
  /** Fields a list may be sorted by, besides id, position, status, createdAt and updatedAt. */
  sortable: readonly string[];
  /** Newest first for the news feed; manual position for the rest. */
  defaultOrder: 'position' | 'newest';
  /**
   * The item's readable address, when it has a page of its own: the field, the title it is made
   * from, the page's segment under each language's prefix (`news` of `/news/[slug]`), and the
   * section's list (`/news`), where a deleted item's address may lead.
   */
  address?: { field: string; from: string; segment: string; list: string | undefined };
  /** Visitors read the items' withdrawal time (`unpublishAt`): a vacancy's closing date. */
  withdrawalShown: boolean;
}

function contentResource(name: Resource): ContentResource {
  const { fields, order, pages } = resources[name];
  const declaration: { withdrawalShown?: true } = resources[name];
  const slug = (fields as Fields)[SLUG] as SlugField | undefined;
  const segment = itemSection(pages);
  const listPage = (pages as readonly string[]).find((page) => !isItemPage(page) && page !== '*');
  const withTrait = (trait: KindTrait) =>
    Object.entries(fields as Fields)
      .filter(([, declared]) => KINDS[declared.kind][trait])
      .map(([field]) => field);
  return {
    name,
    table: contentTables[name],
    fields,
    title: fieldsOf(fields, 'text')[0] ?? 'id',
    translatable: withTrait('translatable'),
    textual: withTrait('textual'),
    files: fieldsOf(fields, 'file'),
    altTexts: altTextsOf(fields),
    search: Object.entries(fields as Fields)
      .filter(([, declared]) => 'search' in declared && declared.search)
      .map(([field]) => field),
    sortable: withTrait('sortable'),
    defaultOrder: order,
    withdrawalShown: declaration.withdrawalShown === true,
    ...(slug &&
      segment !== undefined && {
        address: {
          field: SLUG,
          from: slug.from,
          segment,
          list: listPage,
        },
      }),
  };
}

export const contentResources = Object.fromEntries(
  RESOURCES.map((name) => [name, contentResource(name)]),
) as Record<Resource, ContentResource>;
