import { QUOTE_RESOURCES, type QuoteResource, REQUEST_LIMITS } from '@industrial/api/request-limits';

/**
 * «Запросить расчёт»: an item's page links to the request form with the item in the address
 * (`/contacts?item=products:12&title=…&from=/product/…#request`), so that item pages need no script;
 * the form reads it back here. One module for both ends, free of Astro imports for the island.
 */
export interface QuotedItem {
  resource: QuoteResource;
  id: number;
  /** The item's title as its page showed it. */
  title: string;
  /** The page it was asked from. */
  from: string;
}

/** The query of the link to the form. */
export function quoteQuery(item: QuotedItem): string {
  return new URLSearchParams({
    item: `${item.resource}:${item.id}`,
    title: item.title,
    from: item.from,
  }).toString();
}

/** Markup's brackets and control characters never travel on: what is left is shown and sent as text. */
export const plainText = (value: string, limit: number) =>
  value
    .replace(/[\p{Cc}<>]/gu, '')
    .trim()
    .slice(0, limit);

/** A path of this site, or nothing: `//host` and full addresses are other sites. */
export const sitePath = (value: string) =>
  /^\/(?![/\\])[^\s\\<>"]*$/.test(value) ? value.slice(0, REQUEST_LIMITS.path) : '';

/** The item a link to the form carries, if it names one the form may send. */
export function readQuote(search: string): QuotedItem | null {
  const query = new URLSearchParams(search);
  const match = /^([a-z]+):([1-9][0-9]{0,8})$/.exec(query.get('item') ?? '');
  const resource = match?.[1] as QuoteResource | undefined;
  if (!match || !resource || !QUOTE_RESOURCES.includes(resource)) return null;
  const title = plainText(query.get('title') ?? '', REQUEST_LIMITS.itemTitle);
  return { resource, id: Number(match[2]), title, from: sitePath(query.get('from') ?? '') };
}
