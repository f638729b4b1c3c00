import { defineConfig } from 'vitest/config';
import { WORKERS } from '../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'api',
    ...WORKERS,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
