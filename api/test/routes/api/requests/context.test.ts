/**
 * What a request records of where it was asked from: the item («Запросить расчёт»), the page, and the
 * visit's source (first page, referring host, utm tags); the refusals of forged or hostile values;
 * the inbox's item filter and the dashboard's counts.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { signedInApp } from '../../../helper.ts';
import { solvedProof, visitor } from '../../../requests-support.ts';

const t = signedInApp({ env: { REQUEST_CHALLENGE_DIFFICULTY: '20', REQUEST_RATE_MAX: '1000' } });

const submit = async (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/requests',
    payload: { ...visitor(fields), proof: await solvedProof(t) },
  });

/** A published service to ask about, and a request asked from its block on the services page. */
let serviceId: number;
const quote = {
  itemResource: 'services',
  itemId: '',
  itemTitle: 'Монтаж вентиляции',
  pagePath: '/services',
  landingPath: '/kk/services',
  referrerHost: 'Yandex.KZ',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
};

beforeAll(async () => {
  const created = await t.call('POST', '/api/services', {
    name: { ru: 'Монтаж вентиляции' },
    description: { ru: 'Под ключ' },
  });
  expect(created.statusCode).toBe(201);
  serviceId = created.json().data.id;
  quote.itemId = String(serviceId);
});

