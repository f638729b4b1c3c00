import { describe, expect, test } from 'vitest';
import { bearer, signedInApp } from '../../../helper.ts';

const t = signedInApp({ uploads: ['cert.webp', 'orken.webp', 'x.webp'] });

const read = (url: string, withToken = false) =>
  t.app.inject({ method: 'GET', url, headers: withToken ? bearer(t.token) : {} });

describe('partners: a list staff manage like the other content', () => {
  test('create, list in position order, update, draft and delete to the trash', async () => {
    const first = await t.call('POST', '/api/partners', {
      name: { ru: 'Оркен Лайн' },
      logo: '/uploads/orken.webp',
      logoAlt: { ru: 'Оркен Лайн', en: 'Orken Line', kk: 'Оркен Лайн' },
      link: ' https://orken.example.kz/ ',
      position: 2,
    });
    expect(first.statusCode).toBe(201);
    const orken = first.json().data;
    expect(orken).toMatchObject({
      status: 'published',
      name: { ru: 'Оркен Лайн' },
      logo: '/uploads/orken.webp',
      link: 'https://orken.example.kz/',
      version: 1,
    });
    expect(t.published).toContain(`partners ${orken.id} created`);

    const second = await t.call('POST', '/api/partners', { name: { ru: 'Steplink' }, position: 1 });
    expect(second.statusCode).toBe(201);
    const steplink = second.json().data;
    expect(steplink.link).toBeNull();

    const list = await read('/api/partners?lang=en');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([steplink.id, orken.id]);
    // A name without a translation reads in Russian, and says so.
    expect(list.json().data[1]).toMatchObject({ name: 'Оркен Лайн', untranslated: ['name'] });
    expect(list.headers['content-range']).toBe('partners 0-1/2');

    // Moving a partner first is a change of its position, published like any save.
    const moved = await t.call('PUT', `/api/partners/${orken.id}`, { position: 0, version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ position: 0, version: 2 });
    expect((await read('/api/partners')).json().data[0].id).toBe(orken.id);

    // Clearing the link stores no address.
    const cleared = await t.call('PUT', `/api/partners/${orken.id}`, { link: '' });
    expect(cleared.json().data.link).toBeNull();

    const draft = await t.call('PUT', `/api/partners/${steplink.id}`, { status: 'draft' });
    expect(draft.statusCode).toBe(200);
    expect((await read('/api/partners')).json().data.map((row: { id: number }) => row.id)).toEqual([
      orken.id,
    ]);
    expect((await read('/api/partners', true)).json().data).toHaveLength(2);

    const history = await read(`/api/partners/${orken.id}/revisions`, true);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((row: { version: number }) => row.version)).toEqual([3, 2, 1]);

    const removed = await t.call('DELETE', `/api/partners/${orken.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await read(`/api/partners/${orken.id}`)).statusCode).toBe(404);
    const trash = (await read('/api/trash', true)).json().data as { resource: string; id: number }[];
    expect(trash).toContainEqual(expect.objectContaining({ resource: 'partners', id: orken.id }));
    expect(t.published).toContain(`partners ${orken.id} deleted`);
  });

  test.each([
    ['javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['http://orken.example.kz'],
    ['orken.example.kz'],
  ])('refuses the link %s with 400 naming the field, on create and on update', async (link) => {
    const created = await t.call('POST', '/api/partners', { name: { ru: 'Sarytas' }, link });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      error: 'Bad Request',
      code: 'link.unsafe',
      params: { field: 'link' },
    });
    expect(created.json().message).toContain('link');

    const { data: partner } = (await t.call('POST', '/api/partners', { name: { ru: 'Nurbuild' } })).json();
    const updated = await t.call('PUT', `/api/partners/${partner.id}`, { link });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject({ code: 'link.unsafe', params: { field: 'link' } });
    expect((await read(`/api/partners/${partner.id}`)).json().data.link).toBeNull();
  });

  test('a partner needs a Russian name', async () => {
    const response = await t.call('POST', '/api/partners', { name: { ru: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().params).toMatchObject({ field: 'name.ru' });
  });
});

describe('certificates: a list staff manage like the other content', () => {
  test('create, read per language, update, order and delete', async () => {
    const created = await t.call('POST', '/api/certificates', {
      title: { ru: 'Сертификат СМК', en: 'Quality management certificate' },
      image: '/uploads/cert.webp',
      imageAlt: {
        ru: 'Скан сертификата СМК',
        en: 'Scan of the quality management certificate',
        kk: 'СМЖ сертификатының көшірмесі',
      },
      issuer: { ru: 'Орган по сертификации' },
      validUntil: '2027-12-31',
      position: 5,
    });
    expect(created.statusCode).toBe(201);
    const certificate = created.json().data;
    expect(certificate).toMatchObject({
      title: { ru: 'Сертификат СМК', en: 'Quality management certificate' },
      issuer: { ru: 'Орган по сертификации' },
      validUntil: '2027-12-31',
      image: '/uploads/cert.webp',
    });
    expect(certificate.translations.kk.missing).toEqual(['title', 'issuer']);

    const plain = await t.call('POST', '/api/certificates', {
      title: { ru: 'Аттестат сварочного производства' },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({ issuer: {}, validUntil: null, image: null });

    const english = (await read(`/api/certificates/${certificate.id}?lang=en`)).json().data;
    expect(english).toMatchObject({
      title: 'Quality management certificate',
      issuer: 'Орган по сертификации',
      untranslated: ['issuer'],
    });

    const list = (await read('/api/certificates')).json().data as { id: number }[];
    expect(list.map((row) => row.id)).toEqual([plain.json().data.id, certificate.id]);

    const updated = await t.call('PUT', `/api/certificates/${certificate.id}`, {
      validUntil: '',
      issuer: { ru: 'Госстандарт', kk: 'Мемстандарт' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      validUntil: null,
      issuer: { ru: 'Госстандарт', kk: 'Мемстандарт' },
    });

    expect((await t.call('POST', '/api/certificates', { image: '/uploads/x.webp' })).statusCode).toBe(400);
    expect(
      (await t.call('PUT', `/api/certificates/${certificate.id}`, { validUntil: 'soon' })).statusCode,
    ).toBe(400);

    expect((await t.call('DELETE', `/api/certificates/${certificate.id}`)).statusCode).toBe(200);
    expect((await read('/api/certificates')).json().data.map((row: { id: number }) => row.id)).toEqual([
      plain.json().data.id,
    ]);
  });

  test('writes need a token; reads do not', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      payload: { title: { ru: 'Сертификат' } },
    });
    expect(response.statusCode).toBe(401);
    expect((await read('/api/certificates')).statusCode).toBe(200);
  });
});
