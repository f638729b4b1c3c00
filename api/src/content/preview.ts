import type { Locale } from './locale.ts';

/**
 * What the API hands the site's preview renderer for one request: the item being previewed (its
 * saved state, drafts included) and the list of its resource as the page shows it (the published
 * items plus this one), flattened to `locale` as the public API answers them.
 */
export interface PreviewContent {
  resource: string;
  id: number;
  locale: Locale;
  item: Record<string, unknown>;
  lists: Record<string, Record<string, unknown>[]>;
  /** This preview in each language (the links carry the token). */
  links: Record<Locale, string>;
}

/** The site's preview renderer, as its build (`site/src/preview/server.ts`) exports it. */
export interface PreviewRenderer {
  render(request: Request, content: PreviewContent): Promise<Response>;
}
