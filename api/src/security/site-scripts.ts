import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * The inline scripts the public site may run, as Content-Security-Policy sources: the app's
 * script-src (src/plugins/external/security.ts) and deploy/nginx.conf's name exactly these. A list
 * kept here rather than hashes taken from each build, so that a script which reached a page some
 * other way (content gone wrong) is never blessed, and so that the proxy's static configuration can
 * carry the same policy. The site's build fails on any other inline script, printing its hash
 * (site/scripts/inline-scripts.ts): an Astro upgrade or an edited script lands here, and in nginx.conf.
 */
export const SITE_SCRIPT_HASHES = [
  // The language switcher's (site/src/components/LanguageSwitcher.astro).
  "'sha256-T8HhRxvWqr41+14SQJyToOn25waaphwFdAGtLF1bpSs='",
  // The header's «Ещё» closing on Escape or a click elsewhere (site/src/components/Header.astro).
  "'sha256-tChpIJ+6SDvKIj/9zDsedLGFu1z+RPKU43upaVoIMWw='",
  // Where the visit came from, kept for the request form (site/src/components/VisitOrigin.astro).
  "'sha256-5kOakxJgw7kv1a1628l0Y7ZosMe/4rO51OLyzDtw49M='",
  // Astro 7's island loader (<astro-island>), and its client:visible directive.
  "'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U='",
  "'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q='",
  // The site's client:interaction directive, as Astro inlines it (site/src/islands/interaction.ts).
  "'sha256-hMo01eGM9r6glrGC9ANXvvUDjPawLxGDSF14tYkP0Mk='",
] as const;

/**
 * Types a browser runs (the HTML standard's JavaScript MIME types, and `module`); anything else
 * (`application/ld+json`) is data, outside the script policy.
 */
const EXECUTABLE =
  /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/i;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in a page that a browser would run. The page
 * is parsed as a browser parses it (parse5 follows the HTML standard), so only real script elements
 * count: `<script>` written as text inside an attribute or an escaped paragraph is no script at all.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  // Depth first in document order, without recursion: a page may nest elements deeply.
  const pending: ChildNode[] = [...parse(html).childNodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (!('tagName' in node)) continue;
    if (node.tagName === 'script') {
      const body = scriptText(node);
      if (body !== undefined) sources.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
    pending.push(...[...node.childNodes].reverse());
  }
  return [...sources];
}

/** The text of an inline script a browser would run; undefined for an external or a data block. */
function scriptText(script: Element): string | undefined {
  const attribute = (name: string) => script.attrs.find((attr) => attr.name === name)?.value;
  if (attribute('src') !== undefined) return undefined;
  if (!EXECUTABLE.test((attribute('type') ?? '').trim())) return undefined;
  return script.childNodes.map((text) => ('value' in text ? text.value : '')).join('');
}
