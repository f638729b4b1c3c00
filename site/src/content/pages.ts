import type { PageName, PageTexts } from '@industrial/api/content';
import type { Locale } from '../i18n/locales.ts';
import { previewContent } from '../preview/content.ts';
import { typesetContent } from './api.ts';
import { contentApiUrl, freshHeaders } from './api-url.ts';
import { readOnce } from './build-memo.ts';
import { fallbackLang } from './fallback.ts';

async function fetchPage<P extends PageName>(page: P, locale: Locale): Promise<PageTexts<P>> {
  const url = new URL(`pages/${page}?lang=${locale}`, contentApiUrl());
  const response = await fetch(url, { headers: freshHeaders() }).catch((error: Error) => {
    throw new Error(
      `The content API is unreachable at ${url} (${error.message}). Start the API or fix CONTENT_API_URL.`,
    );
  });
  if (!response.ok) throw new Error(`The content API answered ${response.status} for ${url}.`);
  return typesetContent(((await response.json()) as { data: PageTexts<P> }).data, locale);
}

/**
 * A page's texts as staff wrote them (Страницы), in one language and typeset for it, read once per
 * build; a preview reads them afresh, since staff may have saved them since the last one, or, when
 * it previews this page's texts, takes those it was handed.
 */
export function loadPage<P extends PageName>(page: P, locale: Locale): Promise<PageTexts<P>> {
  const preview = previewContent.getStore();
  // A preview of this page's texts as staff have them in the form, before saving.
  if (preview?.page?.name === page && preview.locale === locale) {
    return Promise.resolve(typesetContent(preview.page.texts as PageTexts<P>, locale));
  }
  if (preview) return fetchPage(page, locale);
  return readOnce(`page:${page}`, `page:${page}:${locale}`, () => fetchPage(page, locale));
}

type Blocks = { title: string; text: string; icon?: string }[];

/**
 * A page's or an item's repeating blocks (a page's values and tiles, a workshop's quality blocks)
 * as the panels `PanelSection` shows, each title and text marked `lang="ru"` where it stands in for
 * a missing translation.
 */
export function blockPanels<T extends { untranslated: readonly string[] }>(
  texts: T,
  field: { [K in keyof T]: T[K] extends Blocks ? K : never }[keyof T] & string,
) {
  return (texts[field] as Blocks).map(({ title, text, icon }, index) => ({
    title,
    text,
    icon,
    lang: fallbackLang(texts, `${field}.${index}.title`),
    textLang: fallbackLang(texts, `${field}.${index}.text`),
  }));
}
