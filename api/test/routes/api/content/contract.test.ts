/**
 * The contract every content resource keeps, run over every declared resource with records built
 * from its declaration: a new resource is covered here without new test code. What one resource
 * does beyond it (a partner's link, the news feed's order, alt texts) is tested beside this file.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { LOCALES } from '../../../../src/content/locale.ts';
import { RESOURCES, resources } from '../../../../src/content/resources.ts';
import { ADMIN, bearer, signedInApp } from '../../../helper.ts';
import {
  anotherValueOf,
  asStored,
  CONTRACT_DOCUMENT,
  type ContentRecord,
  emptyValueOf,
  fieldsOf,
  flattened,
  isRequired,
  isTranslatable,
  minimalRecordOf,
  namesOf,
  recordOf,
  searchedOf,
  titleOf,
  trackedOf,
  uploadImage,
} from './records.ts';

const t = signedInApp({ uploads: [CONTRACT_DOCUMENT] });

/** A stored upload every record's images show. */
let image: string;
const tokens = { editor: '', translator: '' };
beforeAll(async () => {
  image = await uploadImage(t);
  tokens.editor = (await t.loginAs('editor')).accessToken;
  tokens.translator = (await t.loginAs('translator')).accessToken;
});

let labels = 0;
/** A label no other record of this file carries, so that `q` finds exactly the records made with it. */
const newLabel = () => `Запись-${++labels}-`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Calls the API with this token, or as a visitor without one. */
const callAs = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
const visit = (url: string) => callAs(undefined, 'GET', url);