async function stored(id: number) {
  const response = await t.call('GET', `/api/requests/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('a request asked from an item', () => {
  test('stores the item, its title as seen, the page and the visit’s source', async () => {
    const response = await submit(quote);
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().data.id)).toMatchObject({
      itemResource: 'services',
      itemId: serviceId,
      itemTitle: 'Монтаж вентиляции',
      pagePath: '/services',
      landingPath: '/kk/services',
      referrerHost: 'yandex.kz',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
  });

  test('a request without any of it stores none (a direct visit to the contacts page)', async () => {
    const response = await submit({});
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().data.id)).toMatchObject({
      itemResource: null,
      itemId: null,
      itemTitle: null,
      pagePath: null,
      landingPath: null,
      referrerHost: null,
      utmSource: null,
    });
  });

  test.each([
    ['an item that does not exist', { itemId: '999999' }, 'request.item_unknown', 'itemId'],
    ['a resource without pages to ask from', { itemResource: 'news' }, 'field.invalid', 'itemResource'],
    ['a resource that is no resource', { itemResource: 'users' }, 'field.invalid', 'itemResource'],
    ['an id that is no positive integer', { itemId: '-3' }, 'field.invalid', 'itemId'],
    ['an id that is a number with a fraction', { itemId: '1.5' }, 'field.invalid', 'itemId'],
    ['a title over the limit', { itemTitle: 'Ц'.repeat(301) }, 'field.invalid', 'itemTitle'],
    ['a title holding markup', { itemTitle: '<img src=x onerror=alert(1)>' }, 'field.invalid', 'itemTitle'],
    ['a page on another site', { pagePath: '//evil.example/phish' }, 'field.invalid', 'pagePath'],
    ['a page that is a full address', { pagePath: 'https://evil.example/' }, 'field.invalid', 'pagePath'],
    ['a javascript: page', { landingPath: 'javascript:alert(1)' }, 'field.invalid', 'landingPath'],
    ['a backslashed page', { landingPath: '/\\evil.example' }, 'field.invalid', 'landingPath'],
    ['a javascript: referrer', { referrerHost: 'javascript:alert(1)' }, 'field.invalid', 'referrerHost'],
    ['a data: referrer', { referrerHost: 'data:text/html,<b>x</b>' }, 'field.invalid', 'referrerHost'],
    [
      'a full referring address',
      { referrerHost: 'https://google.com/search?q=x' },
      'field.invalid',
      'referrerHost',
    ],
    ['a huge utm tag', { utmSource: 'x'.repeat(101) }, 'field.invalid', 'utmSource'],
    ['markup in a utm tag', { utmCampaign: '<script>alert(1)</script>' }, 'field.invalid', 'utmCampaign'],
    ['a control character in a utm tag', { utmMedium: 'e\u001bmail' }, 'field.invalid', 'utmMedium'],
    ['a line break in a utm tag', { utmSource: 'a\r\nBcc: x@example.com' }, 'field.invalid', 'utmSource'],
    ['a NUL in a utm tag', { utmSource: 'a\u0000b' }, 'text.malformed', 'utmSource'],
  ])('%s is refused and nothing is stored', async (_case, change, code, field) => {
    const before = (await t.call('GET', '/api/requests')).json().data.length;
    const response = await submit({ ...quote, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, params: { field } });
    expect(response.json().error).toBeTruthy();
    expect((await t.call('GET', '/api/requests')).json().data.length).toBe(before);
  });

  test('a draft item is refused like a missing one', async () => {
    const created = await t.call('POST', '/api/services', {
      name: { ru: 'Черновая услуга' },
      description: { ru: 'Ещё не опубликована' },
      status: 'draft',
    });
    expect(created.statusCode).toBe(201);
    const response = await submit({
      ...quote,
      itemResource: 'services',
      itemId: String(created.json().data.id),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.item_unknown' });
  });

  test('the item and its id go together; a title alone is refused', async () => {
    expect((await submit({ itemResource: 'products' })).json()).toMatchObject({
      params: { field: 'itemId' },
    });
    expect((await submit({ itemId: '1' })).json()).toMatchObject({ params: { field: 'itemResource' } });
    expect((await submit({ itemTitle: 'Цех' })).json()).toMatchObject({ params: { field: 'itemTitle' } });
  });
});

describe('the inbox and the dashboard', () => {
  test('the inbox filters by item, and refuses a filter that names no item', async () => {
    expect((await submit(quote)).statusCode).toBe(201);
    expect((await submit({})).statusCode).toBe(201);
    const filtered = await t.call(
      'GET',
      `/api/requests?filter=${encodeURIComponent(JSON.stringify({ itemResource: 'services', itemId: serviceId }))}`,
    );
    expect(filtered.statusCode).toBe(200);
    const rows = filtered.json().data as { itemResource: string; itemId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.itemResource === 'services' && row.itemId === serviceId)).toBe(true);
    const forged = await t.call(
      'GET',
      `/api/requests?filter=${encodeURIComponent(JSON.stringify({ itemResource: 'users', itemId: 1 }))}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('query.invalid');
  });

  test('counts requests by source, campaign, first page and item, for 30 days and by month', async () => {
    const before = (await t.call('GET', '/api/requests/origins')).json().data[0];
    const count = (list: { name: string | null; count: number }[], name: string | null) =>
      list.find((entry) => entry.name === name)?.count ?? 0;
    const itemId = serviceId;
    const itemCount = (period: typeof before, id: number) =>
      period.items.find(
        (item: { resource: string; id: number }) => item.resource === 'services' && item.id === id,
      )?.count ?? 0;
    const fromService = {
      itemResource: 'services',
      itemId: String(itemId),
      itemTitle: 'Монтаж вентиляции',
      pagePath: '/services',
    };
    for (const fields of [
      { ...fromService, utmSource: 'test', utmCampaign: 'spring', landingPath: '/en/production' },
      { ...fromService, utmSource: 'test', utmCampaign: 'spring', landingPath: '/en/production' },
      { ...fromService, referrerHost: 'www.google.kz', landingPath: '/projects' },
      { landingPath: '/contacts' },
    ]) {
      expect((await submit(fields)).statusCode).toBe(201);
    }
    const response = await t.call('GET', '/api/requests/origins');
    expect(response.statusCode).toBe(200);
    const periods = response.json().data;
    expect(periods).toHaveLength(13);
    const [last30, thisMonth] = periods;
    expect(last30.period).toBe('last30');
    expect(thisMonth.period).toBe(new Date().toISOString().slice(0, 7));
    expect(last30.total - before.total).toBe(4);
    expect(count(last30.sources, 'test') - count(before.sources, 'test')).toBe(2);
    expect(count(last30.sources, 'www.google.kz') - count(before.sources, 'www.google.kz')).toBe(1);
    expect(count(last30.sources, null) - count(before.sources, null)).toBe(1);
    expect(count(last30.campaigns, 'spring') - count(before.campaigns, 'spring')).toBe(2);
    expect(count(last30.landingPages, '/en/production') - count(before.landingPages, '/en/production')).toBe(
      2,
    );
    expect(itemCount(last30, itemId) - itemCount(before, itemId)).toBe(3);
    expect(thisMonth.total).toBeGreaterThanOrEqual(4);
  });

  test('the counts are for staff only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/requests/origins' });
    expect(response.statusCode).toBe(401);
  });
});
