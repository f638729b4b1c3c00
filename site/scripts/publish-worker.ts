/**
 * The publish worker: a process the API keeps beside it (api/src/publish/site-build.ts), talking
 * over Node's IPC channel, one job at a time.
 *
 * - `build` runs a full `astro build` into `outDir`: the reference, as `npm run build -w site` makes
 *   it. The worker keeps what Astro rendered it with (its prerenderer, with the site's pages bundled)
 *   and, for every page, what it was handed (its `getStaticPaths` props), which content it read (its
 *   topics, see `build-memo.ts`) and which optimized images it uses.
 * - `update` makes the site after a content change from the live one, in `outDir`: a folder a
 *   `link` job made the live one's twin (`ready`), or else a new one that first gets a hard link to
 *   every file of `liveDir`. An update then costs what the change costs, not what the site costs.
 *   Only the pages the change reaches are rendered again, by the kept renderer: a page that is new,
 *   whose props changed (an item's page, a feed's page of cards), or that read one of the changed
 *   `topics`; a page that is gone is removed. Then the sitemap (when its pages changed), the new
 *   images, and the compressed copies of what was written. The API switches to the folder as it
 *   does after a build.
 * - `link` makes the folder the next update writes into, once the site the last build or update
 *   made is live, while nobody waits for it, and removes the builds no release needs any more.
 * - `resume`, after the API restarted with the live site up to date, makes the worker able to
 *   update that site without building it: Astro bundles the site's pages as a build does but
 *   renders one page of each route, and what the worker knew of each page comes from the record it
 *   wrote when it made the live build (`PagesRecord`, written once it is idle or stopping). At
 *   10,000 news that is the bundling and a read of the content, instead of rendering 40,000 pages.
 *
 * An update needs a renderer kept by a build or a resume in this process for the same public
 * address and source: otherwise it answers `full`, and the API builds instead.
 *
 * This file holds the jobs and what a build keeps; beside it, in `worker/`: `astro.ts`, everything
 * Astro-internal the worker calls (the lockfile pins Astro); `pages.ts`, the pages it keeps and how
 * it finds them again; `record.ts`, the record of a build's pages; `files.ts`, linked releases and
 * the files an update writes. The search index's bundles are `search-index.ts`'s.
 */
import { createHash } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderingLine } from '@industrial/api/left-out';
import { inlineScriptSources, SITE_SCRIPT_HASHES } from '@industrial/api/site-scripts';
import type { PagesRecordFile, WorkerReply, WorkerRequest } from '@industrial/api/site-worker';
import type { AstroIntegration, AstroPrerenderer, RouteData } from 'astro';
import { precompress } from '../../scripts/precompress.ts';
import { forgetReads, renderingRecord, topicsRead, watchRecords } from '../src/content/build-memo.ts';
import { pagesOutOfSitemap, refreshPagesOutOfSitemap } from '../src/content/sitemap.ts';
import { recordOfPage } from './page-record.ts';
import { scratchBuild } from './scratch-build.ts';
import {
  compactedDelta,
  DELTA_DIR,
  type Indexed1,
  notePage,
  pageUrlOf,
  RECENT_DIR,
  recentIndex,
  recentRecords,
  SUPERSEDED_FILE,
  searchRecord,
  startIndexer,
  supersededJson,
  supersededOf,
  takeBaseState,
} from './search-index.ts';
import {
  assets,
  astroInternals,
  type BuildApp,
  type BuildOptions,
  type StaticImages,
} from './worker/astro.ts';
import {
  behindJobs,
  bringUpToDate,
  exists,
  linkTree,
  removeBuilds,
  removeFile,
  replaceFile,
  touched,
  withCopies,
  writeBundle,
} from './worker/files.ts';
import {
  type Kept,
  type Page,
  pageAddress,
  readsAny,
  refreshStaticPaths,
  sitePaths,
} from './worker/pages.ts';
import {
  type PagesRecord,
  pagesRecord,
  readPagesRecord,
  recordedPages,
  searchStateOf,
} from './worker/record.ts';

