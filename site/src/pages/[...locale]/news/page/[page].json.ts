import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { listContent } from '../../../../content/api.ts';
import { type NewsPage, newsCard, newsPageUrl, paginateNews } from '../../../../content/news-cards.ts';
import { localeParams } from '../../../../i18n/locales.ts';

/** The feed's later pages as static JSON, read by "load more" (page 1 is the news page itself). */
export async function getStaticPaths() {
  const pages = await Promise.all(
    localeParams().map(async ({ params, props }) => {
      const { later } = paginateNews(await listContent('news', props.locale));
      return later.map((items, index) => ({
        params: { ...params, page: String(index + 2) },
        props: { ...props, items, hasNext: index + 1 < later.length },
      }));
    }),
  );
  return pages.flat();
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ params, props }) => {
  const { locale, items, hasNext } = props;
  const page: NewsPage = {
    items: await Promise.all(items.map((item) => newsCard(item, locale))),
    next: hasNext ? newsPageUrl(locale, Number(params.page) + 1) : null,
  };
  return Response.json(page);
};
