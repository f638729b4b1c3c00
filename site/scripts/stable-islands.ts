import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** React's server renderer, as `@astrojs/react` names it for Astro. */
const REACT_SERVER = '@astrojs/react/server.js';

/**
 * Renders React islands with prefixes of their own (src/islands/react-server.ts), so that a page
 * renders the same whatever order its parts finish in: the renderer `@astrojs/react` registers is
 * resolved to that wrapper everywhere but in the wrapper itself.
 */
export default function stableIslands(): AstroIntegration {
  const wrapper = fileURLToPath(new URL('../src/islands/react-server.ts', import.meta.url));
  return {
    name: 'stable-islands',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'stable-islands',
                enforce: 'pre',
                resolveId(source, importer) {
                  if (source === REACT_SERVER && !importer?.startsWith(wrapper)) return wrapper;
                  return null;
                },
              },
            ],
          },
        });
      },
    },
  };
}
