import { defineConfig } from 'vitest/config';
import { MAX_WORKERS } from '../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'content-seed',
    maxWorkers: MAX_WORKERS,
    include: ['test/**/*.test.ts'],
    // Seeding rasterizes about thirty 1200×800 drawings on a shared two-core machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
