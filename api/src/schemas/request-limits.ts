/** The sizes the request form accepts; the site's form checks the same numbers before sending. */
export const REQUEST_LIMITS = {
  name: 200,
  company: 200,
  phone: 40,
  email: 254,
  message: 5000,
  /** Bytes of one attachment. */
  attachment: 10 * 1024 * 1024,
  /** An item's title as the page showed it, which the form names the request after. */
  itemTitle: 300,
  /** A same-site path: the page asked from, the visit's first page. */
  path: 500,
  /** A referring site's host name (DNS allows 253). */
  referrerHost: 253,
  /** Each of utm_source, utm_medium, utm_campaign; the site cuts longer values to this. */
  utm: 100,
} as const;

/**
 * The content a visitor may ask a price for from its page ("Request a quote"): the resources whose
 * records each have a page or a block of their own on the site.
 */
export const QUOTE_RESOURCES = ['products', 'services', 'projects'] as const;
export type QuoteResource = (typeof QUOTE_RESOURCES)[number];
