import {
  type Fields,
  fieldsOf,
  itemPath,
  type Public,
  type Resource,
  resources,
  TRANSLATION_CHOICE,
} from '@industrial/api/content';
import { LEFT_OUT_VARIABLE, leftOutRecords, recordKey } from '@industrial/api/left-out';
import { isAllowedRemoteImage, isRemoteImage, remoteImageHosts } from '@industrial/api/remote-images';
import { LOCALES, type Locale, localeParams } from '../i18n/locales.ts';
import { typeset } from '../i18n/typography.ts';
import { previewContent, previewList } from '../preview/content.ts';
import { contentApiUrl, freshHeaders } from './api-url.ts';
import { makingRecord, readOnce } from './build-memo.ts';
import { completeLanguages, showsRussian } from './fallback.ts';

async function fetchList(resource: Resource, locale: Locale): Promise<unknown[]> {
  const url = new URL(`${resource}?lang=${locale}`, contentApiUrl());
  let response: Response;
  try {
    response = await fetch(url, { headers: freshHeaders() });
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
  return withoutMissingImages(
    resource,
    withoutLeftOut(resource, withoutAwaitingTranslation(body.data as Record<string, unknown>[])),
  );
}

/**
 * The items of a list in one language but those staff keep off it until they are translated
 * (`waitForTranslation`, see the content declarations) and that still show Russian there. Russian
 * lists lose none: nothing in them shows Russian for want of a translation.
 */
export function withoutAwaitingTranslation<T extends Record<string, unknown>>(items: T[]): T[] {
  return items.filter((item) => item[TRANSLATION_CHOICE] !== true || !showsRussian(item));
}

/**
 * The items but those an earlier build failed on, which the publisher asks this one to leave out
 * (SITE_LEFT_OUT, see api/src/publish/left-out.ts). A preview shows everything.
 */
export function withoutLeftOut(resource: Resource, items: Record<string, unknown>[]) {
  const leftOut = leftOutRecords(process.env[LEFT_OUT_VARIABLE]);
  if (leftOut.size === 0 || previewContent.getStore()) return items;
  return items.filter((item) => {
    const key = recordKey(resource, Number(item.id));
    if (!leftOut.has(key)) return true;
    console.warn(`${key} left out: an earlier build failed on it; it is published again once it changes`);
    return false;
  });
}

/**
 * Whether an uploaded file, or an allowed remote image, can be fetched (remote ones within 10 s).
 * A build asks once per image; a preview asks afresh, since the renderer outlives any one upload.
 */
export function imageAnswers(path: string): Promise<boolean> {
  const url = isRemoteImage(path) ? path : new URL(path.replace(/^\/+/, ''), contentApiUrl());
  const ask = () =>
    fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
  return previewContent.getStore() ? ask() : readOnce(undefined, `image:${path}`, ask);
}

/**
 * An item whose image is gone (an uploaded file deleted or lost with a volume, a remote address
 * that no longer answers) is built without that image, with a warning, rather than failing this
 * publish and every later one. The API refuses a missing upload on save; this covers what happens
 * after. Remote images that may not be fetched at all are left out by `imageUrl`, unasked. A
 * preview leaves them out the same way, from the item it shows and from the lists it was handed.
 */
export async function withoutMissingImages(resource: Resource, items: Record<string, unknown>[]) {
  const fields = resources[resource].fields as Fields;
  // In one language, a picture per language is that language's (or the Russian) one.
  const images = fieldsOf(fields, 'image', 'localizedImage');
  const missing = async (item: Record<string, unknown>, path: unknown) => {
    if (typeof path !== 'string' || !imageUrl(path) || (await imageAnswers(path))) return false;
    console.warn(`Image ${path} of ${resource} ${String(item.id)} left out: it does not answer`);
    return true;
  };
  return Promise.all(
    items.map(async (item) => {
      let kept = item;
      for (const field of images) {
        if (await missing(item, item[field])) kept = { ...kept, [field]: null };
      }
      // A gallery's photo that has gone leaves its row empty (its place keeps its texts' tracking).
      for (const [field, declared] of Object.entries(fields)) {
        const rows = item[field];
        if (declared.kind !== 'rows' || !Array.isArray(rows)) continue;
        const parts = fieldsOf(declared.of, 'image');
        if (parts.length === 0) continue;
        kept = {
          ...kept,
          [field]: await Promise.all(
            rows.map(async (row: Record<string, unknown>) => {
              let keptRow = row;
              for (const part of parts) {
                if (await missing(item, row[part])) keptRow = { ...keptRow, [part]: '' };
              }
              return keptRow;
            }),
          ),
        };
      }
      return kept;
    }),
  );
}

/**
 * The published items of one resource in one language, fetched once per build, in the API's order
 * (news newest first): the public API hides drafts, so nothing unpublished can reach a page. The
 * preview renderer alone answers with the list the API handed it (the item being previewed
 * included), per request, typeset the same way, and reads any other list afresh.
 */
export function listContent<R extends Resource>(resource: R, locale: Locale): Promise<Public<R>[]> {
  const previewed = previewList(resource, locale);
  if (previewed) {
    return withoutMissingImages(
      resource,
      withoutAwaitingTranslation(previewed as Record<string, unknown>[]),
    ).then((items) => typesetContent(items, locale) as unknown[] as Public<R>[]);
  }
  // A preview reads the lists it was not handed afresh: staff may have saved them since the last one.
  if (previewContent.getStore()) {
    return fetchList(resource, locale).then((items) => typesetContent(items, locale) as Public<R>[]);
  }
  return readOnce(resource, `list:${resource}:${locale}`, () =>
    fetchList(resource, locale).then((items) => typesetItems(resource, locale, items)),
  ) as Promise<Public<R>[]>;
}

/**
 * Each item of the lists last read, typeset, with the JSON it was typeset from: a list read again
 * (the publish worker's update, after a change) typesets only the items that changed.
 */
const typesetBefore = new Map<string, { raw: string; item: unknown }>();

function typesetItems(resource: Resource, locale: Locale, items: unknown[]): unknown[] {
  return items.map((item) => {
    const id = Number((item as { id?: unknown }).id);
    const key = `${resource}:${locale}:${id}`;
    const raw = JSON.stringify(item);
    const known = typesetBefore.get(key);
    if (known?.raw === raw) return known.item;
    const typeset = makingRecord(recordKey(resource, id), () => typesetContent(item, locale));
    typesetBefore.set(key, { raw, item: typeset });
    return typeset;
  });
}

/**
 * `getStaticPaths` entries for a page per published item in every language, at its readable
 * address there (`news/vtoraya-smena`, `en/news/second-shift`), with its addresses in the others,
 * each with the languages the item reads fully in (a page that shows Russian for want of a
 * translation says so, and search engines are sent to the Russian one: BaseLayout) and those it
 * has a page in at all (staff may keep it off a language until it is translated).
 */
export async function itemPaths<R extends Resource>(resource: R) {
  const lists = await Promise.all(
    localeParams().map(async ({ params, props }) => ({
      params,
      props,
      items: await listContent(resource, props.locale),
    })),
  );
  const versions = new Map<number, Partial<Record<Locale, Public<R>>>>();
  for (const { props, items } of lists) {
    for (const item of items) versions.set(item.id, { ...versions.get(item.id), [props.locale]: item });
  }
  const pathOf = (
    { params, props }: (typeof lists)[number],
    item: Public<R>,
    shown: Partial<Record<Locale, Public<R>>>,
  ) => {
    const address = (item as { slug?: string }).slug ?? String(item.id);
    return {
      params: { ...params, slug: address },
      props: {
        ...props,
        item,
        // The item's address in each language (its Russian one where it is kept off a language).
        slugs: Object.fromEntries(
          LOCALES.map((locale) => [
            locale,
            (shown[locale] as { slug?: string } | undefined)?.slug ?? address,
          ]),
        ) as Record<Locale, string>,
        languages: completeLanguages(shown),
        shownIn: LOCALES.filter((locale) => shown[locale] !== undefined),
      },
    };
  };
  return lists.flatMap((list) =>
    list.items.map((item) => {
      const shown = versions.get(item.id) ?? {};
      const before = itemPathsBefore.get(item);
      if (before && LOCALES.every((locale) => before.shown[locale] === shown[locale])) {
        return before.path as ReturnType<typeof pathOf>;
      }
      const path = pathOf(list, item, shown);
      itemPathsBefore.set(item, { shown, path });
      return path;
    }),
  );
}

/**
 * The entry `itemPaths` last made for each item (as typeset in its language, `typesetItems`), with
 * the item's versions it was made from: an item none of whose versions changed keeps its entry, so
 * that the publish worker finds its props unchanged without digesting them again.
 */
const itemPathsBefore = new WeakMap<object, { shown: Partial<Record<Locale, unknown>>; path: unknown }>();

/** An item's page in each language, by its addresses: `news/vtoraya-smena`, `news/second-shift`. */
export const itemPagePaths = (segment: string, slugs: Record<Locale, string>) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, itemPath(segment, slugs[locale])])) as Record<
    Locale,
    string
  >;

