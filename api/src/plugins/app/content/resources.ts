import { altTextsOf, fieldsOf, SORTABLE, TRANSLATABLE } from '../../../content/fields.ts';
import { RESOURCES, type Resource, resources } from '../../../content/resources.ts';
import {
  type ContentTable,
  certificates,
  news,
  partners,
  products,
  projects,
  services,
} from '../../../db/schema/index.ts';

const tables: Record<Resource, ContentTable> = { products, services, projects, news, partners, certificates };

/** What the one content mechanism needs to know about a resource, read off its declaration. */
export interface ContentResource {
  name: Resource;
  table: ContentTable;
  /** Every declared field: what a client may write besides status and position. */
  fields: readonly string[];
  /** The field that names an item (its first text): the trash and the history show it. */
  title: string;
  /** Translatable strings: `{ru, en?, kk?}`. */
  texts: readonly string[];
  /** Texts whose Russian may be left empty (the others must have it). */
  optionalTexts: readonly string[];
  /** Translatable texts holding rich HTML: sanitized on write, searched without their tags. */
  html: readonly string[];
  /** Translatable string lists; blank items are dropped. */
  lists: readonly string[];
  /** Translatable name / value lists (a product's specification cards). */
  pairs: readonly string[];
  /** Every field kept per language, in declaration order. */
  translatable: readonly string[];
  /** Image addresses: an upload, or an https image from an allowed host. */
  images: readonly string[];
  /** Images' alt texts, each with its image: its Russian is required while the image is set. */
  altTexts: readonly { field: string; image: string }[];
  /** Addresses visitors may follow: https only. */
  links: readonly string[];
  /** Images, links and optional dates: an empty string clears them. */
  nullable: readonly string[];
  /** Texts that `q` searches, in every language (SPEC section 5). */
  search: readonly string[];
  /** Fields a list may be sorted by, besides id, position, status, createdAt and updatedAt. */
  sortable: readonly string[];
  /** Newest first for the news feed; manual position for the rest. */
  defaultOrder: 'position' | 'newest';
}

function contentResource(name: Resource): ContentResource {
  const { fields, order } = resources[name];
  return {
    name,
    table: tables[name],
    fields: Object.keys(fields),
    title: fieldsOf(fields, 'text')[0] ?? 'id',
    texts: fieldsOf(fields, 'text', 'richText'),
    optionalTexts: Object.entries(fields)
      .filter(([, declared]) => declared.kind === 'text' && declared.optional)
      .map(([field]) => field),
    html: fieldsOf(fields, 'richText'),
    lists: fieldsOf(fields, 'list'),
    pairs: fieldsOf(fields, 'pairs'),
    translatable: fieldsOf(fields, ...TRANSLATABLE),
    images: fieldsOf(fields, 'image'),
    altTexts: altTextsOf(fields),
    links: fieldsOf(fields, 'link'),
    nullable: Object.entries(fields)
      .filter(
        ([, declared]) =>
          declared.kind === 'image' ||
          declared.kind === 'link' ||
          (declared.kind === 'date' && declared.optional),
      )
      .map(([field]) => field),
    search: Object.entries(fields)
      .filter(([, declared]) => 'search' in declared && declared.search)
      .map(([field]) => field),
    sortable: fieldsOf(fields, ...SORTABLE),
    defaultOrder: order,
  };
}

export const contentResources = Object.fromEntries(
  RESOURCES.map((name) => [name, contentResource(name)]),
) as Record<Resource, ContentResource>;
