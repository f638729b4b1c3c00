import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import * as schema from '@industrial/api/schema';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../src/company.ts';
import { news, products, seed } from '../src/index.ts';
import { pages } from '../src/pages.ts';
import { migrationsBefore, migrationsFolder, seedAsEarlier } from './databases.ts';

const MIGRATION = '0028_copy_seed_texts';

/** The element at `index`, which the test knows is there. */
function at<T>(list: readonly T[], index: number): T {
  const element = list[index];
  if (element === undefined) throw new Error(`nothing at ${index}`);
  return element;
}

const OLD_STANDARDS = { ru: 'ГОСТ, СНиП', en: 'GOST, SNiP', kk: 'МЕМСТ, ҚНжЕ' };
/** A workshop's characteristics as seeded before: the standards written out, not `{standards}`. */
type Characteristics = (typeof products)[number]['characteristics'];
const writtenOut = (characteristics: Characteristics): Characteristics =>
  Object.fromEntries(
    Object.entries(characteristics as Record<string, { name: string; value: string }[]>).map(
      ([locale, rows]) => [
        locale,
        rows.map((row) =>
          row.value === '{standards}'
            ? { ...row, value: OLD_STANDARDS[locale as keyof typeof OLD_STANDARDS] }
            : row,
        ),
      ],
    ),
  ) as Characteristics;

describe(`migration ${MIGRATION}: the corrected built-in texts reach a database seeded before`, () => {
  const client = new PGlite();
  const db = drizzle({ client, schema });
  let before: string;
  const staffStandards = {
    ...writtenOut(at(products, 1).characteristics),
    ru: [{ name: 'Стандарты', value: 'ГОСТ, СТ РК, СН РК' }],
  };

  beforeAll(async () => {
    before = await migrationsBefore(MIGRATION);
    await migrate(db, { migrationsFolder: before });
    // Seeded as that version did: it had no vacancies (0031).
    await seedAsEarlier(client, () =>
      seed(db, async (fileName) => `/uploads/${fileName}`, {
        leaveOut: [schema.vacancies, schema.documents],
      }),
    );
    // As the previous version seeded them; workshop 2's Russian and news 2's name then edited by staff.
    await db
      .update(schema.products)
      .set({ characteristics: writtenOut(at(products, 0).characteristics) })
      .where(eq(schema.products.id, 1));
    await db
      .update(schema.products)
      .set({ characteristics: staffStandards })
      .where(eq(schema.products.id, 2));
    await db
      .update(schema.products)
      .set({
        characteristics: writtenOut(at(products, 2).characteristics),
        translations: {
          en: { missing: [], outdated: [], sources: { characteristics: 'old-hash', name: 'kept' } },
        },
      })
      .where(eq(schema.products.id, 3));
    await db.update(schema.news).set({ searchTitle: {} }).where(eq(schema.news.id, 1));
    await db
      .update(schema.news)
      .set({ searchTitle: {}, name: { ...at(news, 1).name, ru: 'Лазерная резка: новый станок' } })
      .where(eq(schema.news.id, 2));
    await client.query(
      `UPDATE page_texts SET values = jsonb_set(values, '{metrics,2,label}', $1::jsonb) WHERE page = 'production'`,
      [
        JSON.stringify({
          ru: 'изготовление по стандартам',
          en: 'standards we build to',
          kk: 'стандарттар бойынша жасалады',
        }),
      ],
    );
    await client.query(`UPDATE site_settings SET values = jsonb_set(values, '{videoSlogan}', $1::jsonb)`, [
      JSON.stringify({ ...company.videoSlogan, en: '15 years creating innovations together' }),
    ]);

    await migrate(db, { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    await rm(before, { recursive: true, force: true });
  });

  const product = async (id: number) =>
    at(await db.select().from(schema.products).where(eq(schema.products.id, id)), 0);
  const newsItem = async (id: number) =>
    at(await db.select().from(schema.news).where(eq(schema.news.id, id)), 0);

  it('gives the workshops the standards of the settings, unless staff wrote their own', async () => {
    expect((await product(1)).characteristics).toEqual(at(products, 0).characteristics);
    expect((await product(3)).characteristics).toEqual(at(products, 2).characteristics);
    expect((await product(2)).characteristics).toEqual(staffStandards);
  });

  it('forgets the Russian the changed text was translated from, and only that', async () => {
    const { translations } = await product(3);
    expect(translations.en?.sources).toEqual({ name: 'kept' });
  });

  it('adds the short search titles where the item keeps its built-in name', async () => {
    expect((await newsItem(1)).searchTitle).toEqual(at(news, 0).searchTitle);
    expect((await newsItem(2)).searchTitle).toEqual({});
  });

  it("changes the pages' and the settings' texts still as built in", async () => {
    const production = at(
      await db.select().from(schema.pageTexts).where(eq(schema.pageTexts.page, 'production')),
      0,
    );
    expect((production.values.metrics as unknown[])[2]).toEqual(pages.production.metrics[2]);
    const settings = at(await db.select().from(schema.siteSettings), 0);
    expect(settings.values.videoSlogan).toEqual(company.videoSlogan);
  });
});
