/**
 * `npm run audit`: Lighthouse (mobile settings, the default) on the system Chromium against a running
 * product (AUDIT_URL, default http://127.0.0.1:4000), every route in every language, the median of
 * AUDIT_RUNS runs (default 3) per page. Prints one row per page and the worst page; exits with 1 when
 * a page misses the targets (performance >= 95, accessibility, best practices and SEO = 100).
 * AUDIT_PAGES (comma-separated paths, e.g. `/,/en/news`) narrows the run to those pages;
 * AUDIT_CHROME_FLAGS adds Chromium flags (measuring an analytics service against a local stand-in).
 * Under the table, each page's main-thread costs in its run of median blocking time: the kinds of
 * work (style and layout, script, rendering…), the scripts that cost most, and the long tasks with
 * what Lighthouse names them by (a script, the page itself, or nothing: style, layout and paint).
 * Times are Lighthouse's, on its simulated mobile CPU (four times slower than this machine).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES, type Locale } from '../src/i18n/locales.ts';

const baseUrl = (process.env.AUDIT_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** Where a page's main-thread time went, in one run. */
interface Costs {
  /** The kinds of work, by Lighthouse's groups (Style & Layout, Script Evaluation…), most first. */
  work: [string, number][];
  /** Scripting time per script (the page's own inline scripts under its address), most first. */
  scripts: [string, number][];
  /** Tasks over 50 ms, longest first, by what they are attributed to. */
  longTasks: [string, number][];
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  costs: Costs;
}

type Sample = Omit<Row, 'page'>;

async function firstId(resource: string, locale: Locale): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/api/${resource}?lang=${locale}`);
  if (!response.ok)
    throw new Error(`${baseUrl}/api/${resource} answered ${response.status}: is the product running?`);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data[0]?.id;
}

async function pagesToAudit(): Promise<string[]> {
  if (process.env.AUDIT_PAGES) return process.env.AUDIT_PAGES.split(',').map((page) => page.trim());
  const pages: string[] = [];
  for (const locale of LOCALES) {
    const prefix = locale === 'ru' ? '' : `/${locale}`;
    const product = await firstId('products', locale);
    const story = await firstId('news', locale);
    const paths = ['', 'production', 'services', 'projects', 'news', 'contacts'];
    if (product !== undefined) paths.push(`product/${product}`);
    if (story !== undefined) paths.push(`news/${story}`);
    pages.push(...paths.map((path) => `${prefix}/${path}`.replace(/\/$/, '') || '/'));
  }
  return pages;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** A resource's address without this server's origin; Lighthouse's own names (`Unattributable`) as they are. */
function shortName(url: string): string {
  return url.startsWith(baseUrl) ? url.slice(baseUrl.length) || '/' : url;
}

/** The items of an audit's table, or none when the audit did not run. */
function items<T>(audit: { details?: unknown } | undefined): T[] {
  return ((audit?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

async function auditOnce(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  if (runtimeError) console.warn(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  for (const warning of runWarnings) console.warn(`${url}: ${warning}`);
  const resources =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const bytes = (type: string) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (category: string) => Math.round((categories[category]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsKb: bytes('script') / 1024,
    totalKb: bytes('total') / 1024,
    costs: {
      work: items<{ groupLabel: string; duration: number }>(audits['mainthread-work-breakdown']).map(
        (item) => [item.groupLabel, item.duration],
      ),
      scripts: items<{ url: string; scripting: number }>(audits['bootup-time'])
        .map((item): [string, number] => [shortName(item.url), item.scripting])
        .sort((a, b) => b[1] - a[1]),
      longTasks: items<{ url: string; duration: number }>(audits['long-tasks'])
        .map((item): [string, number] => [shortName(item.url), item.duration])
        .sort((a, b) => b[1] - a[1]),
    },
  };
}

/** `label 120 ms` for the first `count` entries with at least a millisecond. */
function listed(entries: [string, number][], count: number): string {
  const shown = entries.filter(([, ms]) => ms >= 1).slice(0, count);
  return shown.length ? shown.map(([label, ms]) => `${label} ${Math.round(ms)} ms`).join(', ') : 'none';
}

function printCosts(rows: Row[]): void {
  console.log("\nMain-thread costs (simulated mobile CPU), in each page's run of median blocking time:");
  for (const { page, tbtMs, costs } of rows) {
    console.log(`\n${page}: TBT ${Math.round(tbtMs)} ms`);
    console.log(`  work:       ${listed(costs.work, 4)}`);
    console.log(`  scripts:    ${listed(costs.scripts, 4)}`);
    console.log(`  long tasks: ${costs.longTasks.length}; ${listed(costs.longTasks, 4)}`);
  }
}

function format(row: Row): string[] {
  return [
    row.page,
    String(row.performance),
    String(row.accessibility),
    String(row['best-practices']),
    String(row.seo),
    `${Math.round(row.lcpMs)} ms`,
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
    row.jsKb.toFixed(1),
    row.totalKb.toFixed(1),
  ];
}

function printTable(rows: Row[]): void {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'JS KB', 'total KB'];
  const lines = [header, ...rows.map(format)];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] as string).length)));
  for (const line of lines)
    console.log(line.map((cell, column) => cell.padEnd(widths[column] as number)).join('  '));
}

// A browser language the site does not offer, so that each page is audited itself rather than
// moved to the browser's language (which the site does on a visit's first page).
const chrome = await launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--lang=de-DE',
    '--accept-lang=de-DE',
    // More flags, space-separated: e.g. to send an analytics service's host to a local stand-in
    // (`--host-resolver-rules=MAP stats.example.kz 127.0.0.1:8443` needs quoting as one flag: use `|` for its spaces).
    ...(process.env.AUDIT_CHROME_FLAGS ?? '')
      .split(' ')
      .filter(Boolean)
      .map((flag) => flag.replaceAll('|', ' ')),
  ],
});
const rows: Row[] = [];
try {
  for (const page of await pagesToAudit()) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await auditOnce(`${baseUrl}${page}`, chrome.port));
    const byBlocking = [...samples].sort((a, b) => a.tbtMs - b.tbtMs);
    const row = { page, costs: byBlocking[Math.floor(byBlocking.length / 2)]?.costs } as Row;
    for (const key of Object.keys(samples[0] as object) as (keyof Sample)[]) {
      if (key !== 'costs') row[key] = median(samples.map((sample) => sample[key]));
    }
    rows.push(row);
    console.log(`audited ${page}: performance ${row.performance}`);
  }
} finally {
  chrome.kill();
}

console.log(`\nLighthouse, mobile, median of ${runs} run(s) per page, ${baseUrl}\n`);
printTable(rows);
printCosts(rows);
const worst = [...rows].sort(
  (a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs || a.accessibility - b.accessibility,
)[0];
if (worst) {
  console.log('\nWorst page:');
  printTable([worst]);
}
const missed = rows.filter((row) => CATEGORIES.some((category) => row[category] < TARGETS[category]));
if (missed.length) {
  console.log(`\nBelow target: ${missed.map((row) => row.page).join(', ')}`);
  process.exitCode = 1;
}
