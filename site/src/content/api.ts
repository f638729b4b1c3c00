import type {
  PublicNews,
  PublicProduct,
  PublicProject,
  PublicService,
  Resource,
} from '@industrial/api/content';
import type { Locale } from '../i18n/locales.ts';
import { contentApiUrl } from './api-url.ts';

interface PublicContent {
  products: PublicProduct;
  services: PublicService;
  projects: PublicProject;
  news: PublicNews;
}

const cache = new Map<string, Promise<unknown[]>>();

async function fetchList(resource: Resource, locale: Locale): Promise<unknown[]> {
  const url = new URL(`${resource}?lang=${locale}`, contentApiUrl());
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(
      `The content API is unreachable at ${url} (${(error as Error).message}). Start the API or fix CONTENT_API_URL.`,
    );
  }
  if (!response.ok) {
    throw new Error(`The content API answered ${response.status} for ${url}.`);
  }
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body.data)) {
    throw new Error(`The content API answered ${url} without a "data" list.`);
  }
  return body.data;
}

/**
 * The published items of one resource in one language, fetched once per build: the public API
 * hides drafts, so nothing unpublished can reach a page.
 */
export function listContent<R extends Resource>(resource: R, locale: Locale): Promise<PublicContent[R][]> {
  const key = `${resource}:${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchList(resource, locale);
    cache.set(key, pending);
  }
  return pending as Promise<PublicContent[R][]>;
}

/** News newest first: the order the feed, the load-more pages and the RSS share. */
export async function listNews(locale: Locale): Promise<PublicNews[]> {
  const news = await listContent('news', locale);
  return [...news].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Stored image paths (`/uploads/x.webp`) live under the API; absolute addresses are used as they are. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path.replace(/^\/+/, ''), contentApiUrl()).toString();
}
