import { seedPages } from '@industrial/content-seed';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { customerRequests } from '../../../../src/db/schema/index.ts';
import { builtIn, staffApp } from '../../../helper.ts';
import { solvedProof, visitor } from '../../../requests-support.ts';

// The privacy policy is versioned: every save of its page that goes public is kept for good, and
// each request names the version (and the language) its sender agreed to. The page's history is
// kept short here, so that it forgets versions the policy's own record keeps.
const t = staffApp({
  env: { REQUEST_CHALLENGE_DIFFICULTY: '40', REQUEST_RATE_MAX: '1000', REVISIONS_KEEP: '2' },
});
beforeAll(() => seedPages(t.db));
const seeded = builtIn.pages.privacy;

const send = async (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/requests', payload: { ...fields, proof: await solvedProof(t) } });
const request = async (id: number) => (await t.callAs('editor', 'GET', `/api/requests/${id}`)).json().data;
const version = (number: number, query = '') =>
  t.callAs('editor', 'GET', `/api/pages/privacy/versions/${number}${query}`);
const stored = async () => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(customerRequests);
  return row?.n ?? 0;
};

describe('the version a request agrees to', () => {
  test('the seed publishes version 1, which the site reads with the policy and the form sends', async () => {
    const page = (await t.callAs(null, 'GET', '/api/pages/privacy?lang=en')).json().data;
    expect(page).toMatchObject({ version: 1, heroTitle: seeded.heroTitle.en, updated: seeded.updated.en });
    expect(page.sections[0]).toEqual({
      title: seeded.sections[0]?.title.en,
      text: seeded.sections[0]?.text.en,
    });

    const response = await send(visitor({ locale: 'en', policyVersion: String(page.version) }));
    expect(response.statusCode, response.body).toBe(201);
    const sent = await request(response.json().data.id);
    expect(sent).toMatchObject({ locale: 'en', policyVersion: 1, policyLocale: 'en' });
    expect(Date.parse(sent.policyPublishedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Staff read that version as the visitor did: in English.
    const kept = await version(1, '?lang=en');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      version: 1,
      publishedAt: sent.policyPublishedAt,
      heroTitle: seeded.heroTitle.en,
      sections: page.sections,
      untranslated: [],
    });
  });

  test('a version that never went public is refused, and nothing is stored', async () => {
    const before = await stored();
    const response = await send(visitor({ policyVersion: '99' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      code: 'policy.unknown',
      params: { field: 'policyVersion' },
    });
    expect(response.json().message).toMatch(/^policyVersion 99 is not a published version/);
    expect((await send(visitor({ policyVersion: 'latest' }))).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  test('a form from before versions were kept sends none: taken, with the version unknown', async () => {
    const response = await send(visitor({ locale: 'ru' }));
    expect(response.statusCode).toBe(201);
    expect(await request(response.json().data.id)).toMatchObject({
      policyVersion: null,
      policyLocale: null,
      policyPublishedAt: null,
    });
  });

  test('only staff of the inbox read a kept version; an unknown one is a 404', async () => {
    expect((await t.callAs(null, 'GET', '/api/pages/privacy/versions/1')).statusCode).toBe(401);
    expect((await t.callAs('translator', 'GET', '/api/pages/privacy/versions/1')).statusCode).toBe(403);
    expect((await version(1)).json().data.heroTitle).toEqual(seeded.heroTitle);
    expect((await version(99)).statusCode).toBe(404);
  });
});

describe('changing the policy', () => {
  test('each save is a new version; what an earlier sender agreed to stays as it was', async () => {
    const first = (await send(visitor({ locale: 'kk', policyVersion: '1' }))).json().data.id;
    const current = (await t.callAs('editor', 'GET', '/api/pages/privacy')).json().data;
    const sections = [{ title: { ru: 'Новый раздел' }, text: { ru: 'Первый абзац.\n\nВторой абзац.' } }];
    const saved = await t.callAs('editor', 'PUT', '/api/pages/privacy', {
      sections,
      updated: { ...current.updated, ru: 'Редакция от 1 декабря 2026 года' },
      version: current.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(2);

    // The new version, as published: on /kk its new section reads in Russian until translated.
    const second = (await version(2, '?lang=kk')).json().data;
    expect(second).toMatchObject({ version: 2, sections: [{ title: 'Новый раздел' }] });
    expect(second.untranslated).toEqual(['sections.0.title', 'sections.0.text']);
    expect((await t.callAs(null, 'GET', '/api/pages/privacy?lang=kk')).json().data.version).toBe(2);
    const later = (await send(visitor({ locale: 'kk', policyVersion: '2' }))).json().data.id;
    expect(await request(later)).toMatchObject({ policyVersion: 2, policyLocale: 'kk' });

    // The earlier sender still agreed to version 1, whose text is the seed's.
    expect(await request(first)).toMatchObject({ policyVersion: 1, policyLocale: 'kk' });
    const old = (await version(1, '?lang=kk')).json().data;
    expect(old.sections.map((section: { title: string }) => section.title)).toEqual(
      seeded.sections.map((section) => section.title.kk),
    );
  });

  test('a restore is a version of its own, and versions outlive the trimmed history', async () => {
    const restored = await t.callAs('editor', 'POST', '/api/pages/privacy/revisions/1/restore', {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.version).toBe(3);
    expect((await version(3)).json().data.sections).toEqual(seeded.sections);
    const current = (await t.callAs('editor', 'GET', '/api/pages/privacy')).json().data;
    await t.callAs('editor', 'PUT', '/api/pages/privacy', {
      heroLead: { ...current.heroLead, ru: 'Коротко о том, как мы обращаемся с данными.' },
    });

    // Two versions are kept in the history; every published version of the policy is still there.
    expect((await t.callAs('editor', 'GET', '/api/pages/privacy/revisions/1')).statusCode).toBe(404);
    for (const number of [1, 2, 3, 4]) expect((await version(number)).statusCode).toBe(200);
    expect((await version(1)).json().data.heroLead).toEqual(seeded.heroLead);
    expect((await version(2)).json().data.sections[0].title).toEqual({ ru: 'Новый раздел' });
  });
});
