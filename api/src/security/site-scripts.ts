import { createHash } from 'node:crypto';

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
  // Astro 6's island loader (<astro-island>), and its client:idle and client:visible directives.
  "'sha256-QJZDUlo/qa5AJCrG6vHyWcatjwCeWidEHQfJc601lzw='",
  "'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw='",
  "'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q='",
] as const;

/** Types a browser runs; anything else (`application/ld+json`) is data, outside the script policy. */
const EXECUTABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** The CSP sources (`'sha256-…'`) of the inline scripts in a page that a browser would run. */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    sources.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...sources];
}
