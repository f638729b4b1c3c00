/**
 * The React renderer of the site's islands: `@astrojs/react/server.js`, put in its place by the
 * `stableIslands` integration (scripts/stable-islands.ts), with one change. Each island's `prefix`
 * (React's `identifierPrefix`, which starts the ids `useId` makes, `_<prefix>R_…`) comes from the
 * island itself, its component and its props, instead of from how many islands of the page began
 * rendering before it. Astro renders a page's parts side by side, and which of them reaches its
 * island first depends on which content read answers first: with a counter, a page read partly
 * from memory (a site update) came out different from the same page read afresh (a full build).
 * The publisher relies on both writing the same file.
 */
import { createHash } from 'node:crypto';
import react from '@astrojs/react/server.js';
import type { AstroComponentMetadata } from 'astro';

type Render = typeof react.renderToStaticMarkup;

/** The prefix React's renderer gives the first island of a page: each island is its own page to it here. */
const FIRST = 'r0';

/** Per page (Astro's render result), how many islands of each kind it has so far. */
const pages = new WeakMap<object, Map<string, number>>();

/** A short name for an island: its component and props (functions by name: they are not sent to the browser). */
function islandKey(props: unknown, metadata: AstroComponentMetadata | undefined): string {
  let shown: string;
  try {
    shown = JSON.stringify(props, (_key, value) =>
      typeof value === 'function' ? `function ${value.name}` : value,
    );
  } catch {
    // A cyclic value: the component alone, and the islands' order then tells apart those of the same kind.
    shown = '';
  }
  return createHash('sha256')
    .update(`${metadata?.componentUrl}#${metadata?.componentExport?.value}\n${shown}`)
    .digest('base64url')
    .slice(0, 8);
}

async function renderToStaticMarkup(this: { result?: object } | undefined, ...args: Parameters<Render>) {
  const page = this?.result;
  if (!page) return react.renderToStaticMarkup.apply(this, args);
  const [, props, , metadata] = args;
  const key = islandKey(props, metadata);
  const kinds = pages.get(page) ?? new Map<string, number>();
  pages.set(page, kinds);
  // Two islands alike in component and props render alike; only their prefixes tell them apart.
  const count = kinds.get(key) ?? 0;
  kinds.set(key, count + 1);
  const prefix = `i${key}${count ? `-${count}` : ''}`;
  const rendered = await react.renderToStaticMarkup.apply({ ...this, result: {} }, args);
  return {
    html: rendered.html.replaceAll(`_${FIRST}R_`, `_${prefix}R_`),
    attrs: { ...rendered.attrs, prefix },
  };
}

export default { ...react, renderToStaticMarkup };
