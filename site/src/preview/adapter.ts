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
          // One address for every preview: the item and its language come with the content. A
          // language in the path would not do: Astro's i18n routing answers 404 to any path with a
          // segment naming the default language (`…/ru`), though it renders the page.
          pattern: '/preview',
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
