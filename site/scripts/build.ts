/**
 * `npm run build -w site`: `astro build` from a scratch folder of its own (scratch-build.ts). With
 * `--preview` (`npm run build:preview -w site`) it builds the preview renderer instead
 * (astro.preview.config.ts).
 */
import { scratchBuild } from './scratch-build.ts';

const preview = process.argv.includes('--preview');
const started = performance.now();
await scratchBuild(preview ? { configFile: 'astro.preview.config.ts' } : {});
console.log(
  `${preview ? 'Preview renderer' : 'Site'} built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
