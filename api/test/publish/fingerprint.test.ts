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
