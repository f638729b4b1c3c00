import { describe, type Fields, type Resource, resources, searchSources } from '@industrial/api/content';

/** An item with a page of its own, in one language, as far as search engines and sharing read it. */
export interface Searchable {
  /** Absent where nobody has written one in any language. */
  searchTitle?: string | undefined;
  searchDescription?: string | undefined;
  /** This language's sharing image, else the Russian one. */
  shareImage: string | null;
  noIndex: boolean;
  untranslated?: readonly string[] | undefined;
}

/** What a page says to search engines and to the sites it is shared on. */
export interface SearchAppearance {
  title: string;
  description: string;
  /** The stored image to share the page with, if any. */
  image: string | null;
  noIndex: boolean;
}

/**
 * An item page's title, description and sharing image: staff's own where written in this
 * language (one still in Russian is not used on another language's page), else the item's title,
 * the start of its description and its image (`searchSources`).
 */
export function searchAppearance(resource: Resource, item: Searchable): SearchAppearance {
  const sources = searchSources(resources[resource].fields as Fields);
  const value = (field: string | undefined) =>
    field === undefined ? '' : String((item as unknown as Record<string, unknown>)[field] ?? '');
  const own = (field: 'searchTitle' | 'searchDescription') =>
    item.untranslated?.includes(field) ? '' : (item[field] ?? '').trim();
  return {
    title: own('searchTitle') || value(sources.title),
    description: own('searchDescription') || describe(value(sources.text)),
    image: item.shareImage || value(sources.image) || null,
    noIndex: item.noIndex,
  };
}

/** A page of the site's own in one language (`loadPage`), as far as search engines and sharing read it. */
interface PageSearchable {
  heroTitle: string;
  heroLead: string;
  searchTitle: string;
  searchDescription: string;
  shareImage: string | null;
  untranslated: readonly string[];
}

/**
 * A page's title, description and sharing image (Страницы): staff's own where written in this
 * language, else the page's headline and the start of its lead.
 */
export function pageSearchAppearance(texts: PageSearchable): SearchAppearance {
  const own = (field: 'searchTitle' | 'searchDescription') =>
    texts.untranslated.includes(field) ? '' : texts[field].trim();
  return {
    title: own('searchTitle') || texts.heroTitle,
    description: own('searchDescription') || describe(texts.heroLead),
    image: texts.shareImage,
    noIndex: false,
  };
}
