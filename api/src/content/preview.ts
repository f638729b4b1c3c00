import type { Locale } from './locale.ts';
import type { PageName } from './pages.ts';

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
  /**
   * A preview of a page's texts as staff have them in the form, not saved (`resource` is `pages`):
   * the page, and its texts in `locale` as the public read answers them.
   */
  page?: { name: PageName; texts: Record<string, unknown> };
}

/** The site's preview renderer, as its build (`site/src/preview/server.ts`) exports it. */
export interface PreviewRenderer {
  render(request: Request, content: PreviewContent): Promise<Response>;
}
