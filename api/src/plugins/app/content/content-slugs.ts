import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Fields, SlugField } from '../../../content/fields.ts';
import { reservedSlugs } from '../../../content/kinds.ts';
import { LOCALES, type Locale } from '../../../content/locale.ts';
import { suggestSlug, uniqueSlug } from '../../../content/slugs.ts';
import { deletedAddresses, slugHistory } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';
import { badRequest } from '../../../errors.ts';
import type { ContentValues } from './content-input.ts';
import type { ContentQuery, ContentRow } from './content-query.ts';
import type { ContentResource } from './resources.ts';

type Slugs = Partial<Record<Locale, string>>;
/** A database or a transaction in it. */
type Queries = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

/** An item's number, as its page's address was before readable ones (and still leads there). */
const NUMBERED = /^\d{1,9}$/;

/** What an item's page is called for want of a title that gives an address (emoji, punctuation). */
const UNTITLED = 'item';

/** The address of an item's page in a language: its own, else the Russian one its page falls back to. */
export const addressIn = (slugs: Slugs | undefined, locale: Locale): string | undefined =>
  slugs?.[locale] ?? slugs?.ru;

/**
 * The readable addresses of a resource's items (`ContentResource.address`): made from the title in
 * each language a write leaves without one, unique among the section's items and their old
 * addresses, and the old address kept (`slug_history`) whenever one changes, so that links to it
 * lead to the item's address now. A published item's addresses are known as deleted while it is in
 * the trash and, once it is deleted for good, kept as such (`deleted_addresses`) until another item
 * takes one. Nothing for a resource without pages of its own.
 */