/** What each page read and which images it used, as the renderer last rendered it. */
const rendered = new Map<string, Pick<Page, 'topics' | 'images'>>();

let kept: Kept | undefined;

/**
 * The integration a full build runs with: it wraps Astro's prerenderer so that each page's topics
 * and images are recorded as it renders, and keeps the prerenderer once the build is done. Given
 * the `record` of a build made earlier (a resume), it renders one page of each route and keeps what
 * the record says of every page instead.
 */
function keepRenderer(siteUrl: string, done: (kept: Kept) => void, record?: PagesRecord): AstroIntegration {
  return {
    name: 'publish-worker',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((astro) => {
          const app = () => (astro as AstroPrerenderer & { app: BuildApp }).app;
          let addStaticImage: unknown;
          /**
           * A resume's build renders one page of each route, into a folder that goes: Astro loads
           * the modules a page renders with as it renders one, and removes its bundle once the
           * build is done. The updates that follow find all the pages.
           */
          let oneOfEach = record !== undefined;
          const prerenderer: AstroPrerenderer = {
            name: 'publish-worker',
            async setup() {
              await astro.setup?.();
              addStaticImage = assets.astroAsset?.addStaticImage;
            },
            async getStaticPaths() {
              const paths = await astro.getStaticPaths();
              if (!oneOfEach) return paths;
              const routes = new Set<RouteData>();
              return paths.filter(({ route }) => !routes.has(route) && routes.add(route));
            },
            async render(request, options) {
              const address = pageAddress(request, options.routeData);
              const { result, topics } = await renderingRecord(await recordOfPage(address), () =>
                topicsRead(async () => astro.render(request, { ...options, collectMetadata: true })),
              );
              const { response, metadata } = result instanceof Response ? { response: result } : result;
              rendered.set(address, {
                topics,
                images: (metadata?.staticImages ?? []).map((image) => image.finalPath.replace(/^\//, '')),
              });
              return options.collectMetadata ? { response, metadata } : response;
            },
            async teardown() {
              await astro.teardown?.();
              oneOfEach = false;
              const routeTopics = new Map<string, ReadonlySet<string>>();
              await refreshStaticPaths(app(), routeTopics);
              const paths = sitePaths(app());
              const pages = record ? recordedPages(record, app()) : renderedPages(paths);
              const imageUses = new Map<string, number>();
              countImageUses(imageUses, [...pages.values()], 1);
              done({
                prerenderer,
                app: app(),
                options: app().getOptions(),
                addStaticImage,
                pages,
                routeTopics,
                imageUses,
                sitemapFrom: record?.sitemapFrom ?? sitemapSource(paths),
                siteUrl,
                // A build's base comes from its search-index integration, which runs after this.
                search: record
                  ? searchStateOf(record.search)
                  : { base: new Map(), changed: new Set(), records: new Map(), merged: new Map() },
              });
            },
          };
          if (astro.collectStaticImages)
            prerenderer.collectStaticImages = astro.collectStaticImages.bind(astro);
          return prerenderer;
        });
      },
    },
  };
}

/**
 * How long the worker stays idle before it writes the record of the build it made last: writing
 * it (40,000 pages at 10,000 news) after every update would cost the next save its time.
 */
const RECORD_WHEN_IDLE_MS = 3000;
/** The record of the last build or update, until it is written. */
let unwritten: { file: PagesRecordFile; made: Kept } | undefined;
let recordTimer: NodeJS.Timeout | undefined;

/** Keeps the record of the build just made, to be written once the worker is idle (see `PagesRecord`). */
function recordPages(file: PagesRecordFile) {
  // As the build is now: the next update replaces these fields, and changes no page it holds.
  if (kept) unwritten = { file, made: { ...kept } };
}

/** Writes the record of the last build once no job came for a while; a job puts it off. */
function writeRecordWhenIdle() {
  clearTimeout(recordTimer);
  if (!unwritten) return;
  recordTimer = setTimeout(
    () => behindJobs(writeRecord, 'the record of the build was not written'),
    RECORD_WHEN_IDLE_MS,
  );
}

