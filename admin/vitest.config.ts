import { defineConfig } from 'vitest/config';
import { WORKERS } from '../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'admin',
    ...WORKERS,
    include: ['src/**/*.test.ts'],
  },
});
