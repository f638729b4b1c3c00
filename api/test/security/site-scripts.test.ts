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

test('the deploy proxy names the same inline scripts as the app', () => {
  const nginx = readFileSync(resolve(repositoryRoot, 'deploy/nginx.conf'), 'utf8');
  const proxied = /script-src ([^;]*)/.exec(nginx)?.[1]?.split(' ');
  expect(proxied).toEqual(["'self'", ...SITE_SCRIPT_HASHES]);
});
