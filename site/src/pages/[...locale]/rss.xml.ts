import rss from '@astrojs/rss';
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { listContent } from '../../content/api.ts';
import { loadPage } from '../../content/pages.ts';
import { pageSearchAppearance } from '../../content/search.ts';
import { loadSettings } from '../../content/settings.ts';
import { translator } from '../../i18n/index.ts';
import { localeParams, OPEN_GRAPH_LOCALES } from '../../i18n/locales.ts';
import { pageUrl } from '../../i18n/routes.ts';

export const getStaticPaths = localeParams;

/** A feed carries the newest news, as feed readers expect; the news page lists them all. */
const FEED_ITEMS = 50;

/** The news feed of one language: `/rss.xml`, `/en/rss.xml`, `/kk/rss.xml`. */
export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props, site }) => {
  const { locale } = props;
  const t = translator(locale);
  const news = await listContent('news', locale);
  return rss({
    title: `${(await loadSettings(locale)).name}: ${t('news.rss.title')}`,
    description: pageSearchAppearance(await loadPage('news', locale)).description,
    site: new URL(pageUrl(locale), site).toString(),
    // Pages live at addresses without a trailing slash (`/kk/news/10`); the slashed one answers 404.
    trailingSlash: false,
    items: news.slice(0, FEED_ITEMS).map((item) => ({
      title: item.name,
      description: item.description,
      pubDate: new Date(item.date),
      link: pageUrl(locale, `news/${item.slug}`),
    })),
    customData: `<language>${OPEN_GRAPH_LOCALES[locale]}</language>`,
  });
};
