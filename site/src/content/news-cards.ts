import { altTextsOf, type Public, resources } from '@industrial/api/content';
import { translator } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { pageUrl } from '../i18n/routes.ts';
import { type AltText, altText, fallbackLang } from './fallback.ts';
import { formatDate } from './format.ts';
import { type ResponsiveImage, responsiveImage } from './images.ts';

/** Stories per "load more" step; the first page shows the featured story plus one step. */
const NEWS_PAGE_SIZE = 3;

/** What a news card shows, ready for the page and for the static JSON pages "load more" reads. */
export interface NewsCardData {
  id: number;
  href: string;
  title: string;
  description: string;
  date: string;
  isoDate: string;
  image?: (ResponsiveImage & AltText) | undefined;
  /** `"ru"` for a title or preview shown in Russian for want of a translation. */
  titleLang?: 'ru' | undefined;
  descriptionLang?: 'ru' | undefined;
  /** The mark «In Russian», in the page's language, on a story whose text is not translated into it. */
  inRussian?: string | undefined;
}

export interface NewsPage {
  items: NewsCardData[];
  next: string | null;
}

/** A picture's description untranslated does not make the story one to read in Russian. */
const ALT_TEXTS = new Set(altTextsOf(resources.news.fields).map(({ field }) => field));

export async function newsCard(item: Public<'news'>, locale: Locale): Promise<NewsCardData> {
  const image = await responsiveImage(item.img, [360, 720]);
  return {
    id: item.id,
    href: pageUrl(locale, `news/${item.slug}`),
    title: item.name,
    description: item.description,
    date: formatDate(item.date, locale),
    isoDate: item.date,
    image: image && { ...image, ...altText(item, 'imgAlt') },
    titleLang: fallbackLang(item, 'name'),
    descriptionLang: fallbackLang(item, 'description'),
    inRussian: item.untranslated.some((field) => !ALT_TEXTS.has(field))
      ? translator(locale)('news.inRussian')
      : undefined,
  };
}

/** Splits the feed (newest first): the featured story, the first grid, and the later pages. */
export function paginateNews<T>(news: T[]): { featured: T | undefined; first: T[]; later: T[][] } {
  const [featured, ...rest] = news;
  const pages: T[][] = [];
  for (let start = 0; start < rest.length; start += NEWS_PAGE_SIZE) {
    pages.push(rest.slice(start, start + NEWS_PAGE_SIZE));
  }
  return { featured, first: pages[0] ?? [], later: pages.slice(1) };
}

/** The address of JSON page `page` (2, 3, ...) of the feed in one language. */
export function newsPageUrl(locale: Locale, page: number): string {
  return pageUrl(locale, `news/page/${page}.json`);
}
