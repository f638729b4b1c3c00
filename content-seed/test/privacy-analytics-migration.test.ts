import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as schema from '@industrial/api/schema';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/index.ts';
import { pages } from '../src/pages.ts';
import { migrationsBefore, migrationsFolder, seedAsEarlier } from './databases.ts';

type Section = { title: Record<string, string>; text: Record<string, string> };
const SECTIONS = pages.privacy.sections as Section[];
/** The section on what data the site receives, which now says when analytics run. */
const INDEX = SECTIONS.findIndex((section) => section.text.ru?.includes('Яндекс Метрика'));
const NOW = SECTIONS[INDEX]?.text as Record<string, string>;
/** The same section as seeded before analytics could be turned on: it promised no counters at all. */
const BEFORE = {
  ru: NOW.ru?.replace(
    /Сайт не использует рекламные сервисы[\s\S]*?страницы\. /,
    'Сайт не использует файлы cookie, счётчики посещений и рекламные сервисы третьих лиц. ',
  ),
  en: NOW.en?.replace(
    /The website uses no third-party advertising[\s\S]*?any page\. /,
    'The website uses no cookies, visitor counters or third-party advertising services. ',
  ),
  kk: NOW.kk?.replace(
    /Сайт үшінші тараптың жарнама[\s\S]*?болады\. /,
    'Сайт cookie файлдарын, келушілер санағыштарын және үшінші тараптың жарнама қызметтерін пайдаланбайды. ',
  ),
};

const sectionText = (values: Record<string, unknown> | undefined) =>
  (values?.sections as Section[] | undefined)?.[INDEX]?.text;

/** The migration that brings the words on analytics (found by them: the lead renumbers migrations at merge). */
async function migrationTag(): Promise<string> {
  for (const file of await readdir(migrationsFolder)) {
    if (
      file.endsWith('.sql') &&
      (await readFile(join(migrationsFolder, file), 'utf8')).includes('analytics run only')
    ) {
      return file.replace(/\.sql$/, '');
    }
  }
  throw new Error('no migration brings the words on analytics');
}

describe('the privacy policy of a database seeded before analytics could be turned on', () => {
  const client = new PGlite();
  const db = drizzle({ client, schema });
  let before: string;

  beforeAll(async () => {
    before = await migrationsBefore(await migrationTag());
    await migrate(db, { migrationsFolder: before });
    await seedAsEarlier(client, () =>
      seed(db, async (fileName) => `/uploads/${fileName}`, { leaveOut: [schema.documents] }),
    );
    // As the previous version seeded it: the section promising no counters, as page and as version 1.
    for (const table of ['page_texts', 'privacy_versions']) {
      const column = table === 'page_texts' ? 'values' : 'texts';
      await client.query(
        `UPDATE ${table} SET ${column} = jsonb_set(${column}, '{sections,${INDEX},text}', $1::jsonb)${
          table === 'page_texts' ? " WHERE page = 'privacy'" : ''
        }`,
        [JSON.stringify(BEFORE)],
      );
    }
    await migrate(db, { migrationsFolder });
  }, 120_000);
  afterAll(async () => {
    await client.close();
    await rm(before, { recursive: true, force: true });
  });

  it('the old words were the built-in ones, and the section gains the new as a new version, the old kept', async () => {
    for (const locale of ['ru', 'en', 'kk'] as const) {
      expect(BEFORE[locale], locale).not.toBe(NOW[locale]);
      expect(BEFORE[locale], locale).toMatch(/cookie/);
    }
    const [privacy] = await db.select().from(schema.pageTexts).where(eq(schema.pageTexts.page, 'privacy'));
    expect(privacy?.version).toBe(2);
    expect(sectionText(privacy?.values)).toEqual(NOW);
    const versions = await db
      .select()
      .from(schema.privacyVersions)
      .orderBy(asc(schema.privacyVersions.version));
    expect(versions.map((version) => version.version)).toEqual([1, 2]);
    expect(sectionText(versions[0]?.texts)).toEqual(BEFORE);
    expect(versions[1]?.texts).toEqual(privacy?.values);
  });
});
