/**
 * `npm run bench:preview [-- --news=1000 --runs=3 --port=4351]`: seconds from a click on
 * Предпросмотр in the admin to the preview tab showing the draft, in a real browser (Chromium at
 * CHROMIUM_PATH). Starts the real product on a fresh data folder (the public site is not built: the
 * preview does not need it), creates a draft news item with an image, and measures on the seeded
 * content, then again with `--news` items in the feed. The first click of a run also loads the
 * preview renderer. Targets on the reference machine: under 5 s seeded, under 15 s with 1,000 news.
 */
import { chromium } from '@playwright/test';
import { addNews } from './news.ts';
import { benchOptions, report, signInToAdmin, startProduct } from './product.ts';

const { newsTarget, runs, port } = benchOptions({ news: '1000', runs: '3', port: '4351' });
const TARGET_SECONDS = { seeded: 5, large: 15 };

const { base, api, stop } = await startProduct({
  port,
  name: 'preview',
  // The public site is not what is measured: its builds would only compete for the CPU.
  env: { SITE_BUILD_COMMAND: 'true', LOG_LEVEL: 'fatal' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

try {
  const headline = `Предпросмотр ${Date.now().toString(36)}`;
  const { data } = await api('POST', '/news', {
    status: 'draft',
    name: { ru: headline, en: `${headline} EN`, kk: `${headline} KK` },
    description: { ru: 'Черновик для замера предпросмотра.' },
    mainContent: { ru: '<p>Текст черновика.</p>' },
    img: '/uploads/news-1-img.webp',
  });
  const id = (data as { id: number }).id;

  report(
    'click → preview shown, seeded site (the first click loads the preview renderer)',
    await measure(id, `${headline} KK`),
    TARGET_SECONDS.seeded,
    2,
  );
  if (newsTarget > 0) {
    const added = await addNews(newsTarget, api);
    console.log(`▸ added ${added} news items`);
    report(
      `click → preview shown, ${newsTarget} news items`,
      await measure(id, `${headline} KK`),
      TARGET_SECONDS.large,
      2,
    );
  }
} finally {
  await browser.close();
  await stop();
}

/** Seconds from the click on the Kazakh preview to its tab's load event with the headline shown. */
async function measure(id: number, headline: string): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToAdmin(page, base);
  await page.goto(`${base}/admin/news/${id}/edit`);
  const button = page.getByRole('button', { name: 'Предпросмотр на казахском' });
  await button.waitFor({ timeout: 60_000 });
  const seconds: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await tab.waitForURL(/\/preview\//, { waitUntil: 'load', timeout: 60_000 });
    await tab.getByRole('heading', { level: 1, name: headline }).waitFor({ timeout: 60_000 });
    seconds.push((performance.now() - started) / 1000);
    await tab.close();
  }
  await context.close();
  return seconds;
}
