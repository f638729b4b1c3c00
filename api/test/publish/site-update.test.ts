/**
 * Publishing by update (site/scripts/publish-worker.ts) with the real site build: after a long run
 * of mixed edits, each published by an update, the live site is a fresh full build of the same
 * content, file for file; a change reaches only the pages that show it; and the reference check
 * reports a site that differs from the full build, which then replaces it.
 */
import { readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, bearer } from '../helper.ts';
import { newsItem, STARTUP_TIMEOUT, startPublishingApp } from './publishing-app.ts';

/** A few full builds (tens of seconds each on a busy two-core machine) and many updates. */
const TIMEOUT = 600_000;

const env = { PUBLISH_DEBOUNCE_MS: '100' };
let site: Awaited<ReturnType<typeof startPublishingApp>>;
/** The instance the tests started with, once a test restarted the API: it owns the database and the data folder. */
let first: typeof site | undefined;
beforeAll(async () => {
  site = await startPublishingApp({ seed: true, env });
  await site.app.publisher.publishIfStale();
  await site.app.publisher.settled();
}, STARTUP_TIMEOUT + TIMEOUT);
afterAll(async () => {
  await site?.close();
  await first?.close();
});

/** The live site's folder (the link the publisher swaps). */
const live = () => site.config.siteDir;

/**
 * Stops the API and starts it again on the same database, data folder and address, as a deploy
 * does: the live site is kept, and nothing is published.
 */
async function restart() {
  const stopped = site;
  first ??= stopped;
  await stopped.app.close();
  site = await startPublishingApp({
    port: stopped.config.port,
    database: stopped.database,
    dataDir: stopped.dataDir,
    env,
  });
  expect(await site.app.publisher.publishIfStale()).toBe('up to date');
}

/** Saves through the API (answering the record) and waits for the publication it starts. */
async function save(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await site.call(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  await site.app.publisher.settled();
  const status = site.app.publisher.status();
  expect(status.lastError, `${method} ${url}`).toBeNull();
  return { data: response.json().data, run: status.lastRun };
}

/** Uploads a picture as the back office does; answers its stored address. */
async function upload(color: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  const boundary = 'site-update-boundary';
  const response = await site.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...site.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.url as string;
}

/** Reads an item afresh and saves it changed, as staff do in its form. */
async function edit(resource: string, id: number, change: (item: Record<string, object>) => object) {
  const item = (await site.call('GET', `/api/${resource}/${id}`)).json().data;
  return save('PUT', `/api/${resource}/${id}`, change(item));
}

/** The site's pages and feeds (not their compressed copies, images or scripts), each with its file's identity. */
async function pageFiles(): Promise<Map<string, number>> {
  const root = `${live()}/`;
  const files = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|xml|json)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(root, path), (await stat(path)).ino);
  }
  return files;
}

/** The files a change wrote anew; every other file is the very one the site had before, shared. */
async function rewrittenBy(change: () => Promise<{ run: unknown }>) {
  const before = await pageFiles();
  const { run } = await change();
  expect(run).toMatchObject({ kind: 'update' });
  const after = await pageFiles();
  return [...after].filter(([path, inode]) => before.get(path) !== inode).map(([path]) => path);
}

