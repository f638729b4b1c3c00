/**
 * Every content resource, declared once: its fields, their kinds and limits, what `q` searches
 * (spec 5) and its default order. Adding a field or a resource starts here (see api/README.md).
 */
import {
  defineResource,
  type Field,
  type Fields,
  field,
  type PublicRecord,
  type StoredRecord,
} from './fields.ts';
import { LIMITS } from './limits.ts';

const search = { search: true } as const;

export const resources = {
  /** A workshop and what it makes: metal fabrication, welding, heat-insulation sewing. */
  products: defineResource({
    order: 'position',
    fields: {
      name: field.text(LIMITS.title, search),
      description: field.text(LIMITS.text, search),
      image: field.image(),
      /** Produced products. */
      info: field.list(),
      /** Technical capabilities. */
      info2: field.list(),
      /** Specification cards. */
      characteristics: field.pairs(),
    },
  }),
  services: defineResource({
    order: 'position',
    fields: {
      name: field.text(LIMITS.title, search),
      description: field.text(LIMITS.text, search),
      list: field.list(),
      /** Beside the name, which says the same: decorative. */
      icon: field.image({ decorative: true }),
      img: field.image(),
    },
  }),
  projects: defineResource({
    order: 'position',
    fields: {
      name: field.text(LIMITS.title, search),
      description: field.text(LIMITS.text, search),
      location: field.text(LIMITS.title, search),
      specialistsCount: field.count(),
      /** When the project was delivered, if known. */
      date: field.date({ optional: true }),
      img: field.image(),
    },
  }),
  news: defineResource({
    order: 'newest',
    fields: {
      /** Headline. */
      name: field.text(LIMITS.title, search),
      /** Short preview shown on the cards. */
      description: field.text(LIMITS.text, search),
      mainContent: field.richText(LIMITS.body, search),
      img: field.image(),
      /** Publication date shown to readers; the feed is ordered by it, newest first. */
      date: field.date(),
    },
  }),
  /** The clients and partners whose marks scroll in every page's footer. */
  partners: defineResource({
    order: 'position',
    fields: {
      name: field.text(LIMITS.title, search),
      logo: field.image(),
      /** Their website, if the mark should lead there. */
      link: field.link(),
    },
  }),
  /** The home page's certificates: a thumbnail each that opens the full image. */
  certificates: defineResource({
    order: 'position',
    fields: {
      title: field.text(LIMITS.title, search),
      image: field.image(),
      /** Who issued it. */
      issuer: field.text(LIMITS.title, { search: true, optional: true }),
      /** The last day it is valid, if it expires. */
      validUntil: field.date({ optional: true }),
    },
  }),
};

export type Resources = typeof resources;
export type Resource = keyof Resources;
export const RESOURCES = Object.keys(resources) as Resource[];

export type StoredProduct = StoredRecord<Resources['products']>;
export type StoredService = StoredRecord<Resources['services']>;
export type StoredProject = StoredRecord<Resources['projects']>;
export type StoredNews = StoredRecord<Resources['news']>;
export type StoredPartner = StoredRecord<Resources['partners']>;
export type StoredCertificate = StoredRecord<Resources['certificates']>;

export type PublicProduct = PublicRecord<Resources['products']>;
export type PublicService = PublicRecord<Resources['services']>;
export type PublicProject = PublicRecord<Resources['projects']>;
export type PublicNews = PublicRecord<Resources['news']>;
export type PublicPartner = PublicRecord<Resources['partners']>;
export type PublicCertificate = PublicRecord<Resources['certificates']>;

export function isResource(name: string): name is Resource {
  return Object.hasOwn(resources, name);
}

/** The declaration of a resource's field, by names as the admin's routes and inputs carry them. */
export function declaredField(resource: string | undefined, name: string): Field | undefined {
  if (!resource || !isResource(resource)) return undefined;
  return (resources[resource].fields as Fields)[name];
}
