/**
 * The files under `src/pages/[...locale]/` that may hold a page a declaration names: `/news` is
 * `news.astro` or `news/index.astro`, `/news/[slug]` is `news/[slug].astro`; `*` (every page's footer)
 * is shown on the home page.
 */
export function pageFiles(page: `/${string}` | '*'): string[] {
  if (page === '*' || page === '/') return ['index.astro'];
  return [`${page.slice(1)}.astro`, `${page.slice(1)}/index.astro`];
}
