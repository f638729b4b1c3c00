/**
 * `npm run bench:publish [-- --news=1000 --runs=3 --port=4349]`: how long a save in the admin takes to
 * reach visitors. Starts the real product (as `npm start` does) on a fresh data folder, waits for its
 * first site build, then PUTs a published news item and polls its public page until the new headline
 * is served. With `--news=N` it then adds news through the API until there are N and measures again.
 * Targets on the reference machine: under 15 s on the seeded site, under 60 s with 1,000 news items.
 */
import { addNews } from './news.ts';
import { benchOptions, report, startProduct } from './product.ts';

const { newsTarget, runs, port } = benchOptions({ news: '0', runs: '1', port: '4349' });
const TARGET_SECONDS = { seeded: 15, large: 60 };
/** The first build of a big site on a busy machine is slow; past this the bench gives up. */
const BUILD_WAIT_MS = 15 * 60_000;

const { base, api, waitFor, stop } = await startProduct({ port, name: 'publish' });

try {
  console.log('▸ waiting for the first site build…');
  await waitForPublished(0);

  const seeded = await measure('seeded site');
  report('save → page served, seeded site', seeded, TARGET_SECONDS.seeded, 1);

  if (newsTarget > 0) {
    const added = await addNews(newsTarget, api);
    console.log(`▸ added ${added} news items; waiting for the site to settle…`);
    await waitForPublished(Date.now());
    const large = await measure(`${newsTarget} news items`);
    report(`save → page served, ${newsTarget} news items`, large, TARGET_SECONDS.large, 1);
  }
} finally {
  await stop();
}

interface Status {
  state: string;
  queued: boolean;
  lastSuccessAt: string | null;
  lastError: { message: string } | null;
}

/** Until nothing is scheduled or building and the last success is newer than `since`. */
async function waitForPublished(since: number) {
  await waitFor(async () => {
    const status = (await api('GET', '/publish/status')).data as Status;
    if (status.state === 'failed') throw new Error(`the site build failed: ${status.lastError?.message}`);
    return (
      status.state === 'idle' &&
      !status.queued &&
      status.lastSuccessAt !== null &&
      Date.parse(status.lastSuccessAt) >= since
    );
  }, BUILD_WAIT_MS);
}

/** Seconds from the PUT of a news headline to the public page serving it, once per run. */
async function measure(label: string): Promise<number[]> {
  let [item] = (
    await api('GET', `/news?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,0]')}`)
  ).data as Array<Record<string, unknown>>;
  if (!item) throw new Error('there is no news item to edit');
  const page = `${base}/news/${item.id}`;
  const seconds: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const headline = `Bench ${label} ${run} ${Date.now().toString(36)}`;
    const name = { ...(item.name as object), ru: headline };
    const started = performance.now();
    // The answer is the record at its new version: the next save is made on it, as the admin does.
    item = (await api('PUT', `/news/${item.id}`, { ...item, name })).data as Record<string, unknown>;
    await waitFor(async () => (await (await fetch(page)).text()).includes(headline), BUILD_WAIT_MS, 200);
    seconds.push((performance.now() - started) / 1000);
    await waitForPublished(0);
  }
  return seconds;
}
