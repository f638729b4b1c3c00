import { defineConfig } from 'vitest/config';
import { WORKERS } from '../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'site',
    ...WORKERS,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
