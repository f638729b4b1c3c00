import { describe, expect, test } from 'vitest';
import { SITE_SCRIPT_HASHES } from '../../../../src/security/site-scripts.ts';
import { bearer, signedInApp } from '../../../helper.ts';

const t = signedInApp();

const save = (payload: object, headers = bearer(t.token)) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload });
const stored = async () => (await t.call('GET', '/api/settings')).json().data;
/** The policy a public page is sent with, and the one the deploy proxy is told for its pages. */
const pagePolicy = async () =>
  (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
const proxyPolicy = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/page-policy' });
  expect(answer.statusCode).toBe(204);
  return answer.headers['x-page-policy'];
};
const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .find((part) => part.startsWith(`${name} `));

const BASE_SCRIPTS = `script-src 'self' ${SITE_SCRIPT_HASHES.join(' ')}`;

describe('analytics in Настройки сайта', () => {
  test('off by default: nothing set, and the pages’ policy admits no other host', async () => {
    expect(await stored()).toMatchObject({
      analyticsService: 'none',
      analyticsScriptUrl: '',
      analyticsSiteId: '',
    });
    const policy = await pagePolicy();
    expect(directive(policy, 'script-src')).toBe(BASE_SCRIPTS);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(await proxyPolicy()).toBe(policy);
    const visitor = (await t.app.inject({ method: 'GET', url: '/api/settings?lang=en' })).json().data;
    expect(visitor).toMatchObject({ analyticsService: 'none' });
  });

  test('a bogus address or id is refused field by field with its code, and nothing is saved', async () => {
    const before = await stored();
    for (const [payload, failures] of [
      [{ analyticsService: 'plausible' }, [['analyticsScriptUrl', 'analytics.address_required']]],
      [
        { analyticsService: 'plausible', analyticsScriptUrl: 'http://stats.example.kz/js/script.js' },
        [['analyticsScriptUrl', 'analytics.address']],
      ],
      [
        { analyticsService: 'umami', analyticsScriptUrl: 'javascript:alert(1)', analyticsSiteId: 'x' },
        [
          ['analyticsScriptUrl', 'analytics.address'],
          ['analyticsSiteId', 'analytics.umami_id'],
        ],
      ],
      [
        {
          analyticsService: 'matomo',
          analyticsScriptUrl: 'https://user:pw@stats.example.kz/matomo.js',
          analyticsSiteId: '1',
        },
        [['analyticsScriptUrl', 'analytics.address']],
      ],
      [
        {
          analyticsService: 'matomo',
          analyticsScriptUrl: 'https://localhost/matomo.js',
          analyticsSiteId: '0',
        },
        [
          ['analyticsScriptUrl', 'analytics.address'],
          ['analyticsSiteId', 'analytics.matomo_id'],
        ],
      ],
      [
        { analyticsService: 'matomo', analyticsScriptUrl: 'data:text/javascript,alert(1)' },
        [
          ['analyticsScriptUrl', 'analytics.address'],
          ['analyticsSiteId', 'analytics.id_required'],
        ],
      ],
      [
        {
          analyticsService: 'plausible',
          analyticsScriptUrl: 'https://stats.example.kz/js/script.js',
          analyticsSiteId: '<b>x</b>',
        },
        [['analyticsSiteId', 'analytics.plausible_domain']],
      ],
      [{ analyticsService: 'yandexMetrica' }, [['analyticsSiteId', 'analytics.id_required']]],
      [
        { analyticsService: 'yandexMetrica', analyticsSiteId: '1234"; alert(1)' },
        [['analyticsSiteId', 'analytics.yandex_id']],
      ],
      [
        { analyticsService: 'googleAnalytics', analyticsSiteId: 'UA-12345-1' },
        [['analyticsSiteId', 'analytics.ga4_id']],
      ],
      [
        { analyticsService: 'googleAnalytics', analyticsSiteId: 'G-ABC DEF' },
        [['analyticsSiteId', 'analytics.ga4_id']],
      ],
    ] as const) {
      const answer = await save(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      const body = answer.json();
      expect(body).toMatchObject({ error: 'Bad Request' });
      expect(typeof body.message).toBe('string');
      expect(body.params.fields).toEqual(failures.map(([field, code]) => ({ field, code })));
    }
    const unknown = await save({ analyticsService: 'matomo-with-cookies' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Bad Request' });
    expect(await stored()).toMatchObject({ version: before.version, analyticsService: 'none' });
    expect(directive(await pagePolicy(), 'script-src')).toBe(BASE_SCRIPTS);
  });

  test('a self-hosted service widens script-src and connect-src for exactly its own host', async () => {
    const answer = await save({
      analyticsService: 'umami',
      analyticsScriptUrl: ' https://stats.example.kz/umami/script.js ',
      analyticsSiteId: '4F9B2C1E-8A7D-4E6F-9B0A-1C2D3E4F5A6B',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      analyticsScriptUrl: 'https://stats.example.kz/umami/script.js',
      analyticsSiteId: '4f9b2c1e-8a7d-4e6f-9b0a-1c2d3e4f5a6b',
    });
    expect(t.published).toContain('settings updated');
    const policy = await pagePolicy();
    expect(directive(policy, 'script-src')).toBe(`${BASE_SCRIPTS} https://stats.example.kz`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://stats.example.kz");
    expect(String(policy)).not.toContain("unsafe-inline'; ");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(await proxyPolicy()).toBe(policy);
    // The admin and previews never load it; API answers run nothing at all.
    const admin = (await t.app.inject({ method: 'GET', url: '/admin/' })).headers['content-security-policy'];
    expect(directive(admin, 'script-src')).toBe(BASE_SCRIPTS);
    const api = (await t.app.inject({ method: 'GET', url: '/api/settings' })).headers[
      'content-security-policy'
    ];
    expect(api).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('Yandex Metrica and Google Analytics admit the hosts their makers list; an id from another service is dropped', async () => {
    expect(
      (await save({ analyticsService: 'yandexMetrica', analyticsSiteId: '98765432' })).json().data,
    ).toMatchObject({
      analyticsScriptUrl: '',
      analyticsSiteId: '98765432',
    });
    let policy = await pagePolicy();
    expect(directive(policy, 'script-src')).toBe(`${BASE_SCRIPTS} https://mc.yandex.ru https://yastatic.net`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://mc.yandex.ru");

    expect(
      (await save({ analyticsService: 'googleAnalytics', analyticsSiteId: 'g-abc123xyz9' })).json().data,
    ).toMatchObject({
      analyticsSiteId: 'G-ABC123XYZ9',
    });
    policy = await pagePolicy();
    expect(directive(policy, 'script-src')).toBe(`${BASE_SCRIPTS} https://*.googletagmanager.com`);
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );

    const off = await save({ analyticsService: 'none' });
    expect(off.json().data).toMatchObject({
      analyticsService: 'none',
      analyticsScriptUrl: '',
      analyticsSiteId: '',
    });
    policy = await pagePolicy();
    expect(directive(policy, 'script-src')).toBe(BASE_SCRIPTS);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  test('only an administrator turns a service on: editors and translators are refused with 403', async () => {
    const before = await stored();
    const payload = { analyticsService: 'googleAnalytics', analyticsSiteId: 'G-ABC123XYZ9' };
    const editor = await save(payload, bearer((await t.loginAs('editor')).accessToken));
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toMatchObject({ error: 'Forbidden', code: 'role.forbidden' });
    const translator = await save(payload, bearer((await t.loginAs('translator')).accessToken));
    expect(translator.statusCode).toBe(403);
    expect(translator.json()).toMatchObject({
      code: 'role.translations_only',
      params: { field: 'analyticsService' },
    });
    expect((await save(payload, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
    expect(await stored()).toMatchObject({
      version: before.version,
      analyticsService: before.analyticsService,
    });
    expect(directive(await pagePolicy(), 'script-src')).toBe(BASE_SCRIPTS);
  });
});