/** A list query string in ra-data-simple-rest's dialect: values other than strings as JSON. */
const listQuery = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe.each(RESOURCES)('%s', (resource) => {
  const url = `/api/${resource}`;
  const title = titleOf(resource);
  const translatable = trackedOf(resource);
  const nullable = namesOf(
    resource,
    (declared) =>
      declared.kind === 'image' ||
      declared.kind === 'link' ||
      (declared.kind === 'date' && declared.optional),
  );
  const untranslatable = fieldsOf(resource).filter(([, declared]) => !isTranslatable(declared));
  const record = (label: string, extra: ContentRecord = {}) => ({
    ...recordOf(resource, { label, image }),
    ...extra,
  });
  /** The record's title with its Russian changed (its translations kept). */
  const retitled = (item: ContentRecord, ru: string) => ({
    [title]: { ...(item[title] as object), ru },
  });
  /** Why publishing was asked for about this item, in order. */
  const reasons = (id: number) => t.published.filter((reason) => reason.startsWith(`${resource} ${id} `));

  async function create(item: ContentRecord): Promise<ContentRecord & { id: number; version: number }> {
    const response = await t.call('POST', url, item);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  test('create stores every declared field as sent, answers 201 and schedules a publish', async () => {
    const item = record(newLabel());
    const response = await t.call('POST', url, { ...item, id: 999_999, createdAt: 'ignored' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ ...item, status: 'published', position: 0, version: 1 });
    expect(created.id).not.toBe(999_999);
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    expect(reasons(created.id)).toEqual([`${resource} ${created.id} created`]);

    expect(created).toMatchObject({ publishAt: null, unpublishAt: null });

    // Visitors read the same record, without the schedule staff set, but for the withdrawal time
    // where the declaration shows it (a vacancy's closing date).
    const { publishAt: _publishAt, unpublishAt, ...visible } = created;
    const read = await visit(`${url}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(
      resources[resource].withdrawalShown ? { ...visible, unpublishAt } : visible,
    );
  });

  test('update changes what is sent and keeps the rest; delete takes the item away; unknown ids are 404', async () => {
    const item = record(newLabel());
    const created = await create(item);
    const change = retitled(item, 'Новое название');
    // As the back office sends it: the whole record back, with the properties no one writes.
    const updated = await t.call('PUT', `${url}/${created.id}`, { ...created, ...change });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ ...item, ...change, version: 2 });
    expect(updated.json().data.updatedAt >= (created.updatedAt as string)).toBe(true);

    const removed = await t.call('DELETE', `${url}/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.id).toBe(created.id);
    expect(reasons(created.id)).toEqual(
      ['created', 'updated', 'deleted'].map((did) => `${resource} ${created.id} ${did}`),
    );

    for (const response of [
      await visit(`${url}/${created.id}`),
      await t.call('GET', `${url}/${created.id}`),
      await t.call('PUT', `${url}/${created.id}`, change),
      await t.call('DELETE', `${url}/${created.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'Not Found',
        message: `There is no ${resource} item with id ${created.id}`,
        code: 'not_found',
        params: { resource, id: created.id },
      });
    }
  });

  test('a record of its required fields alone is stored with the others empty; each required field is required', async () => {
    const minimal = minimalRecordOf(resource, newLabel());
    const created = await create(minimal);
    const empty = Object.fromEntries(
      fieldsOf(resource)
        .filter(([field]) => !(field in minimal))
        .map(([field, declared]) => [field, emptyValueOf(declared)]),
    );
    expect(created).toMatchObject({ ...minimal, ...empty });

    for (const field of namesOf(resource, isRequired)) {
      const { [field]: _left, ...without } = minimal;
      const response = await t.call('POST', url, without);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({
        error: 'Bad Request',
        code: 'field.required',
        params: { field },
      });
    }
    for (const field of namesOf(
      resource,
      (declared) => isRequired(declared) && declared.kind !== 'count' && declared.kind !== 'file',
    )) {
      const response = await t.call('POST', url, { ...minimal, [field]: { ru: ' \n' } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'field.blank', params: { field: `${field}.ru` } });
    }
    for (const field of namesOf(resource, (declared) => declared.kind === 'date')) {
      const response = await t.call('POST', url, { ...minimal, [field]: 'soon' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().params, field).toMatchObject({ field });
    }
  });

  test('an empty image, link or optional date clears it', async () => {
    const created = await create(record(newLabel()));
    const cleared = await t.call(
      'PUT',
      `${url}/${created.id}`,
      Object.fromEntries(nullable.map((field) => [field, ''])),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject(Object.fromEntries(nullable.map((field) => [field, null])));
  });

  test("lists speak ra-data-simple-rest's query: default order, sort, range, filter and q, with Content-Range", async () => {
    const group = newLabel();
    // Made in an order that is neither the manual nor the newest-first one.
    const made: { id: number }[] = [];
    for (const [letter, position, date] of [
      ['А', 2, '2025-03-01'],
      ['Б', 1, '2025-01-01'],
      ['В', 3, '2025-02-01'],
    ] as const) {
      const dated = resources[resource].order === 'newest' ? { date } : {};
      made.push(await create(record(`${group} ${letter}`, { position, ...dated })));
    }
    const draft = await create(record(`${group} Г`, { status: 'draft' }));
    const [a, b, c] = idsOf(made) as [number, number, number];
    const list = (params: Record<string, unknown>, token?: string) =>
      callAs(token, 'GET', `${url}?${listQuery(params)}`);

    const found = await list({ filter: { q: group } });
    expect(found.statusCode).toBe(200);
    expect(idsOf(found.json().data)).toEqual(resources[resource].order === 'newest' ? [a, c, b] : [b, a, c]);
    expect(found.headers['content-range']).toBe(`${resource} 0-2/3`);
    expect(found.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(idsOf((await list({ q: group })).json().data)).toEqual(idsOf(found.json().data));

    // Case-insensitive, in every language of every searched text.
    for (const field of searchedOf(resource)) {
      for (const locale of LOCALES) {
        const q = `${group} Б ${field} ${locale}`.toUpperCase();
        expect(idsOf((await list({ q })).json().data), q).toEqual([b]);
      }
    }

    expect(idsOf((await list({ filter: { q: group }, sort: [title, 'ASC'] })).json().data)).toEqual([
      a,
      b,
      c,
    ]);
    expect(idsOf((await list({ filter: { q: group }, sort: [title, 'DESC'] })).json().data)).toEqual([
      c,
      b,
      a,
    ]);
    expect(idsOf((await list({ filter: { q: group }, sort: ['id', 'DESC'] })).json().data)).toEqual([
      c,
      b,
      a,
    ]);

    const page = await list({ filter: { q: group }, sort: [title, 'ASC'], range: [1, 1] });
    expect(idsOf(page.json().data)).toEqual([b]);
    expect(page.headers['content-range']).toBe(`${resource} 1-1/3`);
    const beyond = await list({ filter: { q: group }, range: [5, 9] });
    expect(beyond.json().data).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`${resource} */3`);

    const picked = await list({ filter: { id: [a, c] }, sort: ['id', 'ASC'] });
    expect(idsOf(picked.json().data)).toEqual([a, c]);

    // Staff see the draft too, and may ask for drafts alone.
    const staff = await list({ filter: { q: group }, sort: ['id', 'ASC'] }, t.token);
    expect(idsOf(staff.json().data)).toEqual([a, b, c, draft.id]);
    expect(staff.headers['content-range']).toBe(`${resource} 0-3/4`);
    expect(idsOf((await list({ filter: { q: group, status: 'draft' } }, t.token)).json().data)).toEqual([
      draft.id,
    ]);
  });

  test('a draft is a 404 to the public and readable by every role with a token', async () => {
    const label = newLabel();
    const draft = await create(record(label, { status: 'draft' }));
    for (const path of [`${url}/${draft.id}`, `${url}/${draft.id}?lang=ru`]) {
      expect((await visit(path)).statusCode, path).toBe(404);
    }
    expect((await visit(`${url}?${listQuery({ q: label })}`)).json().data).toEqual([]);
    for (const token of [t.token, tokens.editor, tokens.translator]) {
      const read = await callAs(token, 'GET', `${url}/${draft.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ status: 'draft' });
      expect(idsOf((await callAs(token, 'GET', `${url}?${listQuery({ q: label })}`)).json().data)).toEqual([
        draft.id,
      ]);
    }
  });

  test('?lang= flattens every translatable field, falling back to Russian and naming the fields shown in Russian', async () => {
    const label = newLabel();
    // English throughout; Kazakh for the title alone.
    const written = {
      ...recordOf(resource, { label, image, languages: ['ru', 'en'] }),
      [title]: recordOf(resource, { label, image })[title],
    };
    const created = await create(written);
    const untranslated = { ru: [], en: [], kk: translatable.filter((field) => field !== title) };
    for (const lang of LOCALES) {
      const one = await visit(`${url}/${created.id}?lang=${lang}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data, lang).toMatchObject({ ...flattened(resource, written, lang), id: created.id });
      expect(one.json().data.untranslated, lang).toEqual(untranslated[lang]);
      expect(one.json().data).not.toHaveProperty('translations');
      const [listed] = (await visit(`${url}?${listQuery({ lang, q: label })}`)).json().data;
      expect(listed, lang).toEqual(one.json().data);
    }
    expect((await visit(`${url}?lang=de`)).statusCode).toBe(400);
  });

  test('translation status says which translations are missing or outdated, and the filter finds them', async () => {
    const item = recordOf(resource, { label: newLabel(), image, languages: ['ru', 'en'] });
    const created = await create(item);
    expect(created.translations).toMatchObject({
      en: { missing: [], outdated: [] },
      kk: { missing: translatable, outdated: [] },
    });
    const waiting = async (into: string) =>
      idsOf((await t.call('GET', `${url}?${listQuery({ filter: { needsTranslation: into } })}`)).json().data);
    expect(await waiting('kk')).toContain(created.id);
    expect(await waiting('en')).not.toContain(created.id);

    // The Russian changes and its English stays: the English is now outdated.
    const changed = await t.call('PUT', `${url}/${created.id}`, retitled(item, 'Русский изменился'));
    expect(changed.json().data.translations).toMatchObject({
      en: { missing: [], outdated: [title] },
      kk: { missing: translatable, outdated: [] },
    });
    expect(await waiting('en')).toContain(created.id);

    // Staff check the English against the new Russian without changing it.
    const checked = await t.call('PUT', `${url}/${created.id}`, { checkedTranslations: { en: [title] } });
    expect(checked.json().data.translations.en).toMatchObject({ missing: [], outdated: [] });
    expect(await waiting('en')).not.toContain(created.id);
  });

  test('editors write; translators change English and Kazakh only; visitors are refused', async () => {
    const asEditor = await callAs(tokens.editor, 'POST', url, record(newLabel()));
    expect(asEditor.statusCode, asEditor.body).toBe(201);
    const { id: edited } = asEditor.json().data;
    expect((await callAs(tokens.editor, 'PUT', `${url}/${edited}`, { position: 4 })).statusCode).toBe(200);
    expect((await callAs(tokens.editor, 'DELETE', `${url}/${edited}`)).statusCode).toBe(200);

    const refused = await callAs(tokens.translator, 'POST', url, record(newLabel()));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Forbidden', code: 'role.forbidden' });

    const item = recordOf(resource, { label: newLabel(), image, languages: ['ru'] });
    const { id } = await create(item);
    const ru = (item[title] as { ru: string }).ru;
    const translated = { [title]: { ru, en: `${ru} in English`, kk: `${ru} қазақша` } };
    const saved = await callAs(tokens.translator, 'PUT', `${url}/${id}`, translated);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject(translated);

    const before = (await t.call('GET', `${url}/${id}`)).json().data;
    const changes: [ContentRecord, string][] = [
      [retitled(translated, 'Другой русский'), `${title}.ru`],
      [{ status: 'draft' }, 'status'],
      ...untranslatable.map(([field, declared]): [ContentRecord, string] => [
        { [field]: anotherValueOf(declared) },
        field,
      ]),
    ];
    for (const [change, field] of changes) {
      const response = await callAs(tokens.translator, 'PUT', `${url}/${id}`, change);
      expect(response.statusCode, field).toBe(403);
      expect(response.json(), field).toMatchObject({ code: 'role.translations_only', params: { field } });
    }
    expect((await callAs(tokens.translator, 'DELETE', `${url}/${id}`)).statusCode).toBe(403);
    // Staff read an item's history; restoring a version is an editor's.
    for (const token of [tokens.editor, tokens.translator]) {
      expect((await callAs(token, 'GET', `${url}/${id}/revisions`)).statusCode).toBe(200);
    }
    const restore = `${url}/${id}/revisions/1/restore`;
    const notTheirs = await callAs(tokens.translator, 'POST', restore, {});
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ error: 'Forbidden', code: 'role.forbidden' });

    for (const [method, path] of [
      ['POST', url],
      ['PUT', `${url}/${id}`],
      ['DELETE', `${url}/${id}`],
    ] as const) {
      const anonymous = await callAs(
        undefined,
        method,
        path,
        method === 'DELETE' ? undefined : record(newLabel()),
      );
      expect(anonymous.statusCode, method).toBe(401);
      expect(anonymous.json().error).toBe('Unauthorized');
    }
    expect((await t.call('GET', `${url}/${id}`)).json().data).toEqual(before);
    expect((await callAs(tokens.editor, 'POST', restore, {})).statusCode).toBe(200);
  });

  test('every save keeps a revision; restoring one saves it again as the newest version and publishes', async () => {
    const item = record(newLabel());
    const created = await create(item);
    const ru = (item[title] as { ru: string }).ru;
    const change = { [title]: { ru, en: 'Edited', kk: 'Түзетілді' }, position: 9 };
    expect((await t.call('PUT', `${url}/${created.id}`, { ...change, version: 1 })).statusCode).toBe(200);

    const history = await t.call('GET', `${url}/${created.id}/revisions`);
    expect(history.statusCode).toBe(200);
    const [latest, first] = history.json().data;
    expect(first).toMatchObject({ version: 1, action: 'create', changes: [], author: ADMIN.email });
    expect(latest).toMatchObject({
      version: 2,
      action: 'update',
      changes: ['position', `${title}.en`, `${title}.kk`],
      author: ADMIN.email,
    });
    expect(typeof latest.authorId).toBe('number');
    expect(new Date(latest.createdAt).toISOString()).toBe(latest.createdAt);
    expect(latest).not.toHaveProperty('snapshot');
    const kept = await t.call('GET', `${url}/${created.id}/revisions/1`);
    expect(kept.json().data.snapshot).toEqual({
      ...asStored(resource, item),
      status: 'published',
      position: 0,
    });

    const restored = await t.call('POST', `${url}/${created.id}/revisions/1/restore`, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ ...item, version: 3 });
    const [restore] = (await t.call('GET', `${url}/${created.id}/revisions`)).json().data;
    expect(restore).toMatchObject({
      version: 3,
      action: 'restore',
      changes: ['position', `${title}.en`, `${title}.kk`],
    });
    expect(reasons(created.id)).toContain(`${resource} ${created.id} restored to version 1`);

    expect(
      (await t.call('POST', `${url}/${created.id}/revisions/2/restore`, { version: 2 })).statusCode,
    ).toBe(409);
    expect((await t.call('POST', `${url}/${created.id}/revisions/77/restore`, {})).statusCode).toBe(404);
    // The history is for staff only.
    for (const path of [`${url}/${created.id}/revisions`, `${url}/${created.id}/revisions/1`]) {
      expect((await visit(path)).statusCode, path).toBe(401);
    }
    expect((await callAs(undefined, 'POST', `${url}/${created.id}/revisions/1/restore`, {})).statusCode).toBe(
      401,
    );
  });

  test('a save made on a stale version is refused with 409 and changes nothing, by body or If-Match', async () => {
    const item = record(newLabel());
    const created = await create(item);
    const first = await t.call('PUT', `${url}/${created.id}`, {
      ...retitled(item, 'Первая правка'),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);

    const stale = await t.call('PUT', `${url}/${created.id}`, {
      ...retitled(item, 'Вторая правка'),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'Conflict',
      message: expect.stringContaining('the item is now at version 2'),
      code: 'version.stale',
      // Who saved the version this change did not see, and when: the back office names them.
      params: {
        version: 2,
        by: expect.stringContaining('@'),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const staleHeader = await t.call('PUT', `${url}/${created.id}`, retitled(item, 'Третья правка'), {
      'if-match': '"1"',
    });
    expect(staleHeader.statusCode).toBe(409);
    const stored = await t.call('GET', `${url}/${created.id}`);
    expect(stored.json().data).toMatchObject({ ...retitled(item, 'Первая правка'), version: 2 });

    const current = await t.call('PUT', `${url}/${created.id}`, retitled(item, 'Четвёртая правка'), {
      'if-match': stored.headers.etag as string,
    });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data.version).toBe(3);
    expect(reasons(created.id).filter((reason) => reason.endsWith(' updated'))).toHaveLength(2);
  });

  test('delete moves the item to the trash, its image kept; restoring brings it back and publishes it', async () => {
    const label = newLabel();
    const picture = await uploadImage(t);
    const item = recordOf(resource, { label, image: picture });
    const { id } = await create(item);
    expect((await t.call('DELETE', `${url}/${id}`)).statusCode).toBe(200);
    for (const path of [`${url}/${id}`, `${url}/${id}?lang=en`]) {
      expect((await visit(path)).statusCode, path).toBe(404);
      expect((await t.call('GET', path)).statusCode, path).toBe(404);
    }
    for (const token of [undefined, t.token]) {
      const search = await callAs(token, 'GET', `${url}?${listQuery({ filter: { q: label } })}`);
      expect(search.json().data).toEqual([]);
      expect(search.headers['content-range']).toBe(`${resource} */0`);
    }

    const inTrash = async () =>
      (
        (await t.call('GET', '/api/trash')).json().data as {
          resource: string;
          id: number;
          deletedAt: string;
          purgeAt: string;
        }[]
      ).filter((row) => row.resource === resource && row.id === id);
    const [entry] = await inTrash();
    expect(entry).toMatchObject({ resource, id, name: item[title], status: 'published' });
    const days = (Date.parse(entry?.purgeAt as string) - Date.parse(entry?.deletedAt as string)) / 86_400_000;
    expect(days).toBe(30);
    // The uploaded file stays while the item is in the trash.
    expect((await visit(`/api${picture}`)).statusCode).toBe(200);

    const restored = await t.call('POST', `/api/trash/${resource}/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ resource, id });
    expect(reasons(id)).toEqual(
      ['created', 'deleted', 'restored from the trash'].map((did) => `${resource} ${id} ${did}`),
    );
    const back = await visit(`${url}/${id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject(item);
    expect((await visit(`/api${picture}`)).statusCode).toBe(200);
    expect(await inTrash()).toEqual([]);
    expect((await t.call('POST', `/api/trash/${resource}/${id}/restore`)).statusCode).toBe(404);
  });

  test('only a change a visitor could see schedules a publish', async () => {
    const draft = await create(record(newLabel(), { status: 'draft' }));
    const path = `${url}/${draft.id}`;
    expect((await t.call('PUT', path, { position: 5 })).statusCode).toBe(200);
    expect(reasons(draft.id)).toEqual([]);
    await t.call('PUT', path, { status: 'published' });
    await t.call('PUT', path, { status: 'draft' });
    await t.call('DELETE', path);
    await t.call('POST', `/api/trash/${resource}/${draft.id}/restore`);
    expect(reasons(draft.id)).toEqual([`${resource} ${draft.id} updated`, `${resource} ${draft.id} updated`]);
  });

  test('staff get preview links for any item, drafts included, in each language; visitors do not', async () => {
    const draft = await create(record(newLabel(), { status: 'draft' }));
    for (const token of [t.token, tokens.editor, tokens.translator]) {
      const response = await callAs(token, 'POST', `${url}/${draft.id}/preview`);
      expect(response.statusCode).toBe(201);
      const { urls, expiresAt } = response.json().data;
      for (const locale of LOCALES) {
        expect(urls[locale]).toMatch(
          new RegExp(`^/preview/${resource}/${draft.id}/${locale}\\?token=[\\w.-]+$`),
        );
      }
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    }
    expect((await callAs(undefined, 'POST', `${url}/${draft.id}/preview`)).statusCode).toBe(401);
    expect((await t.call('POST', `${url}/999999/preview`)).statusCode).toBe(404);
  });
});
