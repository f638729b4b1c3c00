import * as schema from '@industrial/api/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { seed } from '../src/index.ts';
import { INVENTED_PARTNER_NAMES } from '../src/partners.ts';
import { emptyDatabase, type TestDatabase } from './databases.ts';

/** Collects what seeding hands over for storage, answering the url the API would. */
function imageStore() {
  const stored = new Map<string, Buffer>();
  const storeImage = async (fileName: string, bytes: Buffer) => {
    stored.set(fileName, bytes);
    return `/uploads/${fileName}`;
  };
  return { stored, storeImage };
}

async function counts({ db }: TestDatabase) {
  return {
    products: await db.$count(schema.products),
    services: await db.$count(schema.services),
    projects: await db.$count(schema.projects),
    news: await db.$count(schema.news),
    partners: await db.$count(schema.partners),
    certificates: await db.$count(schema.certificates),
    documents: await db.$count(schema.documents),
  };
}

const BUILT_IN_COUNTS = {
  products: 3,
  services: 6,
  projects: 4,
  news: 10,
  partners: 13,
  certificates: 3,
  documents: 9,
};

/** A database for one test, closed when the test ends. */
async function forThisTest(open: () => Promise<TestDatabase>) {
  const database = await open();
  onTestFinished(() => database.close());
  return database;
}

