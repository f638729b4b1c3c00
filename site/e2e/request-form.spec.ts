import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { company } from '@industrial/content-seed/company';
import { pages } from '@industrial/content-seed/pages';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../e2e/env.ts';
import { DICTIONARIES, hydrated, LANGUAGES, localized } from './support.ts';

const kk = DICTIONARIES.kk;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * The live site's files served by themselves, with no API behind them: what a visitor of the CDN
 * sees when the API is down. The server is stopped once the page is loaded.
 */
async function serveSiteAlone(): Promise<{ origin: string; stop(): Promise<void> }> {
  const root = resolve('.tmp', `e2e-${E2E_PORT}`, 'site', 'current');
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
      const file = join(root, candidate);
      if (!file.startsWith(root)) break;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

test('with the API stopped, the form says so in Kazakh and offers the phone and e-mail', async ({ page }) => {
  const site = await serveSiteAlone();
  try {
    await page.goto(`${site.origin}/kk/contacts`);
    const form = page.locator('form.request-form');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, 'form.request-form');

    // Wrong fields are named in the page's language before anything is sent.
    await form.getByRole('button', { name: kk['request.submit'] }).click();
    for (const key of [
      'request.nameRequired',
      'request.contactRequired',
      'request.consentRequired',
    ] as const) {
      await expect(form.locator('.field-error').getByText(kk[key], { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel(kk['request.name'])).toBeFocused();

    await site.stop();
    await form.getByLabel(kk['request.name']).fill('Ержан');
    await form.getByLabel(kk['request.phone']).fill('+7 701 555 44 33');
    await form.getByLabel(kk['request.message']).fill('Қызмет бағасын білгім келеді.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: kk['request.submit'] }).click();

    const status = form.getByRole('status');
    await expect(status).toContainText(kk['request.offline']);
    await expect(status.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:+${company.phone.replace(/\D/g, '')}`,
    );
    await expect(status.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    // What the visitor typed is still there, to send later.
    await expect(form.getByLabel(kk['request.message'])).toHaveValue('Қызмет бағасын білгім келеді.');
  } finally {
    await site.stop().catch(() => {});
  }
});

test('the form and its code are only on the home and contacts pages', async ({ page }) => {
  // The pages with «Запросить расчёт» only link to the form.
  for (const path of ['/kk/services', '/kk/projects', '/kk/news', '/kk/privacy']) {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await expect(page.locator('form.request-form')).toHaveCount(0);
    expect(
      scripts.filter((url) => /RequestForm/.test(url)),
      path,
    ).toEqual([]);
    page.removeAllListeners('request');
  }
  for (const path of ['/kk', '/kk/contacts']) {
    await page.goto(path);
    await expect(page.locator('form.request-form')).toHaveCount(1);
  }
  // The home page's "discuss a project" button leads to its own form.
  await page.goto('/kk');
  await page.getByRole('link', { name: pages.home.heroContact.kk }).click();
  await expect(page.getByRole('heading', { name: company.requestTitle.kk })).toBeInViewport();
});

test('the consent links to the privacy policy, which exists in every language', async ({ page }) => {
  for (const locale of LANGUAGES) {
    const t = DICTIONARIES[locale];
    const privacy = localized(locale, 'privacy');
    await page.goto(localized(locale, 'contacts'));
    await page.locator('form.request-form').getByRole('link', { name: t['request.consentLink'] }).click();
    await expect(page).toHaveURL(new RegExp(`${privacy}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.privacy.heroTitle[locale] ?? '');
    await expect(page.locator('main')).toContainText('94-V');
    await expect(page.locator('main')).toContainText(company.email);
    await expect(page.locator('main')).toContainText('365');
    await expect(page.locator('footer').getByRole('link', { name: t['privacy.link'] })).toHaveAttribute(
      'href',
      privacy,
    );
  }
});