export function contentSlugs(db: Database, resource: ContentResource, query: ContentQuery) {
  const { address } = resource;
  const column = address && query.column(address.field);
  /** The row that says whose `slug` in `locale` was, among this section's old addresses. */
  const formerly = (locale: Locale, slug: string) =>
    and(eq(slugHistory.resource, resource.name), eq(slugHistory.locale, locale), eq(slugHistory.slug, slug));

  /** Whether another item has (or had) this address in `locale`, or the item itself had it as another's. */
  async function takenBy(tx: Queries, locale: Locale, slug: string, id: number | undefined) {
    if (!column) return false;
    const own = sql`coalesce(${column}->>${locale}, ${column}->>'ru')`;
    const [current] = await tx
      .select({ id: query.table.id })
      .from(query.table)
      .where(and(sql`${own} = ${slug}`, id === undefined ? undefined : ne(query.table.id, id)))
      .limit(1);
    if (current) return true;
    const [old] = await tx
      .select({ itemId: slugHistory.itemId })
      .from(slugHistory)
      .where(and(formerly(locale, slug), id === undefined ? undefined : ne(slugHistory.itemId, id)))
      .limit(1);
    return Boolean(old);
  }

  /** The addresses of deleted items that `slugs` take back: from now on they lead to their new item. */
  async function takeOver(tx: Queries, slugs: Slugs): Promise<void> {
    const taken = LOCALES.flatMap((locale) => {
      const slug = addressIn(slugs, locale);
      return slug ? [and(eq(deletedAddresses.locale, locale), eq(deletedAddresses.slug, slug))] : [];
    });
    if (!taken.length) return;
    await tx.delete(deletedAddresses).where(and(eq(deletedAddresses.resource, resource.name), or(...taken)));
  }

  /**
   * The first free address from `base` in every one of `locales` (a Russian address is also the
   * address in each language the item has none of its own): `base`, `base-2`, `base-3`… each asked
   * about in turn.
   */
  async function freeSlug(tx: Queries, locales: readonly Locale[], base: string, id: number | undefined) {
    // A title that is one of the site's own words (`news`, `page`) gets `news-2`.
    const taken = new Set<string>(
      address ? reservedSlugs((resource.fields as Fields)[address.field] as SlugField) : [],
    );
    for (;;) {
      const candidate = uniqueSlug(base, (slug) => taken.has(slug));
      let free = true;
      for (const locale of locales) if (free) free = !(await takenBy(tx, locale, candidate, id));
      if (free) return candidate;
      taken.add(candidate);
    }
  }

  return {
    /**
     * The addresses a write of item `id` (none on create) stores, `row` being the item as it will be
     * and `kept` its addresses before: those staff wrote, refused (400) when new and another item
     * has or had one; every language whose title is written and that has no address gets one made
     * from that title. An address of an item deleted for good is free: the item written takes it.
     */
    async after(
      tx: Queries,
      id: number | undefined,
      row: ContentValues,
      kept: Slugs = {},
    ): Promise<Slugs | undefined> {
      if (!address) return undefined;
      // Writes of the section's addresses take turns until their transactions end, so that two
      // items saved at once cannot both take the same free address.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses of ${resource.name}`}))`);
      const slugs: Slugs = { ...(row[address.field] as Slugs | undefined) };
      const titles = (row[address.from] ?? {}) as Partial<Record<Locale, string>>;
      // The Russian address last: it is also the address in each language left without one.
      for (const locale of [...LOCALES.filter((other) => other !== 'ru'), 'ru' as const]) {
        const places =
          locale === 'ru' ? LOCALES.filter((other) => other === 'ru' || !slugs[other]) : [locale];
        const written = slugs[locale];
        if (written) {
          for (const place of places) {
            if (written === addressIn(kept, place) || !(await takenBy(tx, place, written, id))) continue;
            const through =
              place === locale ? '' : ` in ${place}, where this item's page has its Russian address`;
            throw badRequest(
              `${address.field}.${locale} ${written} is the address of another ${resource.name} item${through}`,
              'slug.taken',
              { field: `${address.field}.${locale}`, ...(place === locale ? {} : { locale: place }) },
            );
          }
          continue;
        }
        const title = titles[locale];
        if (locale !== 'ru' && !title) continue;
        const base = suggestSlug(title ?? '') || UNTITLED;
        slugs[locale] = await freeSlug(tx, places, /^\d+$/.test(base) ? `${UNTITLED}-${base}` : base, id);
      }
      await takeOver(tx, slugs);
      return slugs;
    },

    /** Keeps the item's addresses a write replaced, each leading to it from now on. */
    async remember(tx: Queries, id: number, before: ContentRow, after: ContentValues): Promise<void> {
      if (!address) return;
      for (const locale of LOCALES) {
        const was = addressIn(before[address.field] as Slugs, locale);
        const now = addressIn(after[address.field] as Slugs, locale);
        if (!was || was === now) continue;
        await tx
          .insert(slugHistory)
          .values({ resource: resource.name, locale, slug: was, itemId: id })
          .onConflictDoNothing();
        // Back to an address it had: that one is its own again.
        if (now) {
          await tx.delete(slugHistory).where(and(formerly(locale, now), eq(slugHistory.itemId, id)));
        }
      }
    },

    /**
     * Frees the addresses of an item deleted for good, the one it had and those of before, for other
     * items; a published item's are kept as deleted (with its number), for links to them.
     */
    async retire(tx: Queries, row: ContentRow): Promise<void> {
      if (!address) return;
      const former = await tx
        .delete(slugHistory)
        .where(and(eq(slugHistory.resource, resource.name), eq(slugHistory.itemId, row.id)))
        .returning({ locale: slugHistory.locale, slug: slugHistory.slug });
      if (row.status !== 'published') return;
      const own = row[address.field] as Slugs | undefined;
      const addresses = [
        ...former,
        ...LOCALES.flatMap((locale) => {
          const slug = addressIn(own, locale);
          return [{ locale, slug: String(row.id) }, ...(slug ? [{ locale, slug }] : [])];
        }),
      ];
      await tx
        .insert(deletedAddresses)
        .values(addresses.map((kept) => ({ ...kept, resource: resource.name, itemId: row.id })))
        .onConflictDoNothing();
    },

    /**
     * Where `key` under this resource's pages in `locale` leads: the published item with that number
     * (the addresses before readable ones) or with that old address, at its address now.
     */
    async resolve(locale: Locale, key: string): Promise<string | undefined> {
      if (!address || !column) return undefined;
      let id: number | undefined;
      if (NUMBERED.test(key)) id = Number(key);
      else {
        const [old] = await db
          .select({ itemId: slugHistory.itemId })
          .from(slugHistory)
          .where(formerly(locale, key));
        id = old?.itemId;
      }
      if (id === undefined) return undefined;
      const [row] = await db
        .select({ slugs: column })
        .from(query.table)
        .where(and(eq(query.table.id, id), query.live, eq(query.table.status, 'published')));
      return addressIn(row?.slugs as Slugs | undefined, locale);
    },

    /**
     * The published item whose page's address in `locale` is `key` now (its own, or the Russian one
     * it falls back to), whether or not it has a page in that language; none for another address.
     */
    async owner(locale: Locale, key: string): Promise<number | undefined> {
      if (!address || !column) return undefined;
      const own = sql`coalesce(${column}->>${locale}, ${column}->>'ru')`;
      const [row] = await db
        .select({ id: query.table.id })
        .from(query.table)
        .where(and(sql`${own} = ${key}`, query.live, eq(query.table.status, 'published')))
        .limit(1);
      return row?.id;
    },

    /**
     * Whether `key` under this resource's pages in `locale` is the address of a deleted item that
     * was published: one in the trash (its number, its address or one it had), or one deleted for
     * good. A draft, even in the trash, had no page to link to.
     */
    async deleted(locale: Locale, key: string): Promise<boolean> {
      if (!address || !column) return false;
      if (NUMBERED.test(key)) {
        const [item] = await db
          .select({ deletedAt: query.table.deletedAt, status: query.table.status })
          .from(query.table)
          .where(eq(query.table.id, Number(key)));
        // An item with that number, in the trash or not, says it; deleted for good, the record does.
        if (item) return item.deletedAt !== null && item.status === 'published';
      } else {
        const own = sql`coalesce(${column}->>${locale}, ${column}->>'ru')`;
        const hadIt = db
          .select({ itemId: slugHistory.itemId })
          .from(slugHistory)
          .where(formerly(locale, key));
        const [trashed] = await db
          .select({ id: query.table.id })
          .from(query.table)
          .where(
            and(
              query.trashed,
              eq(query.table.status, 'published'),
              or(sql`${own} = ${key}`, inArray(query.table.id, hadIt)),
            ),
          )
          .limit(1);
        if (trashed) return true;
      }
      const [gone] = await db
        .select({ itemId: deletedAddresses.itemId })
        .from(deletedAddresses)
        .where(
          and(
            eq(deletedAddresses.resource, resource.name),
            eq(deletedAddresses.locale, locale),
            eq(deletedAddresses.slug, key),
          ),
        )
        .limit(1);
      return Boolean(gone);
    },

    /**
     * The items that lack an address in a language whose title is written (built-in content, items
     * saved before addresses existed).
     */
    async lacking(): Promise<ContentRow[]> {
      if (!address || !column) return [];
      const from = query.column(address.from);
      const missing = or(
        ...LOCALES.map((locale) =>
          locale === 'ru'
            ? sql`${column}->>'ru' is null`
            : sql`(${column}->>${locale} is null and coalesce(${from}->>${locale}, '') <> '')`,
        ),
      );
      return (await db.select().from(query.table).where(missing)) as ContentRow[];
    },
  };
}

export type ContentSlugs = ReturnType<typeof contentSlugs>;
