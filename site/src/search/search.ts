/**
 * The search page's script (pages/[...locale]/search.astro): runs the visitor's `?q=` against the
 * site's static Pagefind index, in the page's language, and shows each result's title, excerpt
 * (the words found marked) and address. Asks nothing of the API.
 *
 * The index is a base bundle (`/pagefind/`, the last full build's) and, once content changed since,
 * the bundles of the pages changed (`/pagefind/delta/`, and `/pagefind/recent/` for the latest),
 * merged in; `superseded.json`, fetched fresh as Pagefind fetches its entry file, names the results
 * those pages replace, which are dropped before their data loads (see
 * site/scripts/search-index.ts). Ranking is Pagefind's own.
 */

interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
}
interface Superseded {
  /** The languages the delta bundle has, and the recent one. */
  languages: string[];
  recent: string[];
  superseded: string[];
}

const BASE = '/pagefind/';
/** How many results the page shows: each costs a fragment download. */
const SHOWN = 20;

/** The excerpt Pagefind made, as text nodes and `<mark>`s only: nothing else of it becomes markup. */
function excerptNodes(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body.firstChild;
  const out = document.createDocumentFragment();
  for (const node of Array.from(parsed?.childNodes ?? [])) {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      out.append(mark);
    } else out.append(document.createTextNode(node.textContent ?? ''));
  }
  return out;
}

function resultItem({ url, excerpt, meta }: Awaited<ReturnType<PagefindResult['data']>>): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const heading = document.createElement('h2');
  const link = document.createElement('a');
  link.href = url;
  link.textContent = meta.title || decodeURI(url);
  heading.append(link);
  const text = document.createElement('p');
  text.className = 'search-result-excerpt';
  text.append(excerptNodes(excerpt));
  const address = document.createElement('p');
  address.className = 'search-result-address';
  address.textContent = decodeURI(new URL(url, location.origin).href);
  item.append(heading, text, address);
  return item;
}

/** Loads the index (the base, and the changed pages' bundles that have this language) and `superseded.json`. */
async function loadIndex(language: string): Promise<{ pagefind: Pagefind; superseded: Set<string> }> {
  const script = `${BASE}pagefind.js`;
  const [pagefind, listed] = await Promise.all([
    import(/* @vite-ignore */ script) as Promise<Pagefind>,
    fetch(`${BASE}superseded.json?ts=${Date.now()}`).then((response): Promise<Superseded> => {
      if (!response.ok) throw new Error(`superseded.json: ${response.status}`);
      return response.json();
    }),
  ]);
  await pagefind.options({ excerptLength: 24 });
  // Merged only where they have this language: Pagefind would load another language's index.
  if (listed.languages.includes(language)) await pagefind.mergeIndex(`${BASE}delta/`, { language });
  if (listed.recent.includes(language)) await pagefind.mergeIndex(`${BASE}recent/`, { language });
  return { pagefind, superseded: new Set(listed.superseded) };
}

/**
 * The results to show: the superseded ones dropped, and a page two bundles hold identically (a
 * change only in what the index ignores) shown once.
 */
export function currentResults(results: readonly PagefindResult[], superseded: ReadonlySet<string>) {
  const seen = new Set<string>();
  return results.filter(
    (result) => !superseded.has(result.id) && !seen.has(result.id) && seen.add(result.id),
  );
}

export async function runSearch(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-search]');
  const status = root?.querySelector<HTMLElement>('.search-status');
  const list = root?.querySelector<HTMLOListElement>('.search-results');
  const input = document.querySelector<HTMLInputElement>('#search-query');
  if (!root || !status || !list || !input) return;
  const texts = root.dataset;
  const query = (new URLSearchParams(location.search).get('q') ?? '').trim();
  input.value = query;
  if (!query) {
    status.textContent = texts.empty ?? '';
    return;
  }
  status.textContent = texts.loading ?? '';
  try {
    const { pagefind, superseded } = await loadIndex(document.documentElement.lang);
    const { results } = await pagefind.search(query);
    const current = currentResults(results, superseded);
    const shown = await Promise.all(current.slice(0, SHOWN).map((result) => result.data()));
    list.replaceChildren(...shown.map(resultItem));
    status.textContent = shown.length
      ? (texts.found ?? '').replace('{count}', String(current.length))
      : (texts.none ?? '').replace('{query}', query);
  } catch (error) {
    console.error(error);
    list.replaceChildren();
    status.textContent = texts.failed ?? '';
  }
}