describe('publishing by update', () => {
  it(
    'renders again only the pages a change reaches: an item’s pages and lists, a page’s texts on that page',
    async () => {
      const [item] = (await site.call('GET', '/api/news')).json().data;
      const news = await rewrittenBy(() =>
        edit('news', item.id, (current) => ({ ...current, name: { ...current.name, ru: 'Смена графика' } })),
      );
      expect(news).toEqual(
        expect.arrayContaining([`news/${item.slug.ru}.html`, 'news/index.html', 'rss.xml']),
      );
      expect(news).toEqual(
        expect.arrayContaining([`en/news/${item.slug.en}.html`, `kk/news/${item.slug.kk}.html`]),
      );
      // The sitemap names the same pages as before: it is not written again. The search index
      // gets the item's pages in its delta, and their base results superseded.
      expect(news).toEqual(
        expect.arrayContaining(['pagefind/superseded.json', 'pagefind/recent/pagefind-entry.json']),
      );
      for (const path of news)
        expect(path).toMatch(
          /^((en|kk)\/)?(news\/|rss\.xml$)|^pagefind\/(superseded\.json|delta\/|recent\/)/,
        );

      const [product] = (await site.call('GET', '/api/products')).json().data;
      const products = await rewrittenBy(() =>
        edit('products', product.id, (current) => ({
          ...current,
          description: { ...current.description, ru: 'Резка и гибка металла.' },
        })),
      );
      expect(products).toEqual(
        expect.arrayContaining([`product/${product.slug.ru}.html`, 'production.html', 'en/production.html']),
      );
      // The documents page names the workshops in its filter, so it reads them too.
      for (const path of products)
        expect(path).toMatch(
          /^((en|kk)\/)?(product\/|production\.html$|index\.html$|documents\.html$)|^pagefind\/(superseded\.json|delta\/|recent\/)/,
        );

      const services = (await site.call('GET', '/api/pages/services')).json().data;
      const texts = await rewrittenBy(() =>
        save('PUT', '/api/pages/services', {
          heroLead: { ...services.heroLead, ru: 'Монтаж и наладка под ключ.' },
          version: services.version,
        }),
      );
      expect(texts).toEqual(
        expect.arrayContaining(['services.html', 'en/services.html', 'kk/services.html']),
      );
      // The home page shows the services page's commissioning blocks, and reads its texts for them.
      for (const path of texts)
        expect(path).toMatch(
          /^((en|kk)\/)?(services|index)\.html$|^pagefind\/(superseded\.json|delta\/|recent\/)/,
        );
    },
    TIMEOUT,
  );

  it(
    'after a long run of mixed edits is the full build of the same content, file for file',
    async () => {
      const runs: Array<{ kind: string; why: string } | null | undefined> = [];
      const note = (published: { run: (typeof runs)[number] }) => runs.push(published.run);

      // Create, change, translate.
      const created = await save('POST', '/api/news', newsItem('Открыт новый участок'));
      note(created);
      const id = created.data.id;
      note(
        await edit('news', id, (item) => ({
          ...item,
          name: { ...item.name, ru: 'Открыт новый участок резки' },
        })),
      );
      note(
        await edit('news', id, (item) => ({
          ...item,
          name: { ...item.name, en: 'A new cutting bay opens', kk: 'Жаңа кесу учаскесі ашылды' },
        })),
      );
      // A Russian-only item: the other languages show the Russian, and say so.
      const russian = await save('POST', '/api/news', {
        ...newsItem('Только по-русски'),
        name: { ru: 'Только по-русски' },
      });
      note(russian);

      // An image replaced, then withdrawn, deleted and restored items.
      const news = (await site.call('GET', '/api/news')).json().data;
      const pictured = news.find((entry: { img?: string }) => entry.img);
      const picture = await upload('#1f6f8b');
      note(await edit('news', pictured.id, (item) => ({ ...item, img: picture })));
      note(await edit('news', news[2].id, (item) => ({ ...item, status: 'draft' })));
      note(await save('DELETE', `/api/news/${news[3].id}`));
      note(await save('POST', `/api/trash/news/${news[3].id}/restore`));
      note(await save('DELETE', `/api/news/${russian.data.id}`));

      // A reorder, another resource's item, and a page's texts.
      const services = (await site.call('GET', '/api/services')).json().data;
      note(
        await save('PUT', '/api/services/order', {
          ids: services.map((entry: { id: number }) => entry.id).reverse(),
        }),
      );
      const product = (await site.call('GET', '/api/products')).json().data[1];
      note(
        await edit('products', product.id, (item) => ({
          ...item,
          description: { ...item.description, ru: 'Резка, гибка и сварка металла.' },
        })),
      );
      const home = (await site.call('GET', '/api/pages/home')).json().data;
      note(
        await save('PUT', '/api/pages/home', {
          heroTitle: { ...home.heroTitle, ru: 'Промышленные решения под ключ' },
          version: home.version,
        }),
      );

      // The settings show on every page: the site is built in full, and updates go on from it.
      const settings = (await site.call('GET', '/api/settings')).json().data;
      note(await save('PUT', '/api/settings', { ...settings, phone: '+7 (7292) 50-50-50' }));
      note(await edit('news', id, (item) => ({ ...item, date: '2026-06-02' })));

      // Twelve updates, the settings' full build, and an update from that build.
      expect(runs.map((run) => run?.kind)).toEqual([...Array(12).fill('update'), 'full', 'update']);
      expect(runs[12]?.why).toBe('settings updated');
      expect((await site.page('/news')).body).toContain('Открыт новый участок резки');
      expect((await site.page('/en/news')).body).toContain('A new cutting bay opens');
      expect((await site.page(`/news/${news[2].id}`)).status).toBe(404);
      expect((await site.page('/')).body).toContain('Промышленные решения под ключ');
      // The worker removes the builds no release needs behind its jobs: what remains is the live
      // one and the one it replaced, which the next update writes into.
      const builds = join(dirname(live()), 'builds');
      await vi.waitFor(async () => expect(await readdir(builds)).toHaveLength(2), { timeout: 30_000 });

      // An editor's rebuild is the reference: the same content built in full, compared file for file.
      const rebuilt = await site.call('POST', '/api/publish');
      expect(rebuilt.statusCode).toBe(202);
      await site.app.publisher.settled();
      const status = site.app.publisher.status();
      expect(status.lastRun?.kind).toBe('full');
      expect(status.reference).toMatchObject({ count: 0, differences: [] });
    },
    TIMEOUT,
  );

  it(
    'reports a live site that differs from the full build, which then replaces it',
    async () => {
      const [item] = (await site.call('GET', '/api/news')).json().data;
      await save('PUT', `/api/news/${item.id}`, { ...item, name: { ...item.name, ru: 'Проверка сверки' } });
      // A page the updates got wrong, as a missed dependency would leave it.
      const contacts = join(live(), 'contacts.html');
      const tampered = (await readFile(contacts, 'utf8')).replace(
        '</main>',
        '<p>устаревший текст</p></main>',
      );
      await writeFile(`${contacts}.new`, tampered);
      await rename(`${contacts}.new`, contacts);
      // And a search index the updates got wrong: the changed item's base result not superseded,
      // so that its old text would be found beside the new one.
      const superseded = join(live(), 'pagefind', 'superseded.json');
      const listed = JSON.parse(await readFile(superseded, 'utf8'));
      expect(listed.superseded.length).toBeGreaterThan(0);
      await writeFile(`${superseded}.new`, JSON.stringify({ ...listed, superseded: [] }));
      await rename(`${superseded}.new`, superseded);

      await site.call('POST', '/api/publish');
      await site.app.publisher.settled();

      const { reference } = site.app.publisher.status();
      expect(reference?.differences).toEqual(
        expect.arrayContaining([
          'contacts.html: different',
          `search index, ru /news/${item.slug.ru}: different`,
        ]),
      );
      expect(reference?.differences.filter((line) => !line.startsWith('search index, '))).toEqual([
        'contacts.html: different',
      ]);
      expect((await site.page('/contacts')).body).not.toContain('устаревший текст');
    },
    TIMEOUT,
  );

  it(
    'publishes the first change after a restart by an update, the worker resuming the live build from its record',
    async () => {
      const [item] = (await site.call('GET', '/api/news')).json().data;
      await edit('news', item.id, (current) => ({
        ...current,
        name: { ...current.name, ru: 'До перезапуска' },
      }));

      await restart();
      expect(site.app.publisher.status()).toMatchObject({ state: 'idle', lastRun: null });

      const product = (await site.call('GET', '/api/products')).json().data[0];
      const rewritten = await rewrittenBy(() =>
        edit('products', product.id, (current) => ({
          ...current,
          description: { ...current.description, ru: 'Сварка после перезапуска.' },
        })),
      );
      expect(rewritten).toEqual(
        expect.arrayContaining([`product/${product.slug.ru}.html`, 'production.html']),
      );
      for (const path of rewritten)
        expect(path).toMatch(
          /^((en|kk)\/)?(product\/|production\.html$|index\.html$|documents\.html$)|^pagefind\/(superseded\.json|delta\/|recent\/)/,
        );
      expect((await site.page(`/product/${product.slug.ru}`)).body).toContain('Сварка после перезапуска.');
      expect((await site.page('/news')).body).toContain('До перезапуска');

      // The updates after the restart are what a full build of the same content makes.
      await site.call('POST', '/api/publish');
      await site.app.publisher.settled();
      expect(site.app.publisher.status()).toMatchObject({
        lastError: null,
        lastRun: { kind: 'full' },
        reference: { count: 0, differences: [] },
      });
    },
    TIMEOUT,
  );

  it(
    'builds the first change after a restart in full when the live build has no record of its pages',
    async () => {
      // The worker writes the record of the build it made once it is idle.
      const record = join(dirname(live()), 'pages.json');
      const liveBuild = basename(await realpath(live()));
      await vi.waitFor(async () => expect(JSON.parse(await readFile(record, 'utf8')).build).toBe(liveBuild), {
        timeout: 30_000,
      });
      await rm(record);

      await restart();
      const [item] = (await site.call('GET', '/api/news')).json().data;
      const { run } = await edit('news', item.id, (current) => ({
        ...current,
        name: { ...current.name, ru: 'Без записи о страницах' },
      }));
      expect(run).toMatchObject({ kind: 'full', why: 'no record of the live build’s pages' });
      expect((await site.page('/news')).body).toContain('Без записи о страницах');
    },
    TIMEOUT,
  );

  it(
    'builds in full when a new year begins, which the footer of every page names',
    async () => {
      const [item] = (await site.call('GET', '/api/news')).json().data;
      const nextYear = new Date(`${new Date().getFullYear() + 1}-01-01T09:00:00Z`);
      vi.useFakeTimers({ toFake: ['Date'], now: nextYear });
      try {
        // Signed in anew: a token from last year has expired.
        const login = await site.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
        const saved = await site.app.inject({
          method: 'PUT',
          url: `/api/news/${item.id}`,
          headers: bearer(login.json().data.accessToken),
          payload: { ...item, name: { ...item.name, ru: 'Итоги года' } },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        await site.app.publisher.settled();
        expect(site.app.publisher.status().lastRun).toMatchObject({
          kind: 'full',
          why: 'a new year began, which the footer of every page names',
        });
      } finally {
        vi.useRealTimers();
      }
    },
    TIMEOUT,
  );
});
