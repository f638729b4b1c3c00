import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { repositoryRoot } from '../../src/config.ts';
import { inlineScriptSources, SITE_SCRIPT_HASHES } from '../../src/security/site-scripts.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('only the inline scripts a browser runs are named, by the hash of their exact text', () => {
  const page = [
    '<script>(()=>{})();</script>',
    '<script type="module">import "/a.js";</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/_astro/island.js"></script>',
    '<SCRIPT>(()=>{})();</SCRIPT>',
  ].join('\n');
  expect(inlineScriptSources(page)).toEqual([sha256('(()=>{})();'), sha256('import "/a.js";')]);
});

test('script tags written as text are not scripts: an attribute, an escaped paragraph, a comment, a title', () => {
  // What Astro writes for an English description that mentions `<script>…</script>` (review M1):
  // `"` is escaped inside the attribute, `<` and `>` are not, which is valid HTML and inert.
  const description = 'Our web team avoids inline <script>alert(1)</script> blocks.';
  const page = [
    '<!doctype html><html><head>',
    `<meta name="description" content="${description}">`,
    `<meta property="og:title" content='<script>alert(2)</script>'>`,
    '<title><script>alert(3)</script></title>',
    '</head><body>',
    '<p>&lt;script&gt;alert(4)&lt;/script&gt;</p>',
    '<!-- <script>alert(5)</script> -->',
    '<textarea><script>alert(6)</script></textarea>',
    '<template><script>alert(7)</script></template>',
    '<script>(()=>{})();</script>',
    '</body></html>',
  ].join('\n');
  expect(inlineScriptSources(page)).toEqual([sha256('(()=>{})();')]);
});

test('a script element that a browser would run is found wherever the parser puts it', () => {
  const page = [
    '<p>text <script>alert(1)</script></p>',
    '<svg><script>alert(2)</script></svg>',
    '<script type=" text/javascript ">alert(3)</script>',
    '<script type="text/x-javascript">alert(4)</script>',
  ].join('');
  expect(inlineScriptSources(page)).toEqual([
    sha256('alert(1)'),
    sha256('alert(2)'),
    sha256('alert(3)'),
    sha256('alert(4)'),
  ]);
});

test('the deploy proxy names the same inline scripts as the app', () => {
  const nginx = readFileSync(resolve(repositoryRoot, 'deploy/nginx.conf'), 'utf8');
  const proxied = /script-src ([^;]*)/.exec(nginx)?.[1]?.split(' ');
  expect(proxied).toEqual(["'self'", ...SITE_SCRIPT_HASHES]);
});
