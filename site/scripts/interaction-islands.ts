import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Adds the `client:interaction` directive (src/islands/interaction.ts): islands that load on first use. */
export default function interactionIslands(): AstroIntegration {
  return {
    name: 'interaction-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/islands/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
