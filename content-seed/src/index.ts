import { readFile } from 'node:fs/promises';
import type { BuiltInContent, StoreImage } from '@industrial/api/built-in';
import type { Database } from '@industrial/api/db';
import {
  type ContentTable,
  certificates as certificatesTable,
  documents as documentsTable,
  news as newsTable,
  pageTexts,
  partners as partnersTable,
  privacyVersions,
  products as productsTable,
  projects as projectsTable,
  seedLog,
  services as servicesTable,
  siteSettings,
  vacancies as vacanciesTable,
} from '@industrial/api/schema';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Drawing, Photo } from './built-in.ts';
import { certificates } from './certificates.ts';
import { company, INVENTED_PARTNER_NAMES, placeholders } from './company.ts';
import { documents } from './documents.ts';
import { renderDrawing } from './drawings.ts';
import { news } from './news.ts';
import { pages } from './pages.ts';
import { partners } from './partners.ts';
import { products } from './products.ts';
import { projects } from './projects.ts';
import { services } from './services.ts';
import { vacancies } from './vacancies.ts';

export { certificates, documents, news, partners, products, projects, services, vacancies };

interface Item {
  id: number;
  images: Record<string, Drawing>;
  gallery?: Photo[];
  /** A document's file under `content-seed/documents/` (PDF), with the name it is downloaded under. */
  files?: Record<string, { path: string; name: string }>;
}

const documentsFolder = new URL('../documents/', import.meta.url);

/** Each resource's table and built-in items; the table name is also the seed key prefix (`news/3`). */
const builtIn: { table: ContentTable; items: Item[] }[] = [
  { table: productsTable, items: products },
  { table: servicesTable, items: services },
  { table: projectsTable, items: projects },
  { table: newsTable, items: news },
  { table: partnersTable, items: partners },
  { table: certificatesTable, items: certificates },
  { table: vacanciesTable, items: vacancies },
  { table: documentsTable, items: documents },
];

/**
 * Adds every built-in item that was never seeded before, published, at the position of its id.
 * An item seeded once is never added again or overwritten, even after an administrator deletes or
 * edits it: `seed_log` remembers it. Safe to run at every start and from several instances at once.
 * `leaveOut` names tables a database of an earlier version does not have yet (a migration's test
 * seeds one as that version did).
 */
export async function seed(
  db: Database,
  storeImage: StoreImage,
  options: { leaveOut?: readonly ContentTable[] } = {},
): Promise<void> {
  for (const { table, items } of builtIn) {
    if (options.leaveOut?.includes(table)) continue;
    let inserted = false;
    for (const item of items) {
      inserted = (await seedItem(db, table, item, storeImage)) || inserted;
    }
    if (inserted) await moveIdSequencePastSeededIds(db, table);
  }
  // The settings row is created once; staff edit it from then on.
  await db.insert(siteSettings).values({ id: 1, values: company }).onConflictDoNothing();
  await seedPages(db);
}

/**
 * Adds the texts of each page never seeded before (staff edit them from then on); the privacy
 * policy's are its first published version, which requests may name.
 */
export async function seedPages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const seeded = await tx
      .insert(pageTexts)
      .values(Object.entries(pages).map(([page, values]) => ({ page, values })))
      .onConflictDoNothing()
      .returning();
    const privacy = seeded.find((row) => row.page === 'privacy');
    if (privacy) await tx.insert(privacyVersions).values({ version: privacy.version, texts: privacy.values });
  });
}

async function seedItem(db: Database, table: ContentTable, item: Item, storeImage: StoreImage) {
  const resource = getTableName(table);
  const key = `${resource}/${item.id}`;
  return db.transaction(async (tx) => {
    // Claiming the key first makes a concurrent seeder wait on it and then skip the item.
    const claimed = await tx.insert(seedLog).values({ key }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    // A row an administrator created under this id before seeding ever ran is theirs to keep.
    const taken = await tx.select({ id: table.id }).from(table).where(eq(table.id, item.id));
    if (taken.length > 0) return false;

    const { images, files = {}, gallery, ...fields } = item;
    const pictures: Record<string, unknown> = {};
    for (const [column, file] of Object.entries(files)) {
      const bytes = await readFile(new URL(file.path, documentsFolder));
      const url = await storeImage(`${resource}-${item.id}-${column}.pdf`, bytes);
      pictures[column] = { url, name: file.name, type: 'application/pdf', size: bytes.length };
    }
    for (const [column, drawing] of Object.entries(images)) {
      pictures[column] = await storeImage(
        `${resource}-${item.id}-${column}.webp`,
        await renderDrawing(drawing),
      );
      if (drawing.alt) pictures[`${column}Alt`] = drawing.alt;
    }
    if (gallery) {
      const photos = [];
      for (const [index, photo] of gallery.entries()) {
        const name = `${resource}-${item.id}-gallery-${index + 1}.webp`;
        photos.push({ img: await storeImage(name, await renderDrawing(photo)), alt: photo.alt });
      }
      pictures.gallery = photos;
    }
    await tx.insert(table).values({
      ...fields,
      ...pictures,
      status: 'published',
      position: item.id,
    } as typeof table.$inferInsert);
    return true;
  });
}

/** Explicit ids do not advance the serial sequence: without this, the next new row would collide. */
async function moveIdSequencePastSeededIds(db: Database, table: ContentTable) {
  const name = getTableName(table);
  await db.execute(sql`
    select setval(
      pg_get_serial_sequence(${name}, 'id'),
      greatest(
        (select max(id) from ${table}),
        coalesce(pg_sequence_last_value(pg_get_serial_sequence(${name}, 'id')::regclass), 1)
      )
    )`);
}

/** What the API starts with, handed to it by whoever starts it (`scripts/serve.ts`, the tests). */
export const builtInContent: BuiltInContent = {
  seed,
  company,
  pages,
  placeholders,
  inventedPartnerNames: INVENTED_PARTNER_NAMES,
};
