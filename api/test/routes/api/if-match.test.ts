/**
 * A client that sends back the ETag a read gave it, as If-Match, makes a checked change: a record's
 * ETag starts with its version, so the tag of the version it read is accepted and an older one is
 * refused as stale.
 */
import { expect, test } from 'vitest';
import { signedInApp } from '../../helper.ts';

const t = signedInApp();

test("a record's ETag is accepted back as If-Match; an older one is 409 version.stale; garbage is 400", async () => {
  const created = await t.call('POST', '/api/projects', {
    name: { ru: 'Предусловие', en: 'Precondition' },
    description: { ru: 'Описание' },
    location: { ru: 'Атырау' },
    specialistsCount: 3,
  });
  const id = created.json().data.id as number;
  const read = await t.call('GET', `/api/projects/${id}`);
  const etag = read.headers.etag as string;
  expect(etag).toMatch(/^"v1\.[\w-]+"$/);

  const change = await t.call('PUT', `/api/projects/${id}`, { specialistsCount: 4 }, { 'if-match': etag });
  expect(change.statusCode, change.body).toBe(200);
  expect(change.json().data.version).toBe(2);

  // The same tag again: the record has moved on since.
  const stale = await t.call('PUT', `/api/projects/${id}`, { specialistsCount: 5 }, { 'if-match': etag });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'version.stale', params: { version: 2 } });

  // The new tag, as a proxy may weaken it, and as the compressed representation's tag.
  const reread = await t.call('GET', `/api/projects/${id}?lang=ru`, undefined, { 'accept-encoding': 'gzip' });
  const current = reread.headers.etag as string;
  expect(current).toMatch(/^"v2\./);
  const weak = await t.call(
    'PUT',
    `/api/projects/${id}`,
    { specialistsCount: 6 },
    { 'if-match': `W/${current}` },
  );
  expect(weak.statusCode, weak.body).toBe(200);
  const any = await t.call('PUT', `/api/projects/${id}`, { specialistsCount: 7 }, { 'if-match': '*' });
  expect(any.statusCode, any.body).toBe(200);

  for (const garbage of ['"abc"', 'v', '"1"; drop']) {
    const refused = await t.call(
      'PUT',
      `/api/projects/${id}`,
      { specialistsCount: 8 },
      { 'if-match': garbage },
    );
    expect(refused.statusCode, garbage).toBe(400);
  }
  expect((await t.call('GET', `/api/projects/${id}`)).json().data.specialistsCount).toBe(7);
});
