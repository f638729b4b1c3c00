import type { FastifyInstance } from 'fastify';
import { itemPath } from '../../../content/fields.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../content/locale.ts';
import { RESOURCES, type Resource } from '../../../content/resources.ts';
import { contentResources } from './resources.ts';

/** The pages of one item, by their segment: `news` → news. */
const itemPages = new Map(
  RESOURCES.flatMap((name) => {
    const segment = contentResources[name].address?.segment;
    return segment === undefined ? [] : [[segment, name] as const];
  }),
);

/** An address under a resource's item pages: `en/news/12` is news, in English, key `12`. */
export interface ItemAddress {
  resource: Resource;
  locale: Locale;
  /** `/en`, or nothing in Russian. */
  prefix: string;
  segment: string;
  key: string;
}

/** The item page a site path (decoded, without its leading slash) would be, if it is one's. */
export function itemAddressOf(path: string): ItemAddress | undefined {
  const parts = path.split('/');
  const locale = isLocale(parts[0]) && parts[0] !== DEFAULT_LOCALE ? parts.shift() : undefined;
  // `news/12`, or `okhrana-truda` of a page at the root (whose segment is '').
  const [segment, key, ...rest] = parts.length === 1 ? ['', ...parts] : parts;
  if (segment === undefined || !key || rest.length) return undefined;
  const resource = itemPages.get(segment);
  if (!resource) return undefined;
  return {
    resource,
    locale: (locale ?? DEFAULT_LOCALE) as Locale,
    prefix: locale ? `/${locale}` : '',
    segment,
    key,
  };
}

/** The path of an item's page at `slug`, in the language and section of `at`. */
export const itemPagePath = (at: ItemAddress, slug: string) => `${at.prefix}/${itemPath(at.segment, slug)}`;

/**
 * Where the site sends an item's address of before (its number, or an address it had) now: the
 * item's address in the same language; none for another address, or an item's own.
 */
export async function movedItemAddress(app: FastifyInstance, at: ItemAddress): Promise<string | undefined> {
  const slug = await app.content[at.resource].resolveAddress(at.locale, at.key);
  return slug && slug !== at.key ? itemPagePath(at, slug) : undefined;
}
