import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../scripts/precompress.ts';

// The API serves the built SPA at /admin/ on its own origin, so the app always calls relative /api.
// In development the dev server forwards /api to a locally running API.
const apiPort = process.env.API_PORT || 4000;

export default defineConfig(({ command }) => ({
  base: '/admin/',
  // The image test page's direct address: the API's own server, which in development is not the
  // page's origin (built, the SPA is served by the API itself, and the page's origin is the API's).
  define: {
    'import.meta.env.VITE_API_ORIGIN': JSON.stringify(
      command === 'serve' ? `http://localhost:${apiPort}` : '',
    ),
  },
  plugins: [react(), precompressBuild()],
  // The lockfile nests an older @tiptap/core under ra-input-rich-text next to newer extensions that
  // need the newer core; one copy of the editor's core is also what tiptap requires at run time.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', emptyOutDir: true },
}));

/** `.br` and `.gz` beside the built files, which the API sends as they are (see `scripts/precompress.ts`). */
function precompressBuild(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle: async ({ dir }) => {
      if (!dir) return;
      const started = performance.now();
      const files = await precompress(dir, 'assets/');
      console.log(`precompressed ${files} files in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
