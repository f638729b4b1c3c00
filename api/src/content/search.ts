/**
 * What a search engine's result and a shared link show of an item's page: its title, then the
 * site's name, and a description. The page's own search fields (`SEARCH_FIELDS`) win over what is
 * derived from the item: its title and the start of its `description`. The site renders these, and
 * the back office previews them with the lengths search engines show.
 */

import { type Fields, fieldsOf, SLUG, type SlugField } from './fields.ts';

/** About how many characters of a title and of a description a search result shows. */
export const SNIPPET = { title: 60, description: 160 } as const;

/** A description shorter than this says too little for a search result: the launch check names it. */
export const SHORT_DESCRIPTION = 50;

/** The field an item's page description is made from when it has none of its own. */
export const DESCRIBED_BY = 'description';

/**
 * The fields of an item that its page's search appearance is derived from: its title (the one its
 * address is made from), its description and its (first) image.
 */
export function searchSources(fields: Fields): { title: string; text: string; image: string | undefined } {
  return {
    title: (fields[SLUG] as SlugField | undefined)?.from ?? 'name',
    text: DESCRIBED_BY,
    image: fieldsOf(fields, 'image')[0],
  };
}

/** A page's `<title>`: its own title, then the site's name. */
export const pageTitle = (title: string, siteName: string): string =>
  siteName ? `${title} | ${siteName}` : title;

/**
 * A page description made from a longer text: the text with its spacing tidied, cut after a whole
 * word before the length a search result shows, with an ellipsis.
 */
export function describe(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET.description) return flat;
  const cut = flat.slice(0, SNIPPET.description - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET.description / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/u, '')}…`;
}
