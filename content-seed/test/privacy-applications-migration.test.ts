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
/** The section on keeping data, which now names the applications' period. */
const INDEX = SECTIONS.findIndex((section) => section.text.ru?.includes('{applicationDays}'));
const NOW = SECTIONS[INDEX]?.text as Record<string, string>;
/** The same section as seeded before job applications. */
const BEFORE = {
  ru: NOW.ru?.replace(/ Отклики на вакансии и резюме хранятся[^.]*\./, ''),
  en: NOW.en?.replace(/ Job applications and CVs are kept[^.]*\./, ''),
  kk: NOW.kk?.replace(/ Бос орындарға жіберілген өтініштер[^.]*\./, ''),
};

/** The section's text in a stored record of the page. */
const sectionText = (values: Record<string, unknown> | undefined) =>
  (values?.sections as Section[] | undefined)?.[INDEX]?.text;

/** The migration that brings the sentence (found by its words: the lead renumbers migrations at merge). */
async function migrationTag(): Promise<string> {
  for (const file of await readdir(migrationsFolder)) {
    if (
      file.endsWith('.sql') &&
      (await readFile(join(migrationsFolder, file), 'utf8')).includes('sentence on job applications')
    ) {
      return file.replace(/\.sql$/, '');
    }
  }
  throw new Error('no migration brings the sentence on job applications');
}

describe('the privacy policy of a database seeded before job applications', () => {
  const client = new PGlite();
  const db = drizzle({ client, schema });
  let before: string;

  beforeAll(async () => {
    before = await migrationsBefore(await migrationTag());
    await migrate(db, { migrationsFolder: before });
    // Seeded as that version did: it had no vacancies (0031).
    await seedAsEarlier(client, () =>
      seed(db, async (fileName) => `/uploads/${fileName}`, {
        leaveOut: [schema.vacancies, schema.documents],
      }),
    );
    // As the previous version seeded it: the section without the sentence, as page and as version 1.
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

  it('gains the sentence as a new version of the policy, the old version kept as it was', async () => {
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
