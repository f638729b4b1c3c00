import { defineConfig } from 'vitest/config';
import { WORKERS } from '../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'content-seed',
    ...WORKERS,
    include: ['test/**/*.test.ts'],
    // Seeding rasterizes about thirty 1200×800 drawings on a shared two-core machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