async function writeRecord() {
  const pending = unwritten;
  if (!pending) return;
  await writeFile(`${pending.file.path}.new`, JSON.stringify(pagesRecord(pending.made, pending.file.build)));
  await rename(`${pending.file.path}.new`, pending.file.path);
  if (unwritten === pending) unwritten = undefined;
}

/** Writes the record not written yet at once: the worker is stopping. */
function writeRecordNow() {
  if (!unwritten) return;
  try {
    const { file, made } = unwritten;
    writeFileSync(`${file.path}.new`, JSON.stringify(pagesRecord(made, file.build)));
    renameSync(`${file.path}.new`, file.path);
  } catch (error) {
    console.warn(`the record of the build was not written: ${(error as Error).message}`);
  }
}

/** The pages the build rendered, with what they were handed. */
function renderedPages(paths: ReturnType<typeof sitePaths>): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const [pathname, { route, props }] of paths) {
    const seen = rendered.get(pathname);
    if (seen) pages.set(pathname, { route, props, ...seen });
  }
  return pages;
}

/**
 * Finds the pages as an update of every list would, rendering nothing, right after a full build and
 * while nobody waits: the first update after a build otherwise took twice as long as the next ones
 * at 10,000 news (its reads, typesetting and props made the first time in this form), and collects
 * what the build left behind.
 */
