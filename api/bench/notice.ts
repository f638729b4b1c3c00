/**
 * `npm run bench:notice [-- --runs=5 --port=4353]`: seconds from a click on Сохранить in the admin
 * to the notice «Сайт обновлён», beside the seconds until the public page served the change, in a
 * real browser (Chromium at CHROMIUM_PATH) on the real product started on a fresh data folder with
 * its site built. The notice comes from the pushed publishing state (`GET /api/publish/events`);
 * the target is that it follows the page by under a second (it followed by 10–15 s when it was
 * read every 3 s).
 */
import { chromium } from '@playwright/test';
import { benchOptions, report, signInToAdmin, startProduct } from './product.ts';

const { runs, port } = benchOptions({ news: '0', runs: '5', port: '4353' });
/** Seconds the notice may follow the page by. */
const TARGET_LAG = 1;
const LIVE_NOTICE = 'Сайт обновлён: изменения уже видны посетителям.';

const { base, api, waitFor, stop } = await startProduct({ port, name: 'notice', env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

try {
  console.log('▸ waiting for the first site build…');
  await waitFor(async () => (await fetch(`${base}/`)).ok, 30 * 60_000, 1000);
  const [item] = (
    await api('GET', `/news?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,0]')}`)
  ).data as Array<{ id: number }>;
  if (!item) throw new Error('there is no news item to edit');

  const page = await browser.newPage();
  await signInToAdmin(page, base);

  const toNotice: number[] = [];
  const lag: number[] = [];
  for (let run = 1; run <= runs; run++) {
    await page.goto(`${base}/admin/news/${item.id}/edit`);
    const headline = `Замер уведомления ${run} ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Заголовок (RU)', exact: true }).fill(headline);
    const notice = page.getByText(LIVE_NOTICE);
    const started = performance.now();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const [served, told] = await Promise.all([
      waitFor(
        async () => (await (await fetch(`${base}/news/${item.id}`)).text()).includes(headline),
        120_000,
        50,
      ).then(() => performance.now()),
      notice.waitFor({ timeout: 120_000 }).then(() => performance.now()),
    ]);
    toNotice.push((told - started) / 1000);
    lag.push(Math.max(0, told - served) / 1000);
    console.log(
      `  save ${run}: page served ${((served - started) / 1000).toFixed(2)} s, notice ${toNotice.at(-1)?.toFixed(2)} s after the click`,
    );
    // The next save's notice must be its own.
    await notice.waitFor({ state: 'hidden', timeout: 30_000 });
  }
  report('click → «Сайт обновлён», seeded site', toNotice, 2 + TARGET_LAG, 2);
  report('page served → notice shown', lag, TARGET_LAG, 2);
} finally {
  await browser.close();
  await stop();
}
