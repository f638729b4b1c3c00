import { defineConfig } from 'vitest/config';
import { MAX_WORKERS } from '../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'admin',
    maxWorkers: MAX_WORKERS,
    include: ['src/**/*.test.ts'],
  },
});