/**
 * Every text of the content, typeset for its language: staff type plain spaces and hyphens in the
 * admin, and the pages still keep numbers with their units. Paths and dates pass unchanged.
 */
export function typesetContent<T>(value: T, locale: Locale): T {
  if (typeof value === 'string') return typeset(value, locale) as T;
  if (Array.isArray(value)) return value.map((item) => typesetContent(item, locale)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, typesetContent(field, locale)]),
    ) as T;
  }
  return value;
}

/** Remote images already left out, so that each is logged once per build. */
const leftOutImages = new Set<string>();

/**
 * Stored image paths (`/uploads/x.webp`) live under the API; an address is used as it is when the
 * build may fetch it (https, from `REMOTE_IMAGE_HOSTS`, as the API checks on save), and otherwise
 * left out, never fetched: it may have been saved before the rule, or the hosts changed since.
 */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (isRemoteImage(path)) {
    if (isAllowedRemoteImage(path, remoteImageHosts(process.env.REMOTE_IMAGE_HOSTS))) return path;
    if (!leftOutImages.has(path)) {
      leftOutImages.add(path);
      console.warn(`Image ${path} left out: not https from a host in REMOTE_IMAGE_HOSTS`);
    }
    return undefined;
  }
  return new URL(path.replace(/^\/+/, ''), contentApiUrl()).toString();
}
