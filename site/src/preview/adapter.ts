import type { AstroIntegration } from 'astro';

/**
 * The preview renderer's adapter: Astro's on-demand rendering with `server.ts` as the entry the API
 * imports, and the one route it serves (`PreviewPage.astro`). Used by `astro.preview.config.ts`
 * only; the public build stays fully static.
 */
export function previewRenderer(): AstroIntegration {
  return {
    name: 'preview-renderer',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({
          pattern: '/preview/[resource]/[id]/[lang]',
          entrypoint: new URL('./PreviewPage.astro', import.meta.url),
          prerender: false,
        });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'preview-renderer',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./server.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: {
            serverOutput: 'stable',
            staticOutput: 'stable',
            hybridOutput: 'stable',
            sharpImageService: 'stable',
          },
        });
      },
    },
  };
}
