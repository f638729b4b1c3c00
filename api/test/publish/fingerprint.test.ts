import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { siteFingerprint, siteFingerprints } from '../../src/publish/fingerprint.ts';
import { staffApp, story } from '../helper.ts';

// What each publication compares with the live site and records with it: taken once per
// publication, it reads again only the lists the publication names, so that a save costs its own
// list and not every list of the site.
const t = staffApp();
const SITE = 'https://example.kz';

async function publish(resource: 'news' | 'products', ru: string) {
  const response = await t.callAs('editor', 'POST', `/api/${resource}`, {
    ...story({ ru, en: `${ru} (EN)` }),
    status: 'published',
  });
  expect(response.statusCode, response.body).toBe(201);
}

test('a publication reads again the lists it names; one that names none reads them all', async () => {
  const fingerprint = siteFingerprints({ app: t.app, sourceDirs: [] });
  const first = await fingerprint(SITE);
  expect(first).toEqual(await siteFingerprint({ app: t.app, sourceDirs: [], siteUrl: SITE }));

  await publish('news', 'Вторая смена');
  const news = await fingerprint(SITE, ['news']);
  expect(news.content).not.toBe(first.content);
  // Reading the news alone gives what reading everything gives: nothing else changed.
  expect(news).toEqual(await siteFingerprint({ app: t.app, sourceDirs: [], siteUrl: SITE }));

  // A change the publication does not name is not read (its own publication names it)…
  await publish('products', 'Опора трубопровода');
  expect(await fingerprint(SITE, ['news'])).toEqual(news);
  // …and one that names nothing (a start-up, the settings, a notice that may have been missed) reads it.
  const all = await fingerprint(SITE);
  expect(all.content).not.toBe(news.content);
  expect(all).toEqual(await siteFingerprint({ app: t.app, sourceDirs: [], siteUrl: SITE }));
  expect(await fingerprint(SITE, ['products'])).toEqual(all);
});

test('the site source counts by what its files hold: an edited file changes it, a touched one does not', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fingerprint-source-'));
  try {
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src', 'page.astro'), '<h1>Цех</h1>');
    const fingerprint = siteFingerprints({ app: t.app, sourceDirs: [dir] });
    const fresh = () => siteFingerprint({ app: t.app, sourceDirs: [dir], siteUrl: SITE });
    const first = await fingerprint(SITE, []);
    expect(first.source).toBe((await fresh()).source);

    // Saved again unchanged (a new time of change): the same source.
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'src', 'page.astro'), later, later);
    expect((await fingerprint(SITE, [])).source).toBe(first.source);

    // The same size, another text: another source, as a fresh look finds it.
    await writeFile(join(dir, 'src', 'page.astro'), '<h1>Шеф</h1>');
    const edited = await fingerprint(SITE, []);
    expect(edited.source).not.toBe(first.source);
    expect(edited.source).toBe((await fresh()).source);

    // A new file, and the public address, count too.
    await writeFile(join(dir, 'src', 'extra.ts'), 'export {};');
    expect((await fingerprint(SITE, [])).source).not.toBe(edited.source);
    expect((await fingerprint('https://example.com', [])).source).not.toBe((await fresh()).source);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