async function rehearseUpdate() {
  if (!kept) return;
  forgetReads();
  const refreshed = await refreshStaticPaths(kept.app, kept.routeTopics);
  sitePaths(kept.app, refreshed, kept.pages);
  await startIndexer();
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * Runs `astro build` into SITE_OUT_DIR, keeping its renderer for updates: a full build, or, given
 * the `record` of a build made earlier, a resume of it (one page of each route rendered).
 */
async function keepBuild(siteUrl: string, record?: PagesRecord): Promise<string> {
  kept = undefined;
  forgetReads();
  rendered.clear();
  const started = performance.now();
  let built: Kept | undefined;
  await scratchBuild({ integrations: [keepRenderer(siteUrl, (result) => (built = result), record)] });
  const base = takeBaseState();
  if (built && !record) {
    if (!base) throw new Error('the build wrote no search index');
    built.search = base;
  }
  kept = built;
  const pages = kept?.pages.size ?? 0;
  return record
    ? `resumed the ${pages} pages of ${record.build} in ${seconds(started)} s`
    : `full build: ${pages} pages in ${seconds(started)} s`;
}

const seconds = (since: number, until = performance.now()) => ((until - since) / 1000).toFixed(2);

async function update(
  liveDir: string,
  outDir: string,
  topics: ReadonlySet<string>,
  ready: boolean,
): Promise<{ summary: string; touched: string[] }> {
  const started = performance.now();
  const { prerenderer, app, options, pages, routeTopics } = kept as Kept;
  // What did not change is read as the build read it; what did, afresh.
  forgetReads(topics);
  rendered.clear();
  touched.clear();
  adoptCompaction(kept as Kept, outDir, ready);
  // A folder made the live one's twin, or a new one sharing every file.
  if (!ready) await linkTree(liveDir, outDir);
  const linked = performance.now();
  options.settings.config.outDir = pathToFileURL(`${outDir}/`);
  if (assets.astroAsset) {
    assets.astroAsset.addStaticImage = (kept as Kept).addStaticImage;
    assets.astroAsset.staticImages = new Map();
  }

  const refreshed = await refreshStaticPaths(app, routeTopics, topics);
  const now = sitePaths(app, refreshed, pages);
  const found = performance.now();
  const next = new Map<string, Page>();
  const written: string[] = [];
  /** The pages rendered again, new ones included. */
  const again: string[] = [];
  for (const [pathname, { route, props }] of now) {
    const before = pages.get(pathname);
    if (before && before.props === props && !readsAny(before.topics, topics)) {
      next.set(pathname, before);
      continue;
    }
    rendered.delete(pathname);
    again.push(pathname);
    const result = await astroInternals.renderPath({
      prerenderer,
      pathname,
      route,
      options,
      logger: options.logger,
      collectMetadata: false,
    });
    if (result) {
      await replaceFile(fileURLToPath(result.outFile), result.body);
      written.push(fileURLToPath(result.outFile));
    }
    next.set(pathname, { route, props, topics: new Set(), images: [], ...rendered.get(pathname) });
  }
  const removed = [...pages.keys()].filter((pathname) => !now.has(pathname));
  const removedFiles: string[] = [];
  for (const pathname of removed) {
    const { route } = pages.get(pathname) as Page;
    const file = fileURLToPath(astroInternals.outFile(options, pathname, route));
    removedFiles.push(file);
    await removeFile(file);
  }

  const renderedAt = performance.now();
  written.push(...(await updateSearchIndex(kept as Kept, outDir, written, removedFiles)));
  const indexedAt = performance.now();
  await checkInlineScripts(written);
  const images = await generateImages(options, outDir);
  await pruneImages(kept as Kept, again, removed, next, outDir);
  written.push(...(await writeSitemap(kept as Kept, outDir, now)));
  await precompress(outDir, '_astro/', written);
  (kept as Kept).pages = next;
  const changed = [...touched].map((path) => relative(outDir, path));
  const steps = [
    `linking ${seconds(started, linked)}`,
    `finding the pages ${seconds(linked, found)}`,
    `rendering ${seconds(found, renderedAt)}`,
    `search index ${((indexedAt - renderedAt) / 1000).toFixed(3)}`,
    `the rest ${seconds(indexedAt)}`,
  ];
  return {
    summary: `update: ${rendered.size} pages rendered, ${removed.length} removed, ${images} images made, in ${seconds(started)} s (${steps.join(', ')})`,
    touched: changed,
  };
}

/**
 * Brings the search index up to date with the pages the update wrote and removed (absolute paths):
 * the pages changed since the delta's last compaction go into the recent bundle, written again
 * whole (only the files that differ), and the results they replace into `superseded.json`. Costs
 * what changed since the last compaction, never the whole site. Answers the files written that
 * want compressed copies.
 */
async function updateSearchIndex(
  made: Kept,
  outDir: string,
  written: readonly string[],
  removed: readonly string[],
) {
  // A new state, not the kept one changed: the record of the last build may still be unwritten.
  const { changed: since, records } = made.search;
  made.search = { ...made.search, changed: new Set(since), records: new Map(records) };
  let changed = false;
  for (const file of written.filter((path) => path.endsWith('.html'))) {
    const url = pageUrlOf(relative(outDir, file));
    changed = notePage(made.search, url, searchRecord(await readFile(file, 'utf8'), url)) || changed;
  }
  for (const file of removed.filter((path) => path.endsWith('.html'))) {
    changed = notePage(made.search, pageUrlOf(relative(outDir, file)), undefined) || changed;
  }
  if (!changed) return [];
  const { files, ids } = await recentIndex(made.search);
  await writeBundle(join(outDir, RECENT_DIR), files);
  const superseded = join(outDir, SUPERSEDED_FILE);
  await replaceFile(superseded, supersededJson(supersededOf(made.search, ids)));
  return [superseded];
}

/** How many pages the recent bundle may hold before the `link` job compacts them into the delta. */
const COMPACT_AT = 30;

/**
 * A compaction written into the folder the next update writes into: adopted by that update, or
 * dropped when it writes elsewhere (that folder then has the delta the state describes).
 */
let compaction: { dir: string; merged: Map<string, Indexed1>; touched: string[] } | undefined;

/**
 * Compacts the search index's changes since the base into the delta bundle of `dir`, the next
 * update's folder, while nobody waits (the `link` job, once a publication is live): every current
 * record of a page changed since the base is indexed again, and the recent bundle emptied. The
 * update that writes into `dir` adopts it. Answers what it did, for the job's summary.
 */
async function compactSearchIndex(dir: string): Promise<string> {
  compaction = undefined;
  if (!kept || recentRecords(kept.search).length < COMPACT_AT) return '';
  const started = performance.now();
  touched.clear();
  const { files, merged } = await compactedDelta(kept.search);
  await writeBundle(join(dir, DELTA_DIR), files);
  await writeBundle(join(dir, RECENT_DIR), new Map());
  const state = { ...kept.search, merged };
  await replaceFile(join(dir, SUPERSEDED_FILE), supersededJson(supersededOf(state, new Map())));
  await precompress(dir, '_astro/', [join(dir, SUPERSEDED_FILE)]);
  compaction = { dir, merged, touched: [...touched] };
  touched.clear();
  return `, search index compacted (${merged.size} pages) in ${seconds(started)} s`;
}

/** The update writing into `outDir` takes over the compaction written there (see `compaction`). */
function adoptCompaction(made: Kept, outDir: string, ready: boolean) {
  const done = compaction;
  compaction = undefined;
  if (!done || !ready || done.dir !== outDir) return;
  made.search = { ...made.search, merged: done.merged };
  for (const file of done.touched) touched.add(file);
}

/** Makes the optimized images the rendered pages asked for and the folder lacks. Answers how many. */
async function generateImages(options: BuildOptions, outDir: string): Promise<number> {
  const wanted = assets.astroAsset?.staticImages ?? new Map();
  const missing: StaticImages = new Map();
  for (const [original, entry] of wanted) {
    const transforms = new Map<string, { finalPath: string }>();
    for (const [hash, transform] of entry.transforms) {
      const path = join(outDir, transform.finalPath);
      if (await exists(path)) continue;
      transforms.set(hash, transform);
      touched.add(path);
    }
    if (transforms.size) missing.set(original, { ...entry, transforms });
  }
  const count = [...missing.values()].reduce((sum, entry) => sum + entry.transforms.size, 0);
  if (count === 0) return 0;
  const env = await astroInternals.prepareAssetsGenerationEnv(options, count);
  for (const [original, entry] of missing)
    await astroInternals.generateImagesForPath(original, entry as never, env);
  return count;
}

/** Adds `by` to the count of pages using each image of `pages`. */
function countImageUses(uses: Map<string, number>, pages: readonly Pick<Page, 'images'>[], by: 1 | -1) {
  for (const page of pages) for (const image of page.images) uses.set(image, (uses.get(image) ?? 0) + by);
}

/**
 * Removes the optimized images no page uses any more (a picture replaced or its page gone), from
 * the pages rendered again and those removed: what the update changed, not every page of the site.
 */
async function pruneImages(
  { pages: before, imageUses }: Kept,
  renderedAgain: readonly string[],
  removed: readonly string[],
  after: Map<string, Page>,
  outDir: string,
) {
  const was = [...renderedAgain, ...removed].flatMap((pathname) => before.get(pathname) ?? []);
  countImageUses(imageUses, was, -1);
  countImageUses(
    imageUses,
    renderedAgain.map((pathname) => after.get(pathname) as Page),
    1,
  );
  const unused = new Set(was.flatMap((page) => page.images).filter((image) => !imageUses.get(image)));
  for (const image of unused) imageUses.delete(image);
  await Promise.all([...unused].map((image) => removeFile(join(outDir, image))));
}

/** Fails the update on a script the Content-Security-Policy does not name: a full build then leaves its record out. */
async function checkInlineScripts(files: string[]) {
  const allowed = new Set<string>(SITE_SCRIPT_HASHES);
  for (const file of files.filter((path) => path.endsWith('.html'))) {
    for (const source of inlineScriptSources(await readFile(file, 'utf8'))) {
      if (!allowed.has(source))
        throw new Error(`an inline script ${source} in ${file}: building the site in full`);
    }
  }
}

/** The pages the sitemap names, as its integration is handed them. */
const sitemapPages = (now: Map<string, { route: RouteData }>) =>
  [...now].filter(([, { route }]) => route.type === 'page').map(([pathname]) => pathname.replace(/^\//, ''));

/** What the sitemap is made from, hashed: its pages and those it leaves out (the public address is the build's). */
const sitemapSource = (now: Map<string, { route: RouteData }>) =>
  createHash('sha256')
    .update(`${sitemapPages(now).join('\n')}\n\n${pagesOutOfSitemap().join('\n')}`)
    .digest('base64');

/**
 * Writes the sitemap again, as the build's sitemap integration does, for the pages there are now;
 * unless they and those it leaves out are what it was written from (a changed text, say).
 */
async function writeSitemap(kept: Kept, outDir: string, now: Map<string, { route: RouteData }>) {
  const sitemap = kept.options.settings.config.integrations.find(
    (integration) => integration.name === '@astrojs/sitemap',
  );
  const done = sitemap?.hooks['astro:build:done'];
  if (!done) return [];
  await refreshPagesOutOfSitemap();
  const from = sitemapSource(now);
  if (from === kept.sitemapFrom) return [];
  kept.sitemapFrom = from;
  const old = (await readdir(outDir)).filter((name) => /^sitemap-.*\.xml$/.test(name));
  await Promise.all(old.map((name) => removeFile(join(outDir, name))));
  const pages = sitemapPages(now).map((pathname) => ({ pathname }));
  const logger = { info() {}, warn: console.warn, error: console.error, debug() {} };
  await (done as (options: unknown) => Promise<void>)({
    dir: pathToFileURL(`${outDir}/`),
    pages,
    routes: [],
    logger,
  });
  const written = (await readdir(outDir))
    .filter((name) => /^sitemap-.*\.xml$/.test(name))
    .map((name) => join(outDir, name));
  for (const path of written) for (const file of withCopies(path)) touched.add(file);
  return written;
}

async function run(request: WorkerRequest): Promise<WorkerReply> {
  if (request.kind === 'link') {
    const started = performance.now();
    if (request.only) await bringUpToDate(request.from, request.to, request.only);
    else await linkTree(request.from, request.to);
    removeBuilds(request.remove);
    const compacted = await compactSearchIndex(request.to);
    return { id: request.id, ok: true, summary: `linked in ${seconds(started)} s${compacted}` };
  }
  Object.assign(process.env, request.env);
  if (request.kind === 'build') {
    const summary = await keepBuild(process.env.SITE_URL ?? '');
    await rehearseUpdate();
    recordPages(request.record);
    return { id: request.id, ok: true, summary };
  }
  if (request.kind === 'resume') {
    const record = await readPagesRecord(request.record);
    const why = !record
      ? 'no record of the live build’s pages'
      : record.siteUrl !== request.env.SITE_URL
        ? 'the public address changed'
        : undefined;
    if (why || !record) return { id: request.id, ok: false, full: why ?? '' };
    const summary = await keepBuild(record.siteUrl, record);
    await rehearseUpdate();
    return { id: request.id, ok: true, summary };
  }
  const why = !kept
    ? 'no build in this process to update from'
    : kept.siteUrl !== request.env.SITE_URL
      ? 'the public address changed'
      : undefined;
  if (why) return { id: request.id, ok: false, full: why };
  const { summary, touched: changed } = await update(
    request.liveDir,
    request.outDir,
    new Set(request.topics),
    request.ready,
  );
  recordPages(request.record);
  return { id: request.id, ok: true, summary, touched: changed };
}

// The publisher times each record's content by these lines, and stops a build stuck on one (its budget).
watchRecords((record) => console.log(renderingLine(record)));

/** The job running, if any: jobs run one at a time (they share the process's environment and its build). */
let running = Promise.resolve();

process.on('message', (request: WorkerRequest) => {
  clearTimeout(recordTimer);
  running = running
    .then(() => run(request))
    .then(
      (reply) => {
        process.send?.(reply);
      },
      (error: Error) => {
        console.error(error.stack ?? error.message);
        process.send?.({ id: request.id, ok: false, error: error.message });
      },
    )
    .finally(writeRecordWhenIdle);
});
// The API went away or stops the worker: so does the worker, with the record of its last build.
for (const stopped of ['disconnect', 'SIGTERM'] as const) {
  process.on(stopped, () => {
    writeRecordNow();
    process.exit(0);
  });
}
