import type { Resource } from '../../../content/types.ts';
import { news, products, projects, services } from '../../../db/schema/index.ts';

export type ContentTable = typeof products | typeof services | typeof projects | typeof news;

/** What the one content mechanism needs to know about a resource: its table and its kinds of fields. */
export interface ContentResource {
  name: Resource;
  table: ContentTable;
  /** Translatable strings: `{ru, en?, kk?}`. */
  texts: readonly string[];
  /** Translatable texts holding rich HTML: sanitized on write, searched without their tags. */
  html: readonly string[];
  /** Translatable string lists; blank items are dropped. */
  lists: readonly string[];
  /** Translatable name / value lists (a product's specification cards). */
  pairs: readonly string[];
  /** Image paths and other plain columns that may be cleared with an empty string. */
  nullable: readonly string[];
  /** Texts that `q` searches, in every language (SPEC section 5). */
  search: readonly string[];
  /** Plain columns a list may be sorted by, besides id, position, status, createdAt, updatedAt and the texts. */
  sortable: readonly string[];
  /** Newest first for the news feed; manual position for the rest. */
  defaultOrder: 'position' | 'newest';
}

export const contentResources: Record<Resource, ContentResource> = {
  products: {
    name: 'products',
    table: products,
    texts: ['name', 'description'],
    html: [],
    lists: ['info', 'info2'],
    pairs: ['characteristics'],
    nullable: ['image'],
    search: ['name', 'description'],
    sortable: ['image'],
    defaultOrder: 'position',
  },
  services: {
    name: 'services',
    table: services,
    texts: ['name', 'description'],
    html: [],
    lists: ['list'],
    pairs: [],
    nullable: ['icon', 'img'],
    search: ['name', 'description'],
    sortable: ['icon', 'img'],
    defaultOrder: 'position',
  },
  projects: {
    name: 'projects',
    table: projects,
    texts: ['name', 'description', 'location'],
    html: [],
    lists: [],
    pairs: [],
    nullable: ['img', 'date'],
    search: ['name', 'description', 'location'],
    sortable: ['specialistsCount', 'date', 'img'],
    defaultOrder: 'position',
  },
  news: {
    name: 'news',
    table: news,
    texts: ['name', 'description', 'mainContent'],
    html: ['mainContent'],
    lists: [],
    pairs: [],
    nullable: ['img'],
    search: ['name', 'description', 'mainContent'],
    sortable: ['date', 'img'],
    defaultOrder: 'newest',
  },
};
