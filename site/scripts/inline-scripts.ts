import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptSources, SITE_SCRIPT_HASHES } from '@industrial/api/site-scripts';
import type { AstroIntegration } from 'astro';

/**
 * Fails the build on an inline script the Content-Security-Policy does not name
 * (`api/src/security/site-scripts.ts`): served, it would not run, and islands would stay dead.
 */
export default function checkInlineScripts(): AstroIntegration {
  return {
    name: 'inline-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const allowed = new Set<string>(SITE_SCRIPT_HASHES);
        const unknown = new Map<string, string>();
        for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const path = join(entry.parentPath, entry.name);
          for (const source of inlineScriptSources(await readFile(path, 'utf8'))) {
            if (!allowed.has(source) && !unknown.has(source)) unknown.set(source, path.slice(root.length));
          }
        }
        if (unknown.size > 0) {
          throw new Error(
            `Inline scripts the Content-Security-Policy does not name (add them to api/src/security/site-scripts.ts and deploy/nginx.conf): ${[
              ...unknown,
            ]
              .map(([source, page]) => `${source} in ${page}`)
              .join(', ')}`,
          );
        }
      },
    },
  };
}
