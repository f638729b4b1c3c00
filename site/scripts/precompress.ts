import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { precompress } from '../../scripts/precompress.ts';

/** Precompresses the built site (see `scripts/precompress.ts`); last in the integrations, so that it sees every file. */
export default function precompressSite(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const files = await precompress(fileURLToPath(dir), '_astro/');
        logger.info(`${files} files precompressed in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