describe('seed', () => {
  // Rasterizing every drawing takes seconds, so most tests start from a copy of one seeded database.
  let template: TestDatabase;
  let copySeeded: () => Promise<TestDatabase>;
  const firstRun = imageStore();
  beforeAll(async () => {
    template = await emptyDatabase();
    await seed(template.db, firstRun.storeImage);
    copySeeded = await template.toTemplate();
  });
  afterAll(() => template.close());
  const seededDatabase = () => forThisTest(copySeeded);

  it('adds every built-in item published, in order, each with its own WebP image', async () => {
    const database = await seededDatabase();
    const { db } = database;
    const { stored } = firstRun;

    expect(await counts(database)).toEqual(BUILT_IN_COUNTS);
    const seededServices = await db.select().from(schema.services).orderBy(schema.services.id);
    expect(seededServices.map((row) => [row.id, row.position, row.status])).toEqual(
      [1, 2, 3, 4, 5, 6].map((id) => [id, id, 'published']),
    );
    expect(seededServices[0]?.name.kk).toBe('Желдету және ауа өткізгіштерді оқшаулау');

    const seededNews = await db.select().from(schema.news).orderBy(schema.news.id);
    const seededPartners = await db.select().from(schema.partners).orderBy(schema.partners.position);
    expect(seededPartners.map((row) => row.name.ru)).toEqual(INVENTED_PARTNER_NAMES);
    expect(seededPartners.every((row) => row.status === 'published' && row.link === null)).toBe(true);
    const urls = [
      ...(await db.select().from(schema.products)).flatMap((row) => [
        row.image,
        ...row.gallery.map((photo) => photo.img),
      ]),
      ...seededServices.flatMap((row) => [row.icon, row.img]),
      ...(await db.select().from(schema.projects)).map((row) => row.img),
      ...seededNews.map((row) => row.img),
      ...seededPartners.map((row) => row.logo),
      ...(await db.select().from(schema.certificates)).map((row) => row.image),
      ...(await db.select().from(schema.documents)).map((row) => row.file?.url),
    ];
    // The first workshop's gallery holds three photos.
    expect(stored.size).toBe(3 + 3 + 12 + 4 + 10 + 13 + 3 + 9);
    expect(new Set(urls)).toEqual(new Set([...stored.keys()].map((name) => `/uploads/${name}`)));

    for (const [name, bytes] of stored) {
      if (name.endsWith('.pdf')) continue;
      const { format, width, height } = await sharp(bytes).metadata();
      expect(format, name).toBe('webp');
      if (name.startsWith('partners-')) {
        // Marks are drawn twice their 40 pixels' height, each as wide as its name needs.
        expect(height, name).toBe(80);
        expect(width, name).toBeGreaterThan(200);
      } else if (name.startsWith('certificates-')) expect([width, height], name).toEqual([840, 1188]);
      else expect([width, height], name).toEqual(name.endsWith('-icon.webp') ? [96, 96] : [1200, 800]);
    }
  });

  it('adds a datasheet of each workshop in each language: a small PDF attached to its workshop', async () => {
    const { db } = await seededDatabase();
    const { stored } = firstRun;
    const seeded = await db.select().from(schema.documents).orderBy(schema.documents.id);
    expect(seeded.map((row) => [row.products, row.language, row.kind])).toEqual(
      [1, 2, 3].flatMap((workshop) =>
        ['ru', 'en', 'kk'].map((language) => [[workshop], language, 'datasheet']),
      ),
    );
    for (const row of seeded) {
      expect(row.title.ru).toMatch(/^Техническое описание: /);
      expect(row.title.kk).toMatch(/^Техникалық сипаттама: /);
      const bytes = stored.get(row.file?.url.replace('/uploads/', '') ?? '') as Buffer;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(100_000);
      expect(row.file).toMatchObject({
        type: 'application/pdf',
        size: bytes.length,
        name: expect.stringMatching(/-datasheet-(ru|en|kk)\.pdf$/),
      });
    }
  });

  it('describes every image that shows something in Russian, English and Kazakh', async () => {
    const { db } = await seededDatabase();
    const described = [
      ...(await db.select().from(schema.products)).map((row) => row.imageAlt),
      ...(await db.select().from(schema.services)).map((row) => row.imgAlt),
      ...(await db.select().from(schema.projects)).map((row) => row.imgAlt),
      ...(await db.select().from(schema.news)).map((row) => row.imgAlt),
      ...(await db.select().from(schema.partners)).map((row) => row.logoAlt),
      ...(await db.select().from(schema.certificates)).map((row) => row.imageAlt),
    ];
    expect(described).toHaveLength(3 + 6 + 4 + 10 + 13 + 3);
    const written = expect.stringMatching(/\S/);
    for (const alt of described) expect(alt).toEqual({ ru: written, en: written, kk: written });
    // A logo says its owner's name; pictures say what they show, in the reader's language.
    const [orkenline] = await db.select().from(schema.partners).where(eq(schema.partners.id, 1));
    expect(orkenline?.logoAlt).toEqual({ ru: 'Orkenline', en: 'Orkenline', kk: 'Orkenline' });
    const [welders] = await db.select().from(schema.news).where(eq(schema.news.id, 4));
    expect(welders?.imgAlt.en).toBe('A welder in a mask welds a part on a workbench');
  });

  it('adds nothing and stores no image when run again', async () => {
    const database = await seededDatabase();
    const { db } = database;
    const again = imageStore();

    await seed(db, again.storeImage);

    expect(await counts(database)).toEqual(BUILT_IN_COUNTS);
    expect(again.stored.size).toBe(0);
  });

  it('never overwrites an edited item nor brings back a deleted one', async () => {
    const database = await seededDatabase();
    const { db } = database;
    await db
      .update(schema.products)
      .set({ name: { ru: 'Металлообработка (правка)' } })
      .where(eq(schema.products.id, 1));
    await db.delete(schema.news).where(eq(schema.news.id, 3));
    const again = imageStore();

    await seed(db, again.storeImage);

    const [product] = await db.select().from(schema.products).where(eq(schema.products.id, 1));
    expect(product?.name).toEqual({ ru: 'Металлообработка (правка)' });
    expect(await db.select().from(schema.news).where(eq(schema.news.id, 3))).toEqual([]);
    expect(again.stored.size).toBe(0);
  });

  it('lets rows created after seeding take the next free ids', async () => {
    const database = await seededDatabase();
    const { db } = database;

    const [product] = await db
      .insert(schema.products)
      .values({ name: { ru: 'Новый цех' }, description: { ru: 'Описание' } })
      .returning();
    const [item] = await db
      .insert(schema.news)
      .values({ name: { ru: 'Новость' }, description: { ru: 'Кратко' }, mainContent: { ru: '<p>Текст</p>' } })
      .returning();

    expect(product?.id).toBe(4);
    expect(item?.id).toBe(11);
  });

  it('keeps a row an administrator created under a built-in id before seeding ran', async () => {
    const database = await forThisTest(emptyDatabase);
    const { db } = database;
    await db
      .insert(schema.projects)
      .values({ name: { ru: 'Свой проект' }, description: { ru: 'Описание' }, location: { ru: 'Атырау' } });
    const { stored, storeImage } = imageStore();

    await seed(db, storeImage);

    const rows = await db.select().from(schema.projects).orderBy(schema.projects.id);
    expect(rows.map((row) => row.name.ru)).toEqual([
      'Свой проект',
      'Катодная защита промыслового трубопровода',
      'Изоляция технологических трубопроводов на месторождении',
      'Электромонтаж на газоконденсатном месторождении',
    ]);
    expect(stored.has('projects-1-img.webp')).toBe(false);
    const [next] = await db
      .insert(schema.projects)
      .values({ name: { ru: 'Ещё' }, description: { ru: 'Описание' }, location: { ru: 'Актау' } })
      .returning();
    expect(next?.id).toBe(5);
  });
});
