import { describe, expect, test } from 'vitest';
import { signedInApp } from '../../../helper.ts';

const t = signedInApp();

const read = (url: string) => t.app.inject({ method: 'GET', url });

// What every resource does (create, lists, drafts, trash, history) is in contract.test.ts.
describe("partners: a partner's link", () => {
  test('is stored without the spaces around it', async () => {
    const created = await t.call('POST', '/api/partners', {
      name: { ru: 'Оркен Лайн' },
      link: ' https://orken.example.kz/ ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.link).toBe('https://orken.example.kz/');
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
});
